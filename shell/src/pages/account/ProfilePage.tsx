/**
 * /profile (signed in): personal data (PUT /api/user/profile-information), password change
 * (POST /api/private/profile/password) and, for a user who holds several roles, the role to
 * work with (POST /api/private/profile/role). Every save stores the user and tells the other
 * tabs (`user:profile`); the header follows.
 */
import { useId, useMemo } from 'react';
import { Link } from '@automercato/router';
import { $currentUser, isEmailVerified, toastShown, type CurrentUser } from '@automercato/shell-api';
import { required } from '@automercato/validation';
import { Badge } from '@automercato/ui/badge';
import type { FormApi } from 'final-form';
import { useStoreValue } from '../../lib/useStoreValue';
import { CarfaxRequestsList } from './CarfaxRequestsList';
import { Form, PasswordField, RadioField, TextField, type FormRules } from '@automercato/forms';
import { confirmationRule, emailRule, nameRule, newPasswordRule, phoneRule, surnameRule } from './rules';
import { ROLE_LABELS, api, roleLabel, rolesOf, userChangedHere } from './session';
import { t } from './texts';

interface PersonalValues {
  name?: string;
  surname?: string;
  email?: string;
  phone?: string;
}

export const PERSONAL_RULES: FormRules<keyof PersonalValues> = {
  name: nameRule,
  surname: surnameRule,
  email: emailRule,
  phone: phoneRule,
};

interface PasswordValues {
  current_password?: string;
  password?: string;
  password_confirmation?: string;
}

export const PASSWORD_RULES: FormRules<keyof PasswordValues> = {
  current_password: required(t('profilePageStrings.passwordAttuale')),
  password: newPasswordRule,
  password_confirmation: confirmationRule,
};

interface RoleValues {
  role?: string;
}

const ROLE_RULES: FormRules<keyof RoleValues> = { role: required('ruolo') };

export const PROFILE_SAVED = t('profilePageStrings.iTuoiDatiSono');
export const EMAIL_CHANGED = t('profilePageStrings.iTuoiDatiSono2');
export const PASSWORD_CHANGED = t('profilePageStrings.passwordAggiornataGliAltri');

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function PersonalDataForm({ user }: { user: CurrentUser }) {
  const headingId = useId();
  const initialValues = useMemo<PersonalValues>(
    () => ({ name: text(user.name), surname: text(user.surname), email: text(user.email), phone: text(user['phone']) }),
    [user],
  );
  const onSubmit = async (values: PersonalValues) => {
    const address = (values.email ?? '').trim();
    const updated = await api.user.updateProfile({
      name: (values.name ?? '').trim(),
      surname: (values.surname ?? '').trim(),
      email: address,
      phone: values.phone?.trim() || null,
    });
    userChangedHere(updated);
    const emailChanged = address.toLowerCase() !== text(user.email).toLowerCase();
    toastShown({ title: 'Completato', text: emailChanged ? EMAIL_CHANGED : PROFILE_SAVED, icon: 'success' });
  };
  return (
    <section className="am-profile__card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('profilePage.datiPersonali')}</h2>
      <Form<PersonalValues>
        labelledBy={headingId}
        rules={PERSONAL_RULES}
        initialValues={initialValues}
        onSubmit={onSubmit}
        submitLabel={t('profilePage.salvaIDati')}
        busyLabel={t('profilePage.salvataggio')}
        wideSubmit={false}
      >
        <div className="am-form__pair">
          <TextField name="name" label={t('profilePage.nome')} autoComplete="given-name" required maxLength={80} />
          <TextField name="surname" label={t('profilePage.cognome')} autoComplete="family-name" required maxLength={80} />
        </div>
        <TextField
          name="email"
          label={t('profilePage.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={254}
          hint={t('profilePage.seCambiIndirizzoTi')}
        />
        <TextField name="phone" label={t('profilePage.telefono')} type="tel" inputMode="tel" autoComplete="tel" optionalText={t('profilePage.facoltativo')} maxLength={30} />
      </Form>
    </section>
  );
}

function PasswordForm({ user }: { user: CurrentUser }) {
  const headingId = useId();
  const onSubmit = async (values: PasswordValues, form: FormApi<PasswordValues>) => {
    const data = (await api.user.changePassword({
      current_password: values.current_password ?? '',
      password: values.password ?? '',
      password_confirmation: values.password_confirmation ?? '',
    })) as { message?: string } | null;
    toastShown({ title: 'Completato', text: data?.message || PASSWORD_CHANGED, icon: 'success' });
    form.restart();
  };
  const viaGoogle = user['has_google'] === true;
  return (
    <section className="am-profile__card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('profilePage.password')}</h2>
      <p className="am-profile__intro">{t('profilePage.cambiandoLaPasswordL')}</p>
      <Form<PasswordValues>
        labelledBy={headingId}
        rules={PASSWORD_RULES}
        onSubmit={onSubmit}
        submitLabel={t('profilePage.cambiaLaPassword')}
        busyLabel={t('profilePage.salvataggio')}
        wideSubmit={false}
      >
        <PasswordField
          name="current_password"
          label={t('profilePage.passwordAttuale')}
          autoComplete="current-password"
          required
          hint={
            viaGoogle ? (
              <>
                {t('profilePage.googlePasswordHint')}{' '}
                <Link to={`/password-recover?email=${encodeURIComponent(text(user.email))}`}>{t('profilePage.googlePasswordLink')}</Link>.
              </>
            ) : undefined
          }
        />
        <PasswordField name="password" label={t('profilePage.nuovaPassword')} autoComplete="new-password" required checklist
          owner={{ name: text(user.name), surname: text(user.surname), email: text(user.email) }} />
        <PasswordField name="password_confirmation" label={t('profilePage.confermaPassword')} autoComplete="new-password" required />
      </Form>
    </section>
  );
}

function RoleForm({ user, roles }: { user: CurrentUser; roles: readonly string[] }) {
  const headingId = useId();
  const options = useMemo(
    () => roles.map((role) => ({ value: role, label: roleLabel(role), description: ROLE_LABELS[role]?.description })),
    [roles],
  );
  const initialValues = useMemo<RoleValues>(() => ({ role: user.role ?? '' }), [user.role]);
  const onSubmit = async (values: RoleValues) => {
    const role = values.role ?? '';
    if (role === user.role) {
      toastShown({ title: 'Completato', text: t('profilePageStrings.staiGiaUsandoAutomercato', { v0: roleLabel(role) }), icon: 'info' });
      return;
    }
    const updated = await api.user.selectRole(role);
    userChangedHere(updated);
    toastShown({ title: 'Completato', text: t('profilePageStrings.oraUsiAutomercatoCome', { v0: roleLabel(role) }), icon: 'success' });
  };
  return (
    <section className="am-profile__card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('profilePage.ruolo')}</h2>
      <p className="am-profile__intro">{t('profilePage.ilTuoAccountHa')}<strong>{roleLabel(user.role ?? '')}</strong>.
      </p>
      <Form<RoleValues>
        labelledBy={headingId}
        rules={ROLE_RULES}
        initialValues={initialValues}
        onSubmit={onSubmit}
        submitLabel={t('profilePage.usaQuestoRuolo')}
        busyLabel={t('profilePage.cambioDelRuolo')}
        wideSubmit={false}
      >
        <RadioField name="role" label={t('profilePage.ruoloAttivo')} options={options} />
      </Form>
    </section>
  );
}

export function ProfilePage() {
  const user = useStoreValue($currentUser);
  const headingId = useId();
  if (!user) return null; // signed out meanwhile: the guard takes the page away
  const roles = rolesOf(user);
  const verified = isEmailVerified(user);
  const fullName = [text(user.name), text(user.surname)].filter(Boolean).join(' ');
  return (
    <section className="am-profile" aria-labelledby={headingId}>
      <header className="am-profile__header">
        <h1 id={headingId}>{t('profilePage.ilMioProfilo')}</h1>
        <p className="am-profile__who">
          {fullName ? <strong>{fullName}</strong> : null}
          <span>{text(user.email)}</span>
          {verified ? (
            <Badge tone="success">{t('profilePage.emailVerificata')}</Badge>
          ) : (
            <>
              <Badge tone="warning">{t('profilePage.emailDaConfermare')}</Badge>
              <Link to="/verify-email">{t('profilePage.confermaOra')}</Link>
            </>
          )}
        </p>
      </header>
      <div className="am-profile__grid">
        <PersonalDataForm user={user} />
        <PasswordForm user={user} />
        {roles.length > 1 ? <RoleForm user={user} roles={roles} /> : null}
        <CarfaxRequestsList />
      </div>
    </section>
  );
}
