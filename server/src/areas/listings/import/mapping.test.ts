import { describe, expect, it } from 'vitest';
import { mapRow, nearest } from './mapping.js';
import { detectDelimiter } from './parse.js';

const NOW = new Date('2026-11-24T12:00:00Z');
const row = (fields: Record<string, string>) => mapRow({
  line: 7,
  fields: { riferimento: 'R1', marca: 'Volkswagen', modello: 'Golf', versione: '1.5 TSI Life', anno: '2021', km: '42.000', prezzo: '19.900', colore: 'Grigio', ...fields },
}, NOW);

describe('a CSV row mapped to a listing', () => {
  it('fills fuel, gearbox, power and body from the catalogue version and reads Italian numbers', () => {
    const mapped = row({});
    expect(mapped.ok).toBe(true);
    if (!mapped.ok) return;
    expect(mapped.listing).toMatchObject({ power_type: 'benzina', gearbox_type: 'manuale', power_kw: 96, horsepower: 131, mileage: 42000, price: 19900, category: 'berlina' });
  });
  it('maps Italian synonyms to the vocabulary slugs', () => {
    const mapped = row({ carburante: 'Gasolio', cambio: 'Automatica', colore: 'Nera metallizzata', provenienza: 'Importata', versione: '2.0 TDI Style', anno: '2022' });
    expect(mapped.ok && mapped.listing).toMatchObject({ power_type: 'diesel', gearbox_type: 'automatico', exterior_color: 'nero', origin: 'estera' });
  });
  it('names the nearest catalogue make or model, or none when nothing is close', () => {
    expect(nearest('Wolksvagen', ['Volkswagen', 'Volvo'])).toBe('Volkswagen');
    expect(nearest('Zzzzzz', ['Volkswagen', 'Volvo'])).toBeNull();
    const mapped = row({ marca: 'Mercedez' });
    expect(!mapped.ok && mapped.errors[0]).toBe("riga 7: marca 'Mercedez' sconosciuta — forse Mercedes-Benz?");
  });
  it('refuses a bad plate, a bad VIN, a year outside the version and kW/CV that disagree', () => {
    expect(!row({ targa: 'AO123BC' }).ok).toBe(true);
    expect(!row({ telaio: 'WVWZZZ1KZAW00000I' }).ok).toBe(true);
    const old = row({ anno: '2015' });
    expect(!old.ok && old.errors[0]).toContain('fuori dagli anni della versione');
  });
});

describe('plumbing', () => {
  it('tells the separator from the header line, ignoring quoted ones', () => {
    expect(detectDelimiter('a;b;"c,d"\n1;2;3')).toBe(';');
    expect(detectDelimiter('a,b,"c;d"\n1,2,3')).toBe(',');
  });
});
