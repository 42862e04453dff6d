/**
 * /email-token-expired: the verification link was used or is too old. Anyone can ask for a
 * new one (POST /api/verify-email/renew): a signed-in user with one click, a guest by giving
 * the address. The answer is the same whether or not the address exists.
 */
import { useId, useState } from 'react';
import { Link } from '@automercato/router';
import { $currentUser, isEmailVerified, isLoggedIn, toastShown } from '@automercato/shell-api';
import { compose, email, required } from '@automercato/validation';
import { Button } from '@automercato/ui/button';
import { useStoreValue } from '../../lib/useStoreValue';
import { Form, TextField, type FormRules } from '@automercato/forms';
import { errorTextOf } from '@automercato/forms';
import { api } from './session';
import { t } from './texts';

export const SAME_ANSWER = t('emailTokenExpiredPageStrings.seLIndirizzoE');

interface RenewValues {
  email?: string;
}

const RENEW_RULES: FormRules<keyof RenewValues> = { email: compose(required('email'), email('email')) };

export function EmailTokenExpiredPage() {
  const user = useStoreValue($currentUser);
  const headingId = useId();
  const formHeadingId = useId();
  const [answer, setAnswer] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const renewSignedIn = async () => {
    setSending(true);
    try {
      await api.auth.renewVerification();
      setAnswer(t('emailTokenExpiredPageStrings.tiAbbiamoInviatoUn', { v0: user?.email ?? 'del tuo account' }));
    } catch (error) {
      toastShown({ title: 'Errore', text: errorTextOf(error), icon: 'error' });
    } finally {
      setSending(false);
    }
  };

  const renewGuest = async (values: RenewValues) => {
    await api.auth.renewVerification({ email: (values.email ?? '').trim() });
    setAnswer(SAME_ANSWER);
  };

  let body;
  if (answer) {
    body = (
      <>
        <p className="am-account__lead">{t('emailTokenExpiredPage.controllaLaTuaCasella')}</p>
        <p className="am-account__actions">
          <Link className="am-button" to={isLoggedIn(user) ? '/' : '/signin'}>
            {isLoggedIn(user) ? t('emailTokenExpiredPage.tornaAllaHome') : t('emailTokenExpiredPage.vaiAllAccesso')}
          </Link>
        </p>
      </>
    );
  } else if (isLoggedIn(user) && isEmailVerified(user)) {
    body = (
      <>
        <p className="am-account__lead">{t('emailTokenExpiredPage.buoneNotizieIlTuo')}</p>
        <p className="am-account__actions">
          <Link className="am-button" to="/">{t('emailTokenExpiredPage.iniziaACercare')}</Link>
        </p>
      </>
    );
  } else if (isLoggedIn(user)) {
    body = (
      <>
        <p className="am-account__lead">{t('emailTokenExpiredPage.perSicurezzaILink')}{user.email ? (
            <>
              {' '}{t('emailTokenExpiredPage.allIndirizzo')}<strong>{user.email}</strong>
            </>
          ) : null}
          .
        </p>
        <p className="am-account__actions">
          <Button size="lg" busy={sending} onClick={() => void renewSignedIn()}>
            {sending ? t('emailTokenExpiredPage.invioInCorso') : t('emailTokenExpiredPage.inviaUnNuovoLink')}
          </Button>
        </p>
      </>
    );
  } else {
    body = (
      <>
        <p className="am-account__lead">{t('emailTokenExpiredPage.perSicurezzaILink2')}</p>
        <h2 id={formHeadingId} className="am-visually-hidden">{t('emailTokenExpiredPage.richiediUnNuovoLink')}</h2>
        <Form<RenewValues>
          labelledBy={formHeadingId}
          rules={RENEW_RULES}
          onSubmit={renewGuest}
          submitLabel={t('emailTokenExpiredPage.inviaUnNuovoLink')}
          busyLabel={t('emailTokenExpiredPage.invioInCorso')}
        >
          <TextField name="email" label={t('emailTokenExpiredPage.email')} type="email" inputMode="email" autoComplete="email" required maxLength={254} />
        </Form>
        <div className="am-account__links">
          <p>{t('emailTokenExpiredPage.haiGiaConfermato')}<Link to="/signin">{t('emailTokenExpiredPage.accedi')}</Link>
          </p>
        </div>
      </>
    );
  }

  return (
    <section className="am-account am-outcome am-outcome--warning" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('emailTokenExpiredPage.ilLinkDiVerifica')}</h1>
      <div role="status" className="am-status-slot">
        {answer ? <p className="am-notice am-notice--success">{answer}</p> : null}
      </div>
      {body}
    </section>
  );
}
