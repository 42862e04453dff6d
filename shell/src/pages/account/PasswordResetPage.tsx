/**
 * /password-reset/{token}: the guard already checked the token. The new password (with the
 * live checklist of the account password rule) and its confirmation go to
 * POST /api/reset-password → /password-updated. A token that expired or was used meanwhile
 * (410, or 404) → /password-token-expired.
 */
import { useId } from 'react';
import { useNavigate, useSearchParams } from '@automercato/router';
import { ApiError } from '@automercato/api-sdk';
import { $isLoggedIn, refreshProfileFx, userProfileChanged } from '@automercato/shell-api';
import { confirmationRule, newPasswordRule } from './rules';
import { useEntryParams } from '../../routing/entry-data';
import { Form, PasswordField, type FormRules } from '@automercato/forms';
import { api } from './session';
import { t } from './texts';

interface ResetValues {
  password?: string;
  password_confirmation?: string;
}

export const RESET_RULES: FormRules<keyof ResetValues> = {
  password: newPasswordRule,
  password_confirmation: confirmationRule,
};

/** The reset link is no longer usable: the server answers 410 (expired or used) or 404 (unknown). */
export function isDeadToken(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 410 || error.status === 404 || error.code === '9' || error.code === '4');
}

type ResetBody = Parameters<typeof api.auth.resetPassword>[0];

export function PasswordResetPage() {
  const { token } = useEntryParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const headingId = useId();

  const onSubmit = async (values: ResetValues) => {
    const email = query.get('email');
    const body = {
      token: token ?? '',
      password: values.password ?? '',
      password_confirmation: values.password_confirmation ?? '',
      ...(email ? { email } : {}),
    } as ResetBody;
    try {
      await api.auth.resetPassword(body);
    } catch (error) {
      if (isDeadToken(error)) {
        void navigate('/password-token-expired', { replace: true });
        return;
      }
      throw error;
    }
    // A new password ends every session of that account: if this browser had one, it is gone.
    if ($isLoggedIn.getState()) void refreshProfileFx().catch(() => {});
    userProfileChanged();
    void navigate('/password-updated', { replace: true });
  };

  return (
    <section className="am-account" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('passwordResetPage.impostaUnaNuovaPassword')}</h1>
      <p className="am-account__lead">{t('passwordResetPage.scegliUnaPasswordNuova')}</p>
      <Form<ResetValues>
        labelledBy={headingId}
        rules={RESET_RULES}
        onSubmit={onSubmit}
        submitLabel={t('passwordResetPage.salvaLaNuovaPassword')}
        busyLabel={t('passwordResetPage.salvataggio')}
      >
        <PasswordField name="password" label={t('passwordResetPage.nuovaPassword')} autoComplete="new-password" required checklist />
        <PasswordField name="password_confirmation" label={t('passwordResetPage.confermaPassword')} autoComplete="new-password" required />
      </Form>
    </section>
  );
}
