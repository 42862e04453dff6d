import { describe, expect, it } from 'vitest';
import { ApiError } from '@automercato/api-sdk';
import { validateValues } from '@automercato/validation';
import {
  CAP_RULES, CONTACT_RULES, HOURS_RULES, LEAD_RULES, capBody, contactsBody, contactValuesOf, dayOfServer, hoursBody, leadFieldOfServer,
  leadValuesOf, leadsBody, renamedFieldErrors, withoutLeadRow, type LeadValues,
} from './forms';
import { draftOf } from './hours';

describe('the lead e-mails form', () => {
  it('checks each row by its number, lets an empty last row be, and saves the list without repeats', () => {
    const values: LeadValues = { rows: 4, address_1: 'vendite@prova.it', address_2: 'usato@', address_3: 'VENDITE@prova.it', address_4: '' };
    expect(validateValues(LEAD_RULES, values)).toEqual({ address_2: 'Il campo indirizzo 2 deve essere un indirizzo email valido' });
    expect(validateValues(LEAD_RULES, { ...values, address_2: '' })).toEqual({ address_2: 'Il campo indirizzo 2 è richiesto' });
    expect(leadsBody({ ...values, address_2: 'usato@prova.it' })).toEqual({ lead_notification_email_addresses: ['vendite@prova.it', 'usato@prova.it'] });
  });

  it('starts with one empty row when nothing is saved; removing a row moves the next ones up', () => {
    expect(leadValuesOf([])).toEqual({ rows: 1, address_1: '' });
    const next = withoutLeadRow({ rows: 3, address_1: 'a@prova.it', address_2: 'b@prova.it', address_3: 'c@prova.it' }, 0);
    expect(next).toMatchObject({ rows: 2, address_1: 'b@prova.it', address_2: 'c@prova.it', address_3: undefined });
  });

  it('the server\'s message about the second address belongs to the second row', () => {
    expect(leadFieldOfServer('lead_notification_email_addresses.1')).toBe('address_2');
    expect(leadFieldOfServer('lead_notification_email_addresses')).toBe('lead_notification_email_addresses');
  });
});

describe('the contacts form', () => {
  it('has the server\'s rules and messages; an emptied field is sent empty', () => {
    const values = contactValuesOf({
      email: 'info@prova.it', phone: null, website: null, address: 'Via Roma 1', city: 'Milano', province_code: 'MI', postal_code: '20121', description: '',
    });
    expect(validateValues(CONTACT_RULES, values)).toEqual({});
    expect(validateValues(CONTACT_RULES, { ...values, email: ' ', postal_code: '201', phone: 'chiamami', website: 'non un sito' })).toEqual({
      email: 'Il campo email è richiesto',
      postal_code: 'Il campo CAP deve essere di 5 cifre',
      phone: 'Il campo telefono deve essere un numero di telefono valido',
      website: 'Il campo sito web deve essere un indirizzo valido (per esempio https://www.esempio.it)',
    });
    expect(contactsBody({ ...values, phone: undefined })).toMatchObject({ phone: '', email: 'info@prova.it' });
  });
});

describe('the Carfax cap and the opening hours', () => {
  it('the cap is a whole number from 1 to 10, sent as a number', () => {
    expect(validateValues(CAP_RULES, { auto_purchase_daily_cap: '50' }).auto_purchase_daily_cap).toMatch(/un numero intero da 1 a 10/);
    expect(validateValues(CAP_RULES, { auto_purchase_daily_cap: '' }).auto_purchase_daily_cap).toMatch(/un numero intero da 1 a 10/);
    expect(capBody({ auto_purchase_daily_cap: ' 5 ' })).toEqual({ auto_purchase_daily_cap: 5 });
  });

  it('each day is checked on its own (a closed day never), and the server\'s `opening_hours.mon` is Monday', () => {
    const week = draftOf(null);
    const wrong = { ...week, tue: { open: true, ranges: [{ from: '09:00', to: '08:00' }] }, sun: { open: false, ranges: [{ from: '19:00', to: '09:00' }] } };
    expect(validateValues(HOURS_RULES, wrong)).toEqual({ tue: "Martedì: l'orario di chiusura deve essere dopo quello di apertura." });
    expect(hoursBody(wrong).opening_hours?.sun).toEqual([]);
    expect(dayOfServer('opening_hours.mon')).toBe('mon');
    expect(dayOfServer('opening_hours')).toBe('opening_hours');
  });
});

describe('the server\'s messages under the form\'s names', () => {
  it('renames the field keys and keeps the rest of the error; anything else passes as it is', () => {
    const error = new ApiError('2', 'Dati non validi', 422, { errors: { 'opening_hours.sat': ['Sabato: no'], email: ['No'] } }, 'Dati non validi');
    const renamed = renamedFieldErrors(error, dayOfServer) as ApiError;
    expect(renamed).toBeInstanceOf(ApiError);
    expect(renamed.fieldErrors).toEqual({ sat: ['Sabato: no'], email: ['No'] });
    expect([renamed.code, renamed.message, renamed.status, renamed.serverMessage]).toEqual(['2', 'Dati non validi', 422, 'Dati non validi']);
    const plain = new TypeError('x');
    expect(renamedFieldErrors(plain, dayOfServer)).toBe(plain);
  });
});
