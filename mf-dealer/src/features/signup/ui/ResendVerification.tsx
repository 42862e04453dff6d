/**
 * "Invia di nuovo l'email": the signed-in user's verification mail again
 * (POST /api/email/verification-notification); a guest is sent to /email-token-expired, where
 * the address can be given.
 */
import { useState } from 'react';
import { useUnit } from 'effector-react';
import { Link } from '@automercato/router';
import { ApiError } from '@automercato/api-sdk';
import { $currentUser, isLoggedIn } from '@automercato/shell-api';
import { Button } from '@automercato/ui/button';
import { resendVerification } from '../api/signup';
import { t } from '../texts';

export const RESENT = t('resendVerificationStrings.tiAbbiamoInviatoUna');

export function ResendVerification() {
  const user = useUnit($currentUser);
  const [state, setState] = useState<{ sending: boolean; text: string | null; failed: boolean }>({ sending: false, text: null, failed: false });

  if (!isLoggedIn(user)) {
    return (
      <p>
        <Link to="/email-token-expired">{t('resendVerification.richiediUnNuovoLink')}</Link>
      </p>
    );
  }

  const resend = async () => {
    setState({ sending: true, text: null, failed: false });
    try {
      const answer = await resendVerification();
      setState({ sending: false, failed: false, text: answer.already_verified ? t('resendVerificationStrings.ilTuoIndirizzoEmail') : answer.message ?? RESENT });
    } catch (error) {
      const text = error instanceof ApiError ? error.serverMessage ?? error.message : t('resendVerificationStrings.invioNonRiuscitoRiprova');
      setState({ sending: false, failed: true, text });
    }
  };

  return (
    <div className="dl-resend">
      <Button variant="secondary" busy={state.sending} onClick={() => void resend()}>
        {state.sending ? t('resendVerification.invioInCorso') : t('resendVerification.inviaDiNuovoL')}
      </Button>
      <p role="status" className={state.failed ? 'dl-resend__error' : 'dl-resend__ok'}>
        {state.text}
      </p>
    </div>
  );
}
