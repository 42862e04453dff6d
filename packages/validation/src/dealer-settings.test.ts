import { describe, expect, it } from 'vitest';
import { checkAutoPurchaseDailyCap, checkContacts, checkDayHours, checkLeadEmails, formatDayHours, isPhone, normaliseWebsite } from './dealer-settings.js';

describe('dealer settings rules', () => {
  it('lead e-mails: trimmed, deduplicated ignoring case, each named by its number, at most five', () => {
    expect(checkLeadEmails([' a@x.it', 'A@X.it', 'b@x.it'])).toEqual({ value: ['a@x.it', 'b@x.it'], errors: {} });
    expect(checkLeadEmails(['a@x.it', 'nope']).errors).toEqual({ 'lead_notification_email_addresses.1': ['Il campo indirizzo 2 deve essere un indirizzo email valido'] });
    expect(checkLeadEmails(['1@x.it', '2@x.it', '3@x.it', '4@x.it', '5@x.it', '5@X.IT']).errors).toEqual({});
    expect(Object.keys(checkLeadEmails(['1@x.it', '2@x.it', '3@x.it', '4@x.it', '5@x.it', '6@x.it']).errors)).toEqual(['lead_notification_email_addresses']);
  });

  it('the daily cap of automatic Carfax purchases: a whole number from 1 to 10', () => {
    for (const ok of [1, 3, 10]) expect(checkAutoPurchaseDailyCap(ok)).toBeNull();
    for (const bad of [0, 11, 2.5, -1, Number.NaN, Infinity]) expect(checkAutoPurchaseDailyCap(bad)).toMatch(/numero intero da 1 a 10/);
  });

  it('opening hours: HH:MM, closing after opening, two ranges in order', () => {
    expect(checkDayHours('mon', [{ from: '09:00', to: '12:30' }, { from: '15:00', to: '19:00' }])).toBeNull();
    expect(checkDayHours('sun', [])).toBeNull();
    expect(checkDayHours('fri', [{ from: '00:00', to: '24:00' }])).toBeNull();
    expect(checkDayHours('mon', [{ from: '25:00', to: '26:00' }])).toMatch(/formato HH:MM/);
    expect(checkDayHours('tue', [{ from: '12:00', to: '12:00' }])).toBe("Martedì: l'orario di chiusura deve essere dopo quello di apertura.");
    expect(checkDayHours('wed', [{ from: '15:00', to: '19:00' }, { from: '09:00', to: '12:00' }])).toMatch(/seconda fascia/);
    expect(formatDayHours([{ from: '09:00', to: '12:30' }, { from: '15:00', to: '19:00' }])).toBe('09:00–12:30, 15:00–19:00');
    expect(formatDayHours([])).toBe('Chiuso');
  });

  it('contacts: phones as people write them, websites made whole, empty optional fields become null', () => {
    expect(isPhone('+39 02 1234 5678')).toBe(true);
    expect(isPhone('(02) 123-456')).toBe(true);
    expect(isPhone('12345')).toBe(false);
    expect(isPhone('chiamami')).toBe(false);
    expect(normaliseWebsite('www.esempio.it')).toBe('https://www.esempio.it/');
    expect(normaliseWebsite('javascript:alert(1)')).toBeNull();
    expect(normaliseWebsite('http://localhost')).toBeNull();
    expect(checkContacts({ phone: '  ', website: '', postal_code: '' }).value).toEqual({ phone: null, website: null, postal_code: null });
    expect(checkContacts({ province_code: 'zz' }, new Set(['MI'])).errors.province_code).toEqual(['Il campo provincia non è una provincia italiana']);
    expect(checkContacts({ province_code: 'mi' }, new Set(['MI'])).value.province_code).toBe('MI');
  });
});
