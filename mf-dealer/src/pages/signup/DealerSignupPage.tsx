/**
 * /dealer/signup (guests only, the shell's guard): a dealer joins. The server creates the owner's
 * account and the dealer and signs the owner in; the page stores the user as the buyer sign-up
 * does (the other tabs re-fetch theirs) and, like it, goes on to /verify-email ("Controlla la tua
 * casella di posta", with the resend button): the shell's guards run again when the user changes,
 * so a signed-in owner cannot stay on a guests-only page. Until the e-mail is confirmed the
 * dealer is not shown to buyers, and the toast says so.
 */
import { useId } from 'react';
import { Link, useNavigate } from '@automercato/router';
import type { DealerSignedUp } from '@automercato/api-sdk';
import { ownDealersSet, toastShown, userProfileChanged, userSet } from '@automercato/shell-api';
import { DealerSignupForm } from '../../features/signup/ui/DealerSignupForm';
import './signup.css';
import { t } from './texts';

export const signedUpText = (dealer: string) =>
  t('dealerSignupPageStrings.eRegistratoControllaLa', { dealer });

export function DealerSignupPage() {
  const headingId = useId();
  const navigate = useNavigate();

  const onSignedUp = ({ user, dealer }: DealerSignedUp) => {
    toastShown({ title: 'Completato', text: signedUpText(dealer.name), icon: 'success' });
    ownDealersSet(user.dealers);
    userSet({ ...user, email_verified_at: user.email_verified_at ?? null, role: user.role ?? null });
    userProfileChanged();
    void navigate('/verify-email', { replace: true });
  };

  return (
    <section className="dl-signup" aria-labelledby={headingId}>
      <title>{t('dealerSignupPage.registrazioneConcessionarioAutomercato')}</title>
      <h1 id={headingId}>{t('dealerSignupPage.registraIlTuoConcessionario')}</h1>
      <p className="dl-signup__lead">{t('dealerSignupPage.pubblicaITuoiVeicoli')}</p>
      <DealerSignupForm labelledBy={headingId} onSignedUp={onSignedUp} />
      <p className="dl-signup__links">{t('dealerSignupPage.haiGiaUnAccount')}<Link to="/signin?dealer=true">{t('dealerSignupPage.accedi')}</Link>
      </p>
    </section>
  );
}
