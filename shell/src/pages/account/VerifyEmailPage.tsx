/**
 * /verify-email (signed in, e-mail not confirmed): "check your inbox", send the link again
 * (POST api/email/verification-notification, with a toast), and "I confirmed it" to reload
 * the profile. Once the address is confirmed the page's guard sends the user home.
 */
import { useId, useState } from 'react';
import { Link } from '@automercato/router';
import { $currentUser, isEmailVerified, isLoggedIn, refreshProfileFx, toastShown } from '@automercato/shell-api';
import { Button } from '@automercato/ui/button';
import { useStoreValue } from '../../lib/useStoreValue';
import { errorTextOf } from '@automercato/forms';
import { api } from './session';
import { IconMail } from '@automercato/ui/icons';
import { t } from './texts';

export const RESENT_TEXT = t('verifyEmailPageStrings.tiAbbiamoInviatoUna');
export const NOT_YET_VERIFIED = t('verifyEmailPageStrings.ilTuoIndirizzoNon');

export function VerifyEmailPage() {
  const user = useStoreValue($currentUser);
  const headingId = useId();
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      const data = (await api.auth.sendVerificationNotification()) as { already_verified?: boolean; message?: string } | null;
      if (data?.already_verified) {
        toastShown({ title: t('verifyEmailPageStrings.completato'), text: t('verifyEmailPageStrings.ilTuoIndirizzoEmail'), icon: 'success' });
        void refreshProfileFx().catch(() => {});
      } else {
        toastShown({ title: 'Completato', text: data?.message || RESENT_TEXT, icon: 'success' });
      }
    } catch (error) {
      toastShown({ title: 'Errore', text: errorTextOf(error), icon: 'error' });
    } finally {
      setSending(false);
    }
  };

  const check = async () => {
    setChecking(true);
    try {
      const fresh = await refreshProfileFx();
      if (isLoggedIn(fresh) && !isEmailVerified(fresh)) toastShown({ title: 'Attenzione', text: NOT_YET_VERIFIED, icon: 'warning' });
      // Verified: the user changed, the page's guards run again and leave this page.
    } catch {
      // The profile-refresh failure dialog (SPEC §4) already says what happened.
    } finally {
      setChecking(false);
    }
  };

  return (
    <section className="am-account" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('verifyEmailPage.verificaLaTuaEmail')}</h1>
      <div className="am-mailbox">
        <IconMail size={44} />
      </div>
      <p className="am-account__lead">
        <strong>{t('verifyEmailPage.controllaLaTuaCasella')}</strong>{t('verifyEmailPage.tiAbbiamoInviatoUn')}{user?.email ? (
          <>
            {' '}{t('verifyEmailPage.allIndirizzo')}<strong>{user.email}</strong>
          </>
        ) : null}{t('verifyEmailPage.apriloPerAttivareTutte')}</p>
      <p>{t('verifyEmailPage.nonTroviLEmail')}</p>
      <div className="am-account__actions">
        <Button size="lg" busy={sending} onClick={() => void resend()}>
          {sending ? t('verifyEmailPage.invioInCorso') : t('verifyEmailPage.inviaDiNuovoL')}
        </Button>
        <Button size="lg" variant="secondary" busy={checking} onClick={() => void check()}>
          {checking ? t('verifyEmailPage.verificaInCorso') : t('verifyEmailPage.hoConfermatoContinua')}
        </Button>
      </div>
      <div className="am-account__links">
        <p>{t('verifyEmailPage.lIndirizzoESbagliato')}<Link to="/profile">{t('verifyEmailPage.correggiloNelTuoProfilo')}</Link>.
        </p>
      </div>
    </section>
  );
}
