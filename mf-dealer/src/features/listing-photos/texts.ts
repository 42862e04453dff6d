import { defineTexts } from '@automercato/i18n';

/** The texts of listing-photos (namespace `dealer`, section `listingPhotos`), one group per component file. */
export const t = defineTexts('dealer', 'listingPhotos', {
  listingPhotosEditor: {
    foto: 'Foto',
    di: ' di ',
    foto2: ' foto',
    trascinaQuiLeFoto: 'Trascina qui le foto, oppure',
    scegliOScattaLe: 'Scegli o scatta le foto',
    jpegPngWebpAvif: 'JPEG, PNG, WebP, AVIF o HEIC (le foto dei telefoni), fino a ',
    ciascunaE: ' ciascuna e ',
    perAnnuncioLaPrima: ' per annuncio. La prima foto è la copertina.',
    caricamentoDelleFotoDell: 'Caricamento delle foto dell\'annuncio…',
    avanzamentoDelCaricamento: 'Avanzamento del caricamento',
    chiudi: 'Chiudi',
    fotoInCaricamento: 'Foto in caricamento',
    fotoDellAnnuncioIn: 'Foto dell\'annuncio, in ordine',
    foto3: 'Foto {{n}}: {{alt}}',
    copertina: 'Copertina',
    spostaLaFotoPrima: 'Sposta la foto {{n}} prima',
    spostaLaFotoDopo: 'Sposta la foto {{n}} dopo',
    usaComeCopertinaLa: 'Usa come copertina la foto {{n}}',
    usaComeCopertina: 'Usa come copertina',
    eliminaLaFoto: 'Elimina la foto {{n}}',
    elimina: 'Elimina',
    nessunaFotoGliAnnunci: 'Nessuna foto: gli annunci con foto compaiono nella ricerca e ricevono più contatti.',
  },
  model: {
    eliminareQuestaFoto: 'Eliminare questa foto?',
    laFotoSaraTolta: 'La foto sarà tolta dall\'annuncio e non si potrà recuperare.',
    fotoCaricata: 'Foto caricata.',
    fotoCaricate: '{{length}} foto caricate.',
    fotoEliminata: 'Foto eliminata.',
  },
  rules: {
    lAnnuncioHaGia: 'L\'annuncio ha già {{maxPhotos}} foto, il massimo: eliminane qualcuna prima di aggiungerne altre.',
    puoiAggiungereAncoraFoto: 'Puoi aggiungere ancora {{room}} foto (massimo {{maxPhotos}} per annuncio): ne hai scelte {{length}}.',
    ilFileNonE: 'Il file «{{name}}» non è una foto in un formato accettato (JPEG, PNG, WebP, AVIF o HEIC).',
    laFotoSuperaI: 'La foto «{{name}}» supera i {{v1}} consentiti.',
    nonEStatoPossibile: 'Non è stato possibile salvare le foto. Riprova.',
  },
  listingPhotosEditorStrings: {
    caricamentoDelleFoto: 'Caricamento delle foto: {{v0}}%',
    fotoInviateLeStiamo: 'Foto inviate: le stiamo preparando…',
  },
});
