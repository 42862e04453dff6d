import { defineHomeTexts } from '@automercato/i18n/home';

/** The texts of pages on the home page's path (namespace `shell`, section `home`), one group per component file. */
export const t = defineHomeTexts('shell', 'home', {
  homePage: {
    caricamentoDeiNumeriDella: 'Caricamento dei numeri della piattaforma…',
    iNumeriDellaPiattaforma: 'I numeri della piattaforma non sono al momento disponibili.',
    laPiattaformaInNumeri: 'La piattaforma in numeri',
    trovaLaTuaProssima: 'Trova la tua prossima auto usata',
    annunciDiAutoUsate: 'Annunci di auto usate dai concessionari di tutta Italia, con la storia del veicolo a portata di clic.',
    cercaUnAuto: 'Cerca un\'auto',
    seiUnConcessionario: 'Sei un concessionario?',
    pubblicaITuoiAnnunci: 'Pubblica i tuoi annunci su AutoMercato e prova gratis per 30 giorni.',
    scopriComeFunziona: 'Scopri come funziona',
  },
});
