import { describe, expect, it } from 'vitest';
import { loadPasswordStrength, PASSWORD_STRENGTH_LABELS } from './password-strength.js';

const estimate = await loadPasswordStrength();

describe('the password strength estimate', () => {
  it('has four Italian labels', () => {
    expect(PASSWORD_STRENGTH_LABELS).toEqual(['Debole', 'Discreta', 'Buona', 'Ottima']);
  });

  it.each([
    'Password1!', 'Welcome1!', 'Juventus1!', 'Qwerty123!', 'Milano2026!', 'Automercato1!', 'P@ssw0rd2026!',
    'Juventus1897!', 'Forzainter1!', 'Ciao1234!', 'Napoli1926!', 'Segreta1!',
  ])('finds %s too easy to guess', (password) => {
    const result = estimate(password);
    expect(result.acceptable).toBe(false);
    expect(['Debole', 'Discreta']).toContain(result.label);
  });

  it.each(['Cliente#Demo2026', 'Dealer#Demo2026', 'Admin#Demo2026', 'Super#Demo2026', 'Dealer2#Demo2026', 'Giardino#Verde42'])(
    'accepts the demo and fixture password %s', (password) => {
      expect(estimate(password).acceptable).toBe(true);
    },
  );

  it('knows the user: their own name and year is weak for them, not for someone else', () => {
    const mario = { name: 'Federico', surname: 'Lanzarotti', email: 'fede@example.it' };
    expect(estimate('Lanzarotti#Federico', mario)).toMatchObject({ level: 0, label: 'Debole', ownWords: true });
    expect(estimate('Lanzarotti#Federico').acceptable).toBe(true);
  });

  it('rates a passphrase of unrelated words "Ottima"', () => {
    expect(estimate('Cavallo batteria pinzatrice corretta')).toMatchObject({ level: 3, label: 'Ottima', acceptable: true });
  });
});
