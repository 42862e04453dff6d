import { describe, expect, it } from 'vitest';
import { ApiError, errorMessages, errorTexts, lookupErrorMessages, messageFor, toApiError } from './errors.js';
import { createApi } from './client.js';
import { createHttp } from './http.js';

const CATALOGUE = [
  '0', '1', '2', '3', '4', '5', '6', '9',
  'S1', 'S2', 'S3', 'S4', 'S5', 'S6',
  'C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7',
  'O1', 'O2', 'O3', 'O4',
  'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7',
];

describe('Italian messages (SPEC §8)', () => {
  it('has a message for every catalogue code and no other', () => {
    expect(Object.keys(errorMessages).sort()).toEqual([...CATALOGUE].sort());
    for (const code of CATALOGUE) expect(errorMessages[code]).toMatch(/^[A-ZÈ].{5,}\.$/);
  });

  it('says what the catalogue means', () => {
    expect(errorMessages.A1).toBe('Email o password non corretti.');
    expect(errorMessages.S5).toBe('Hai già usato la prova gratuita.');
    expect(errorMessages.C5).toBe('Il numero di telaio (VIN) non è valido.');
    expect(errorMessages.C6).toMatch(/targa/);
    expect(errorMessages.O3).toMatch(/partita IVA/);
    expect(errorMessages.A7).toMatch(/password attuale/);
  });

  it('has the front-end texts and titles', () => {
    expect(errorTexts).toMatchObject({
      errorTitle: 'Errore',
      successTitle: 'Completato',
      timeout: 'Timeout scaduto',
      profileLoad: 'Non è stato possibile caricare il profilo utente',
      profileRefreshTitle: 'Errore durante il recupero dei dati dell\'utente',
    });
  });

  it('has a load-failure text for every filter list, keyed like api.vehicles', () => {
    expect(lookupErrorMessages).toEqual({
      brands: 'Impossibile caricare le marche',
      models: 'Impossibile caricare i modelli',
      categories: 'Impossibile caricare le tipologie di carrozzeria',
      powerTypes: 'Impossibile caricare le tipologie di carburante',
      tractionTypes: 'Impossibile caricare le tipologie di trazione',
      gearboxTypes: 'Impossibile caricare le tipologie di cambio',
      origins: 'Impossibile caricare le opzioni di origine',
      exteriorColors: 'Impossibile caricare le opzioni di colore esterno',
      paintTypes: 'Impossibile caricare le opzioni di colore esterno',
      interiorColors: 'Impossibile caricare le opzioni di colore interno',
      interiorMaterials: 'Impossibile caricare le opzioni di materiali',
      emissionClasses: 'Impossibile caricare le classi di emissioni',
      versions: 'Impossibile caricare le versioni',
    });
    const vehicles = Object.keys(createApi(createHttp()).vehicles).filter((k) => k !== 'provinces' && k !== 'italyMapUrl'); // not filter lists
    expect(Object.keys(lookupErrorMessages).sort()).toEqual(vehicles.sort());
  });
});

describe('which message an answer shows (SPEC §8 rules)', () => {
  it('error true with a code: errors.{code}, not the server text', () => {
    const error = toApiError(200, { error: true, error_code: 'A1', data: null, error_message: 'Credenziali errate' });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(errorMessages.A1);
    expect(error.code).toBe('A1');
    expect(error.serverMessage).toBe('Credenziali errate');
  });

  it('a failed call with error_code (no error flag): errors.{code}', () => {
    expect(toApiError(409, { error_code: 'S4' }).message).toBe(errorMessages.S4);
    expect(toApiError(404, { error_code: 4 }).message).toBe(errorMessages['4']);
  });

  it('an unknown code falls back to errors.1 (generic) and keeps the code', () => {
    const error = toApiError(400, { error: true, error_code: 'Z9', error_message: 'boh' });
    expect(error.message).toBe(errorMessages['1']);
    expect(error.code).toBe('Z9');
    expect(messageFor('nope')).toBe(errorMessages['1']);
  });

  it('error_message with no code: that text as is', () => {
    const error = toApiError(500, { error: true, error_message: 'Il servizio di pagamento non risponde.' });
    expect(error.message).toBe('Il servizio di pagamento non risponde.');
    expect(error.code).toBe('1');
    expect(toApiError(500, { error_code: null, error_message: 'Testo' }).message).toBe('Testo');
    expect(toApiError(500, { error_code: '', error_message: 'Testo' }).message).toBe('Testo');
  });

  it('neither code nor message: errors.1', () => {
    expect(toApiError(500, { error: true }).message).toBe(errorMessages['1']);
    expect(toApiError(500, { error_message: '' }).message).toBe(errorMessages['1']);
    expect(toApiError(502, null).message).toBe(errorMessages['1']);
    expect(toApiError(502, 'html').code).toBe('1');
  });

  it('keeps status, data and the per-field messages of data.errors', () => {
    const data = { errors: { vat: ['La partita IVA non è valida.'] } };
    const error = toApiError(422, { error: true, error_code: '2', data, error_message: 'x' });
    expect(error.status).toBe(422);
    expect(error.data).toBe(data);
    expect(error.fieldErrors).toEqual(data.errors);
    expect(toApiError(404, { error_code: '4' }).fieldErrors).toEqual({});
  });
});

describe('error screen status', () => {
  it('code 4 → 404, code 9 → 410, anything else → 500', () => {
    expect(new ApiError('4', '').screenStatus).toBe(404);
    expect(new ApiError('9', '').screenStatus).toBe(410);
    for (const code of ['1', '2', '3', '5', '6', 'S2', 'C7', 'A2', 'Z9']) expect(new ApiError(code, '').screenStatus).toBe(500);
    // by code, not by HTTP status
    expect(toApiError(404, { error_code: 'C7' }).screenStatus).toBe(500);
    expect(toApiError(410, { error_code: '9' }).screenStatus).toBe(410);
  });
});
