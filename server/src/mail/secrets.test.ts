import { describe, expect, it } from 'vitest';
import { SECRET_HIDDEN, secretLink } from '../http/secret-urls.js';
import { hideSecrets } from './secrets.js';
import { accountCreatedMail, carfaxRequestApprovedMail, passwordResetMail, trialStartedMail, verificationMail } from './templates.js';

const APP = 'https://www.automercato.example';
const TOKEN = 'Zm9vYmFyLXNlZ3JldG8tZGktcHJvdmEtMTIzNDU2';

describe('hideSecrets: a mail as someone other than its recipient sees it', () => {
  it('every mail with a key for its recipient lists it, and shows it to nobody else', () => {
    const mails = {
      verification: verificationMail('a@example.it', 'Anna', secretLink(APP, 'emailVerification', TOKEN)),
      reset: passwordResetMail('a@example.it', 'Anna', secretLink(APP, 'passwordReset', TOKEN)),
      'choose your password': accountCreatedMail('a@example.it', 'Anna', secretLink(APP, 'passwordReset', TOKEN), 72),
      'private report': carfaxRequestApprovedMail('a@example.it', 'Anna', {
        title: 'Fiat Panda', dealerName: 'Auto Rossi', listingUrl: `${APP}/annunci/1`,
        reportUrl: secretLink(APP, 'carfaxReport', TOKEN), expiresAt: new Date('2027-03-01'),
      }),
    };
    for (const [what, mail] of Object.entries(mails)) {
      expect(mail.text, what).toContain(TOKEN);
      expect(mail.secrets, what).toHaveLength(1);
      const shown = hideSecrets(mail);
      expect(JSON.stringify(shown), what).not.toContain(TOKEN);
      expect(shown.text, what).toContain(SECRET_HIDDEN);
      expect(shown.html, what).toContain(`href="${SECRET_HIDDEN}"`);
      expect(shown).not.toHaveProperty('secrets');
    }
  });

  it('a mail with only public links keeps them', () => {
    const mail = trialStartedMail('d@example.it', 'Dario', { dealerName: 'Auto Rossi', endsAt: new Date('2027-01-01'), planUrl: `${APP}/dealer/piano` });
    expect(mail.secrets).toEqual([]);
    expect(hideSecrets(mail).text).toContain(`${APP}/dealer/piano`);
  });
});
