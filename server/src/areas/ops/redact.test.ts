import { describe, expect, it } from 'vitest';
import { HIDDEN, redact } from './redact.js';

describe('redact', () => {
  it('hides secret keys and the links in mail bodies, keeps the rest', () => {
    const payload = {
      to: 'mario@example.it', password: 'x', resetToken: 't', nested: { apiKey: 'k', verifyUrl: 'u' },
      html: '<a href="https://automercato.example/password-reset/abc?email=m">Reimposta</a> ciao',
      text: 'Verifica: https://automercato.example/email/verify/1/abc?signature=s fine',
    };
    expect(redact(payload)).toEqual({
      to: 'mario@example.it', password: HIDDEN, resetToken: HIDDEN, nested: { apiKey: HIDDEN, verifyUrl: HIDDEN },
      html: `<a href="${HIDDEN}">Reimposta</a> ciao`,
      text: `Verifica: ${HIDDEN} fine`,
    });
  });
});
