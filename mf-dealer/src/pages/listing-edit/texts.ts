import { defineTexts } from '@automercato/i18n';

/** The texts of listing-edit (namespace `dealer`, section `listingEdit`), one group per component file. */
export const t = defineTexts('dealer', 'listingEdit', {
  listingEditPage: {
    impossibileCaricareLAnnuncio: 'Impossibile caricare l’annuncio',
    nonEStatoPossibile: 'Non è stato possibile caricare questo annuncio.',
    caricamentoDellAnnuncio: ' Caricamento dell’annuncio…',
    foto: 'Foto',
    salvaLaBozzaPer: 'Salva la bozza per aggiungere le foto',
    leFotoSiCaricano: 'Le foto si caricano sull\'annuncio già salvato: premi «Salva bozza e aggiungi le foto», poi trascinale qui o sceglile dal dispositivo. Nelle ricerche compaiono solo gli annunci con almeno una foto.',
    salvaBozzaEAggiungi: 'Salva bozza e aggiungi le foto',
    salvaBozza: 'Salva bozza',
    salvaModifiche: 'Salva modifiche',
    pubblica: 'Pubblica',
    tornaAgliAnnunci: 'Torna agli annunci',
    automercato: '{{heading}} – AutoMercato',
    compilaIDatiDel: 'Compila i dati del veicolo e salva la bozza: poi aggiungi le foto e pubblica.',
  },
  listingEditPageStrings: {
    modificaAnnuncio: 'Modifica annuncio',
    nuovoAnnuncio: 'Nuovo annuncio',
  },
});
