/**
 * The fields of a user an admin edits or creates: e-mail, names, phone, roles (the admin roles
 * only when the signed-in admin may grant them), e-mail verified; on creation also the password,
 * or the "choose your password" mail instead.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import type { AdminRoleItem } from '@automercato/api-sdk';
import { Field } from '@automercato/ui/field';
import { TextInput } from '@automercato/ui/text-input';
import { Checkbox } from '@automercato/ui/checkbox';
import { PasswordStrengthMeter } from '@automercato/ui/password-strength-meter';
import { loadPasswordStrength } from '@automercato/validation';
import { roleLabel, type FormErrors } from '../model/format';
import { t } from '../texts';

export interface UserFormValues {
  email: string;
  name: string;
  surname: string;
  phone: string;
  roles: string[];
  emailVerified: boolean;
  /** Creation only: '' with `sendMail` for the mail. */
  password: string;
  sendMail: boolean;
}

export const emptyUserForm: UserFormValues = {
  email: '', name: '', surname: '', phone: '', roles: ['customer'], emailVerified: false, password: '', sendMail: true,
};

/** The form's own checks before anything is sent (the server repeats them, in Italian too). */
export function checkUserForm(values: UserFormValues, creating: boolean): FormErrors {
  const errors: FormErrors = {};
  if (!values.email.trim()) errors.email = t('userFormStrings.ilCampoEmailE');
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) errors.email = t('userFormStrings.ilCampoEmailDeve');
  if (!values.name.trim()) errors.name = t('userFormStrings.ilCampoNomeE');
  if (!values.surname.trim()) errors.surname = t('userFormStrings.ilCampoCognomeE');
  if (values.roles.length === 0) errors.roles = t('userFormStrings.scegliAlmenoUnRuolo');
  if (creating && !values.sendMail && !values.password) errors.password = t('userFormStrings.scriviUnaPasswordOppure');
  return errors;
}

export function UserForm({
  id, initial, roles, creating = false, errors, onSubmit, children,
}: {
  id: string;
  initial: UserFormValues;
  roles: readonly AdminRoleItem[];
  creating?: boolean;
  errors: FormErrors;
  onSubmit: (values: UserFormValues) => void;
  /** Buttons (outside the form they use form={id}). */
  children?: ReactNode;
}) {
  const [values, setValues] = useState(initial);
  const [local, setLocal] = useState<FormErrors>({});
  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const shown = { ...errors, ...local };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkUserForm(values, creating);
    setLocal(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };
  const verifiedAfterEmail = (v: UserFormValues, email: string) => {
    if (creating) return v.emailVerified;
    return email.trim().toLowerCase() === initial.email.toLowerCase() ? initial.emailVerified : false;
  };
  const toggleRole = (name: string, on: boolean) => set('roles', on ? [...values.roles, name] : values.roles.filter((r) => r !== name));
  const roleList = roles.length ? roles : [{ name: 'customer', label: 'Cliente', assignable: true }, { name: 'dealer', label: 'Concessionario', assignable: true }] as AdminRoleItem[];

  return (
    <form id={id} className="adm-user-form" onSubmit={submit} noValidate>
      {shown._form ? <p role="alert" className="adm-user-form__error">{shown._form}</p> : null}
      <Field label={t('userForm.email')} required error={shown.email}>
        <TextInput
          type="email" autoComplete="off" value={values.email} maxLength={254}
          // A new address is not proven yet: unticked, unless the admin ticks it again.
          onChange={(e) => setValues((v) => ({ ...v, email: e.target.value, emailVerified: verifiedAfterEmail(v, e.target.value) }))}
        />
      </Field>
      <div className="adm-user-form__row">
        <Field label={t('userForm.nome')} required error={shown.name}>
          <TextInput value={values.name} onChange={(e) => set('name', e.target.value)} maxLength={80} />
        </Field>
        <Field label={t('userForm.cognome')} required error={shown.surname}>
          <TextInput value={values.surname} onChange={(e) => set('surname', e.target.value)} maxLength={80} />
        </Field>
      </div>
      <Field label={t('userForm.telefono')} optionalText={t('userForm.facoltativo')} error={shown.phone}>
        <TextInput type="tel" value={values.phone} onChange={(e) => set('phone', e.target.value)} maxLength={30} />
      </Field>
      <fieldset className="adm-user-form__roles" aria-describedby={shown.roles ? `${id}-roles-error` : undefined}>
        <legend>{t('userForm.ruoli')}</legend>
        {roleList.map((role) => (
          <Checkbox
            key={role.name}
            label={role.label || roleLabel(role.name)}
            checked={values.roles.includes(role.name)}
            disabled={!role.assignable}
            onChange={(e) => toggleRole(role.name, e.target.checked)}
          />
        ))}
        {roleList.some((r) => !r.assignable) ? (
          <p className="adm-user-form__note">{t('userForm.iRuoliDiAmministratore')}</p>
        ) : null}
        {shown.roles ? <p id={`${id}-roles-error`} className="adm-user-form__error" role="alert">{shown.roles}</p> : null}
      </fieldset>
      <Checkbox
        label={t('userForm.emailVerificata')}
        description={t('userForm.segnaLIndirizzoCome')}
        checked={values.emailVerified}
        onChange={(e) => set('emailVerified', e.target.checked)}
      />
      {creating ? (
        <fieldset className="adm-user-form__password">
          <legend>{t('userForm.password')}</legend>
          <Checkbox
            label={t('userForm.inviaUnEmailPer')}
            checked={values.sendMail}
            onChange={(e) => set('sendMail', e.target.checked)}
          />
          {!values.sendMail ? (
            <>
              <Field label={t('userForm.password')} required error={shown.password} hint={t('userForm.almeno8CaratteriCon')}>
                {(control) => (
                  <TextInput
                    {...control}
                    aria-describedby={[control['aria-describedby'], `${id}-strength`].filter(Boolean).join(' ')}
                    type="password" autoComplete="new-password" value={values.password} onChange={(e) => set('password', e.target.value)} maxLength={1024}
                  />
                )}
              </Field>
              <PasswordStrengthMeter
                id={`${id}-strength`} password={values.password} load={loadPasswordStrength}
                owner={{ name: values.name, surname: values.surname, email: values.email }}
              />
            </>
          ) : null}
        </fieldset>
      ) : null}
      {children}
    </form>
  );
}
