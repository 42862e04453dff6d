import { describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_PASSWORD_MAX_LENGTH,
  ACCOUNT_PASSWORD_MIN_LENGTH,
  accountPassword,
  accountPasswordIssues,
  accountPasswordMessage,
  checkAccountPassword,
} from './account-password.js';
import { loadPasswordStrength } from './password-strength.js';

const good = 'Lampione#Blu2026';

describe('account password requirements', () => {
  it('are 8 to 128 characters', () => {
    expect(ACCOUNT_PASSWORD_MIN_LENGTH).toBe(8);
    expect(ACCOUNT_PASSWORD_MAX_LENGTH).toBe(128);
  });
  it('accepts a password meeting all of them', () => {
    expect(accountPasswordIssues(good)).toEqual([]);
    expect(accountPasswordIssues('Àncora_1')).toEqual([]);
    expect(accountPasswordIssues('Aa1!' + 'x'.repeat(124))).toEqual([]);
  });
  it('lists every missed requirement', () => {
    expect(accountPasswordIssues('')).toEqual(['min', 'uppercase', 'lowercase', 'digit', 'special']);
    expect(accountPasswordIssues('Aa1!')).toEqual(['min']);
    expect(accountPasswordIssues('Aa1!' + 'x'.repeat(125))).toEqual(['max']);
    expect(accountPasswordIssues('segreta1!')).toEqual(['uppercase']);
    expect(accountPasswordIssues('SEGRETA1!')).toEqual(['lowercase']);
    expect(accountPasswordIssues('Segretaa!')).toEqual(['digit']);
    expect(accountPasswordIssues('Segreta12')).toEqual(['special']);
    expect(accountPasswordIssues('Segreta 12')).toEqual(['special']); // a space is not special
  });
  it('counts characters, not UTF-16 units', () => {
    expect(accountPasswordIssues('Aa1😀😀😀😀')).toEqual(['min']);
    expect(accountPasswordIssues('Aa1😀😀😀😀😀')).toEqual([]);
  });
});

describe('account password messages', () => {
  it('are Italian, one per requirement', () => {
    expect(accountPasswordMessage('min')).toBe('La password deve contenere almeno 8 caratteri');
    expect(accountPasswordMessage('max')).toBe('La password non può superare i 128 caratteri');
    expect(accountPasswordMessage('uppercase')).toBe('La password deve contenere almeno una lettera maiuscola');
    expect(accountPasswordMessage('lowercase')).toBe('La password deve contenere almeno una lettera minuscola');
    expect(accountPasswordMessage('digit')).toBe('La password deve contenere almeno un numero');
    expect(accountPasswordMessage('special')).toBe(
      'La password deve contenere almeno un carattere speciale (ad esempio ! ? @ # $ %)',
    );
  });
});

describe('accountPassword (form validator)', () => {
  const rule = accountPassword();
  it('lets empty pass and gives the first missed requirement', () => {
    expect(rule('')).toBeUndefined();
    expect(rule(null)).toBeUndefined();
    expect(rule(good)).toBeUndefined();
    expect(rule('abc')).toBe('La password deve contenere almeno 8 caratteri');
    expect(rule('segreta1!')).toBe('La password deve contenere almeno una lettera maiuscola');
    expect(rule('Segreta12')).toBe('La password deve contenere almeno un carattere speciale (ad esempio ! ? @ # $ %)');
    expect(rule(12345678)).toBe('La password deve contenere almeno 8 caratteri');
  });
});

describe('checkAccountPassword (with the breach hook)', () => {
  it('refuses an empty password and does not ask the hook about a weak one', async () => {
    const isBreached = vi.fn(async () => false);
    expect(await checkAccountPassword('', { isBreached })).toBe('La password deve contenere almeno 8 caratteri');
    expect(await checkAccountPassword('Segreta12', { isBreached })).toMatch(/carattere speciale/);
    expect(isBreached).not.toHaveBeenCalled();
  });
  it('asks the hook about a strong one', async () => {
    const isBreached = vi.fn(async (pw: string) => pw === 'Password1!');
    expect(await checkAccountPassword(good, { isBreached })).toBeUndefined();
    expect(await checkAccountPassword('Password1!', { isBreached })).toBe(
      'Questa password è comparsa in una violazione di dati e non è sicura: usa una frase di tre o quattro parole che non riguardino te o AutoMercato.',
    );
    expect(isBreached).toHaveBeenCalledTimes(2);
  });
  it('refuses the site\'s and the owner\'s words before asking any hook', async () => {
    const isBreached = vi.fn(async () => false);
    const owner = { name: 'Giulia', surname: 'Bianchi', email: 'g.bianchi@example.it' };
    expect(await checkAccountPassword('Automercato1!', { isBreached })).toMatch(/nome AutoMercato/);
    expect(await checkAccountPassword('GiuliaBianchi1990!', { owner, isBreached })).toMatch(/tuo nome/);
    expect(await checkAccountPassword('Giulia#Bianchi1990', { isBreached })).toBeUndefined();
    expect(isBreached).toHaveBeenCalledTimes(1);
  });
  it('refuses what the common list or the estimator finds, with how to choose better', async () => {
    const estimate = await loadPasswordStrength();
    expect(await checkAccountPassword('Milano2026!', { estimate })).toBe(
      'Questa password è tra le più usate o è facile da indovinare: usa una frase di tre o quattro parole che non riguardino te o AutoMercato.',
    );
    expect(await checkAccountPassword('Qwerty123!', { isCommon: (pw) => pw === 'Qwerty123!' })).toMatch(/tra le più usate/);
    expect(await checkAccountPassword(good, { estimate })).toBeUndefined();
  });
  it('works without a hook and lets a failing hook reject', async () => {
    expect(await checkAccountPassword(good)).toBeUndefined();
    await expect(checkAccountPassword(good, { isBreached: async () => { throw new Error('offline'); } })).rejects.toThrow('offline');
  });
});
