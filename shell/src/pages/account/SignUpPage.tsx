/**
 * /signup: a buyer's account (POST /api/register-customer). The server signs the new user in
 * and mails the verification link; the page stores the user, tells the other tabs and goes to
 * /verify-email.
 */
import { useId } from 'react';
import { Link, useNavigate, useSearchParams } from '@automercato/router';
import { toastShown } from '@automercato/shell-api';
import { required } from '@automercato/validation';
import { safeRedirectPath } from '../../lib/redirect';
import { Form, CheckboxField, PasswordField, TextField, type FormRules } from '@automercato/forms';
import { api, userChangedHere } from './session';
import { confirmationRule, emailRule, nameRule, newPasswordRule, phoneRule, surnameRule } from './rules';
import { t } from './texts';

export interface SignUpValues {
  name?: string;
  surname?: string;
  email?: string;
  phone?: string;
  password?: string;
  password_confirmation?: string;
  terms?: boolean;
}

export const SIGN_UP_RULES: FormRules<keyof SignUpValues> = {
  name: nameRule,
  surname: surnameRule,
  email: emailRule,
  phone: phoneRule,
  password: newPasswordRule,
  password_confirmation: confirmationRule,
  terms: required(t('signUpPageStrings.accettazioneDeiTermini')),
};

export const SIGNED_UP_TEXT = t('signUpPageStrings.accountCreatoTiAbbiamo');

export function SignUpPage() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const headingId = useId();
  const redirectTo = safeRedirectPath(query.get('redirectTo'));

  const onSubmit = async (values: SignUpValues) => {
    const phone = values.phone?.trim();
    const user = await api.auth.registerCustomer({
      name: (values.name ?? '').trim(),
      surname: (values.surname ?? '').trim(),
      email: (values.email ?? '').trim(),
      password: values.password ?? '',
      password_confirmation: values.password_confirmation ?? '',
      ...(phone ? { phone } : {}),
      // The form does not submit unless the box is ticked; the server records the consent.
      terms: values.terms === true,
    });
    userChangedHere(user);
    toastShown({ title: 'Completato', text: SIGNED_UP_TEXT, icon: 'success' });
    void navigate('/verify-email', { replace: true });
  };

  return (
    <section className="am-account" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('signUpPage.registrati')}</h1>
      <p className="am-account__lead">{t('signUpPage.creaIlTuoAccount')}</p>
      <Form<SignUpValues>
        labelledBy={headingId}
        rules={SIGN_UP_RULES}
        onSubmit={onSubmit}
        submitLabel={t('signUpPage.creaLAccount')}
        busyLabel={t('signUpPage.creazioneDellAccount')}
      >
        <div className="am-form__pair">
          <TextField name="name" label={t('signUpPage.nome')} autoComplete="given-name" required maxLength={80} />
          <TextField name="surname" label={t('signUpPage.cognome')} autoComplete="family-name" required maxLength={80} />
        </div>
        <TextField name="email" label={t('signUpPage.email')} type="email" inputMode="email" autoComplete="email" required maxLength={254} />
        <TextField name="phone" label={t('signUpPage.telefono')} type="tel" inputMode="tel" autoComplete="tel" optionalText={t('signUpPage.facoltativo')} maxLength={30} />
        <PasswordField
          name="password"
          label={t('signUpPage.password')}
          autoComplete="new-password"
          required
          checklist
          hint={t('signUpPage.rifiutiamoLePasswordPiu')}
        />
        <PasswordField name="password_confirmation" label={t('signUpPage.confermaPassword')} autoComplete="new-password" required />
        <CheckboxField
          name="terms"
          required
          label={
            <>
              {t('signUpPage.termsAccept')}{' '}
              <a href="/tos" target="_blank" rel="noopener">
                {t('signUpPage.termsLink')}
              </a>{' '}
              {t('signUpPage.termsAnd')}
              <a href="/privacy-policy" target="_blank" rel="noopener">
                {t('signUpPage.privacyLink')}
              </a>
            </>
          }
        />
      </Form>
      <div className="am-account__links">
        <p>{t('signUpPage.haiGiaUnAccount')}{' '}
          <Link to={`/signin${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`}>{t('signUpPage.accedi')}</Link>
        </p>
        <p>{t('signUpPage.seiUnConcessionario')}<Link to="/dealer/signup">{t('signUpPage.registraIlTuoConcessionario')}</Link>
        </p>
      </div>
    </section>
  );
}
