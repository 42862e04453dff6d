/**
 * /password-recover: the address → POST /api/forgot-password. The answer never says whether
 * the address has an account: the page always shows the same confirmation.
 */
import { useId, useState } from 'react';
import { Link, useSearchParams } from '@automercato/router';
import { compose, email, required } from '@automercato/validation';
import { LinkButton } from '@automercato/ui/button';
import { Form, TextField, type FormRules } from '@automercato/forms';
import { api } from './session';
import { t } from './texts';

export const RECOVERY_SENT =
  t('passwordRecoverPageStrings.seLIndirizzoE');

interface RecoverValues {
  email?: string;
}

const RECOVER_RULES: FormRules<keyof RecoverValues> = { email: compose(required('email'), email('email')) };

export function PasswordRecoverPage() {
  const [query] = useSearchParams();
  const headingId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (values: RecoverValues) => {
    const address = (values.email ?? '').trim();
    await api.auth.forgotPassword({ email: address });
    setSentTo(address);
  };

  return (
    <section className="am-account" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('passwordRecoverPage.recuperaLaPassword')}</h1>
      <div role="status" className="am-status-slot">
        {sentTo ? (
          <div className="am-notice am-notice--success">
            <p>
              <strong>{t('passwordRecoverPage.controllaLaTuaEmail')}</strong> {RECOVERY_SENT}
            </p>
            <p>{t('passwordRecoverPage.ilLinkVale60')}</p>
          </div>
        ) : null}
      </div>
      {sentTo ? (
        <p className="am-account__actions">
          <Link className="am-button" to="/signin">{t('passwordRecoverPage.tornaAllAccesso')}</Link>
          <LinkButton onClick={() => setSentTo(null)}>{t('passwordRecoverPage.usaUnAltroIndirizzo')}</LinkButton>
        </p>
      ) : (
        <>
          <p className="am-account__lead">{t('passwordRecoverPage.scriviLIndirizzoEmail')}</p>
          <Form<RecoverValues>
            labelledBy={headingId}
            rules={RECOVER_RULES}
            initialValues={{ email: query.get('email') ?? '' }}
            onSubmit={onSubmit}
            submitLabel={t('passwordRecoverPage.inviaIlLink')}
            busyLabel={t('passwordRecoverPage.invioInCorso')}
          >
            <TextField name="email" label={t('passwordRecoverPage.email')} type="email" inputMode="email" autoComplete="email" required maxLength={254} />
          </Form>
          <div className="am-account__links">
            <p>{t('passwordRecoverPage.tiSeiRicordatoLa')}<Link to="/signin">{t('passwordRecoverPage.tornaAllAccesso')}</Link>
            </p>
          </div>
        </>
      )}
    </section>
  );
}
