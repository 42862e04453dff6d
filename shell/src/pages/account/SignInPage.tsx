/**
 * /signin (and /signin?dealer=true, the dealer sign-in): e-mail and password, or Google when
 * the server offers it. After signing in: the user is stored, the other tabs re-fetch theirs
 * (`user:profile`) and the page goes to `redirectTo` (same-site paths only), else the dealer
 * area (dealer sign-in) or home.
 */
import { useId } from 'react';
import { Link, useNavigate, useSearchParams } from '@automercato/router';
import { DEALER_ROLE } from '@automercato/shell-api';
import { compose, email, password, required } from '@automercato/validation';
import { buttonClass } from '@automercato/ui/button';
import type { User } from '@automercato/api-sdk';
import { afterSignInPath, safeRedirectPath } from '../../lib/redirect';
import { Form, CheckboxField, PasswordField, TextField, type FormRules } from '@automercato/forms';
import { api, rolesOf, toCurrentUser, useProviders, userChangedHere } from './session';
import { t } from './texts';

interface SignInValues {
  email?: string;
  password?: string;
  /** "Resta connesso": the session survives closing the browser. */
  remember?: boolean;
}

export const SIGN_IN_RULES: FormRules<keyof SignInValues> = {
  email: compose(required('email'), email('email')),
  password: compose(required('password'), password()),
  remember: () => undefined, // a choice, never wrong
};

/** What `/social/callback/google` reports with `?error=` (SPEC: outcomes of Google sign-in). */
export const SIGN_IN_ERRORS: Readonly<Record<string, string>> = {
  google: t('signInPageStrings.nonEStatoPossibile'),
  disabled: t('signInPageStrings.ilTuoAccountE'),
};

/** `/social/redirect/google?redirect_to=…`: a full page load to the server, then to Google. */
export function googleSignInHref(query: URLSearchParams): string {
  return `/social/redirect/google?redirect_to=${encodeURIComponent(afterSignInPath(query))}`;
}

function GoogleMark() {
  return (
    <svg className="am-google__mark" viewBox="0 0 48 48" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z" />
      <path fill="#FBBC05" d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z" />
      <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z" />
    </svg>
  );
}

export function SignInPage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const providers = useProviders();
  const headingId = useId();
  const asDealer = query.get('dealer') === 'true';
  const outcome = SIGN_IN_ERRORS[query.get('error') ?? ''];
  const redirectTo = safeRedirectPath(query.get('redirectTo'));
  const signUpPath = asDealer
    ? '/dealer/signup'
    : `/signup${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`;

  const onSubmit = async (values: SignInValues) => {
    let user: User = await api.auth.login({
      email: (values.email ?? '').trim(),
      password: values.password ?? '',
      remember: values.remember === true,
    });
    // From the dealer sign-in, a user who also holds the dealer role works as a dealer.
    if (asDealer && user.role !== DEALER_ROLE && rolesOf(toCurrentUser(user)).includes(DEALER_ROLE)) {
      user = await api.user.selectRole(DEALER_ROLE).catch(() => user);
    }
    userChangedHere(user);
    void navigate(afterSignInPath(query), { replace: true });
  };

  return (
    <section className="am-account" aria-labelledby={headingId}>
      <h1 id={headingId}>{asDealer ? t('signInPage.accessoConcessionari') : t('signInPage.accedi')}</h1>
      <p className="am-account__lead">
        {asDealer
          ? t('signInPage.entraNellAreaDel')
          : t('signInPage.accediPerRitrovareI')}
      </p>
      {outcome ? (
        <p className="am-notice am-notice--error" role="alert">
          {outcome}
        </p>
      ) : null}
      <Form<SignInValues>
        labelledBy={headingId}
        rules={SIGN_IN_RULES}
        onSubmit={onSubmit}
        submitLabel={t('signInPage.accedi')}
        busyLabel={t('signInPage.accessoInCorso')}
      >
        <TextField name="email" label={t('signInPage.email')} type="email" inputMode="email" autoComplete="username" required maxLength={254} />
        <PasswordField name="password" label={t('signInPage.password')} autoComplete="current-password" required />
        <CheckboxField
          name="remember"
          label={t('signInPage.mantieniLAccesso')}
          description={t('signInPage.lAccessoRestaAttivo')}
        />
        <p className="am-account__forgot">
          <Link to="/password-recover">{t('signInPage.passwordDimenticata')}</Link>
        </p>
      </Form>
      {providers?.google ? (
        <div className="am-account__social">
          <p className="am-divider">
            <span>{t('signInPage.oppure')}</span>
          </p>
          <a className={`${buttonClass({ variant: 'secondary', size: 'lg', fullWidth: true })} am-google`} href={googleSignInHref(query)}>
            <GoogleMark />
            <span>{t('signInPage.accediConGoogle')}</span>
          </a>
          {/* A first Google sign-in creates an account: the consent the sign-up form asks for. */}
          <p className="am-account__consent">{t('signInPage.seNonHaiAncora')}{' '}
            <Link to="/tos">{t('signInPage.terminiECondizioni')}</Link> e l’<Link to="/privacy-policy">{t('signInPage.informativaSullaPrivacy')}</Link>.
          </p>
        </div>
      ) : null}
      <div className="am-account__links">
        <p>{t('signInPage.nonHaiUnAccount')}<Link to={signUpPath}>{asDealer ? t('signInPage.registraIlTuoConcessionario') : t('signInPage.registratiGratis')}</Link>
        </p>
        <p>
          {asDealer ? (
            <>{t('signInPage.cerchiUnAuto')}<Link to="/signin">{t('signInPage.accediComeCliente')}</Link>
            </>
          ) : (
            <>{t('signInPage.seiUnConcessionario')}<Link to="/signin?dealer=true">{t('signInPage.accessoConcessionari')}</Link>
            </>
          )}
        </p>
      </div>
    </section>
  );
}
