import { defineHomeTexts } from '@automercato/i18n/home';

/** The texts of home on the home page's path (namespace `search`, section `home`), one group per component file. */
export const t = defineHomeTexts('search', 'home', {
  homeSearch: {
    ricercaRapida: 'Ricerca rapida',
    marca: 'Marca',
    tutteLeMarche: 'Tutte le marche',
    caricamento: 'Caricamento…',
    modello: 'Modello',
    scegliPrimaLaMarca: 'Scegli prima la marca',
    tuttiIModelli: 'Tutti i modelli',
    prezzoFinoA: 'Prezzo fino a',
    qualsiasi: 'Qualsiasi',
    kmFinoA: 'Km fino a',
    cerca: 'Cerca',
    ricercaInLinguaggioNaturale: 'Ricerca in linguaggio naturale',
    oppureDescriviLAuto: 'Oppure descrivi l\'auto che cerchi',
    trovaAuto: 'Trova auto',
    gliAnnunciNonSono: 'Gli annunci non sono al momento disponibili. Riprova più tardi.',
    inVetrina: 'In vetrina',
    leAutoScelteDai: 'Le auto scelte dai concessionari per la vetrina di AutoMercato.',
    ultimiArrivi: 'Ultimi arrivi',
    gliAnnunciPiuRecenti: 'Gli annunci più recenti da 20.000 € in su.',
  },
});
