import { COLUMNS } from './mapping.js';

/**
 * The sample file dealers download: every documented column, semicolon-separated as Italian
 * Excel writes it, UTF-8 with a BOM so Excel shows the accents. The e2e imports it as is.
 */
const ROWS: Record<string, string>[] = [
  {
    riferimento: 'AM-0001', marca: 'Volkswagen', modello: 'Golf', versione: '1.5 TSI Life', anno: '2021', mese: '3', km: '42.000',
    prezzo: '19.900', carburante: 'Benzina', cambio: 'Manuale', potenza_kw: '96', carrozzeria: 'Berlina', trazione: 'Anteriore',
    colore: 'Grigio', vernice: 'Metallizzata', colore_interni: 'Nero', interni: 'Tessuto', classe_emissioni: 'Euro 6d',
    cilindrata: '1498', porte: '5', posti: '5', provenienza: 'Italiana', trattabile: 'sì', targa: 'GA123BC',
    telaio: 'WVWZZZCDZMW000001', descrizione: 'Unico proprietario, tagliandi certificati, garanzia 12 mesi.', foto: '',
  },
  {
    riferimento: 'AM-0002', marca: 'Fiat', modello: 'Panda', versione: '1.0 FireFly Hybrid City Life', anno: '2022', mese: '7', km: '18500',
    prezzo: '12500', carburante: 'Ibrida', cambio: 'Manuale', cavalli: '69', carrozzeria: 'City car', colore: 'Bianco',
    vernice: 'Pastello', classe_emissioni: 'Euro 6d', provenienza: 'Italiana', trattabile: 'no', targa: 'GF456HL',
    descrizione: 'Neopatentati, climatizzatore, Apple CarPlay.', foto: '',
  },
  {
    riferimento: 'AM-0003', marca: 'Renault', modello: 'Clio', versione: '1.5 dCi 90 CV Zen', anno: '2018', mese: '11', km: '96.300',
    prezzo: '9.800', carburante: 'Diesel', cambio: 'Manuale', potenza_kw: '66', colore: 'Rosso', vernice: 'Metallizzata',
    colore_interni: 'Grigio', interni: 'Tessuto', provenienza: 'Estera', targa: 'FR789ZT',
    descrizione: 'Cinghia di distribuzione sostituita a 90.000 km.', foto: '',
  },
];

const cell = (value: string) => (/[;"\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export const SAMPLE_CSV = `\uFEFF${[COLUMNS.join(';'), ...ROWS.map((row) => COLUMNS.map((c) => cell(row[c] ?? '')).join(';'))].join('\r\n')}\r\n`;
