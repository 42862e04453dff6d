import { describe, expect, it } from 'vitest';
import { builtFromWords, ownerWords, passwordReadings, SITE_WORDS } from './password-words.js';

describe('passwordReadings', () => {
  it.each([
    ['Password1!', 'password'],
    ['P@ssw0rd2026!', 'password'],
    ['Qwerty123!', 'qwerty'],
    ['W3lc0m3#', 'welcome'],
    ['$up3rm4n77', 'superman'],
    ['Ju7e', 'jute'],
    ['4dm1n!', 'admin'],
    ['Ca11ista!', 'callista'],
  ])('reads %s as %s too', (password, reading) => {
    expect(passwordReadings(password)).toContain(reading);
  });
  it('keeps the password as typed, in lower case, first', () => {
    expect(passwordReadings('Cliente#Demo2026')[0]).toBe('cliente#demo2026');
  });
});

describe('ownerWords', () => {
  it('takes name, surname, the e-mail local part and its pieces, the company, without accents', () => {
    expect(ownerWords({ name: 'Niccolò', surname: 'De Santis', email: 'nico.desantis@example.it', company: 'Auto Brianza S.r.l.' }))
      .toEqual(expect.arrayContaining(['niccolo', 'desantis', 'santis', 'nicodesantis', 'nico', 'autobrianzasrl', 'brianza']));
  });
  it('ignores pieces shorter than three letters and missing fields', () => {
    expect(ownerWords({ name: 'Al', email: null })).toEqual([]);
    expect(ownerWords()).toEqual([]);
  });
});

describe('builtFromWords', () => {
  const words = [...SITE_WORDS, ...ownerWords({ name: 'Mario', surname: 'Rossi', email: 'mario.rossi@example.it' })];
  it.each(['MarioRossi1985!', 'Mario.Rossi2026!', 'R0ss1#M4rio1', 'Automercato1!', 'Auto#Mercato2026', 'rossi#mario#77'])('%s is only their words', (password) => {
    expect(builtFromWords(password, words)).toBe(true);
  });
  it.each(['Mario#Giardino2026', 'Autostrada#Blu26', 'Lampione#Blu2026', 'X#2026!ab'])('%s has words of its own', (password) => {
    expect(builtFromWords(password, words)).toBe(false);
  });
});
