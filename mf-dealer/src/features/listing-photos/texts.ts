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
});
