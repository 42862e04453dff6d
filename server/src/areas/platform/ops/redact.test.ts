import { describe, expect, it } from 'vitest';
import { passwordResetMail, carfaxRequestApprovedMail, leadMail } from '../../../mail/templates.js';
import { secretLink } from '../../../http/secret-urls.js';
import { HIDDEN, redact } from './redact.js';

describe('redact (the payloads /horizon shows)', () => {
  it('hides a mail\'s secret links by what they are, whatever words their address has', () => {
    const reset = passwordResetMail('mario@example.it', 'Mario', secretLink('https://automercato.example', 'passwordReset', 'RESETTOKEN123'));
    const report = carfaxRequestApprovedMail('anna@example.it', 'Anna', {
      title: 'Fiat Panda', dealerName: 'Auto Rossi', listingUrl: 'https://automercato.example/annunci/1',
      reportUrl: secretLink('https://automercato.example', 'carfaxReport', 'REPORTTOKEN456'), expiresAt: new Date('2027-01-01'),
    });
    for (const mail of [reset, report]) {
      const shown = JSON.stringify(redact('mail', mail));
      expect(shown).not.toMatch(/RESETTOKEN123|REPORTTOKEN456|secrets/);
      expect(shown).toContain(HIDDEN);
    }
    // A link that is no secret (the listing) stays readable.
    const lead = leadMail('dealer@example.it', { title: 'Golf', url: 'https://automercato.example/annunci/2', name: 'Ugo', email: 'ugo@example.it', phone: null, message: 'Ciao' });
    expect(redact('mail', lead)).toMatchObject({ text: expect.stringContaining('https://automercato.example/annunci/2') });
  });

  it('a mail queued before mails listed their secrets: every link is hidden', () => {
    const legacy = { to: 'x@example.it', subject: 'Report', text: 'Apri https://a.example/carfax/report/abc fine', html: '<a href="https://a.example/carfax/report/abc">Apri</a>' };
    expect(redact('mail', legacy)).toEqual({ to: 'x@example.it', subject: 'Report', text: `Apri ${HIDDEN} fine`, html: `<a href="${HIDDEN}">Apri</a>` });
  });

  it('hides fields that are credentials by name in any payload, keeps the rest', () => {
    expect(redact('stock-import', { importId: 'i1', step: 'apply', password: 'x', nested: { apiKey: 'k', resetToken: 't' } }))
      .toEqual({ importId: 'i1', step: 'apply', password: HIDDEN, nested: { apiKey: HIDDEN, resetToken: HIDDEN } });
  });
});
