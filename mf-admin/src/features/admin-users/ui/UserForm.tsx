/**
 * The fields of a user an admin edits or creates, on the forms kit (@automercato/forms): e-mail,
 * names, phone, roles (the admin roles only when the signed-in admin may grant them), e-mail
 * verified; on creation also the password, or the "choose your password" mail instead.
 * Values, touched fields and messages (the form's rules', then the API's refusal on its fields)
 * live in the form; the caller's `onSubmit` sends through the model's effect and fails with the
 * API's error.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useField, useForm } from 'react-final-form';
import type { AdminRoleItem, AdminUserDetail } from '@automercato/api-sdk';
import { CheckboxField, CheckboxGroupField, Form, PasswordField, TextField, type CheckboxGroupOption } from '@automercato/forms';
import { ROLE_LABELS, roleLabel } from '../model/format';
import {
  CREATE_RULES, EDIT_RULES, NEW_USER, editValuesOf, onFormFields, verifiedAfterEmailChange, type UserCreateValues, type UserEditValues,
} from '../model/user-form';
import { t } from '../texts';

/** Until the API's list arrives: the roles every admin may grant. */
const BASIC_ROLES: readonly AdminRoleItem[] = [
  { name: 'customer', label: ROLE_LABELS['customer']!, assignable: true },
  { name: 'dealer', label: ROLE_LABELS['dealer']!, assignable: true },
];

function roleOptions(roles: readonly AdminRoleItem[]): CheckboxGroupOption[] {
  return (roles.length ? roles : BASIC_ROLES).map((role) => ({
    value: role.name, label: role.label || roleLabel(role.name), disabled: !role.assignable,
  }));
}

/** A refusal, with the API's `roles.0` on the roles' group: the kit puts it on the fields. */
async function sending(call: Promise<unknown>): Promise<void> {
  try {
    await call;
  } catch (error) {
    throw onFormFields(error);
  }
}

/** Editing: a new address unticks "Email verificata"; back to the old one, it is as it was. */
function VerifiedFollowsEmail() {
  const form = useForm<UserEditValues>();
  const { input } = useField<string>('email', { subscription: { value: true } });
  const last = useRef(input.value);
  useEffect(() => {
    if (input.value === last.current) return;
    last.current = input.value;
    form.change('email_verified', verifiedAfterEmailChange(input.value, form.getState().initialValues ?? {}));
  }, [form, input.value]);
  return null;
}

/** Creating: the mail to choose the password, or a password typed here (with its strength). */
function PasswordChoice() {
  const { input } = useField<boolean>('send_mail', { subscription: { value: true } });
  return (
    <fieldset className="adm-user-form__password">
      <legend>{t('userForm.password')}</legend>
      <CheckboxField name="send_mail" label={t('userForm.inviaUnEmailPer')} />
      {input.value === true ? null : (
        <PasswordField
          name="password" label={t('userForm.password')} autoComplete="new-password" required checklist
        />
      )}
    </fieldset>
  );
}

function UserFields({ roles, creating }: { roles: readonly AdminRoleItem[]; creating: boolean }) {
  const options = useMemo(() => roleOptions(roles), [roles]);
  return (
    <>
      <TextField name="email" label={t('userForm.email')} type="email" autoComplete="off" required maxLength={254} />
      <div className="am-form__pair">
        <TextField name="name" label={t('userForm.nome')} required maxLength={80} />
        <TextField name="surname" label={t('userForm.cognome')} required maxLength={80} />
      </div>
      <TextField name="phone" label={t('userForm.telefono')} type="tel" optionalText={t('userForm.facoltativo')} maxLength={30} />
      <CheckboxGroupField
        name="roles" legend={t('userForm.ruoli')} options={options} className="adm-user-form__roles"
        note={options.some((o) => o.disabled) ? t('userForm.iRuoliDiAmministratore') : undefined}
        noteClassName="adm-user-form__note" errorClassName="adm-user-form__error"
      />
      <CheckboxField name="email_verified" label={t('userForm.emailVerificata')} description={t('userForm.segnaLIndirizzoCome')} />
      {creating ? <PasswordChoice /> : <VerifiedFollowsEmail />}
    </>
  );
}

/** "Nuovo utente": its buttons are the dialog's, outside the form (form={id}). */
export function NewUserForm({ id, labelledBy, roles, onSubmit }: {
  id: string;
  labelledBy: string;
  roles: readonly AdminRoleItem[];
  onSubmit: (values: UserCreateValues) => Promise<unknown>;
}) {
  return (
    <Form<UserCreateValues>
      id={id} labelledBy={labelledBy} className="adm-user-form" rules={CREATE_RULES} initialValues={NEW_USER}
      onSubmit={(values) => sending(onSubmit(values))}
    >
      <UserFields roles={roles} creating />
    </Form>
  );
}

/** A user's fields and roles, with its own submit button. */
export function EditUserForm({ id, labelledBy, user, roles, submitLabel, onSubmit }: {
  id: string;
  labelledBy: string;
  user: AdminUserDetail;
  roles: readonly AdminRoleItem[];
  submitLabel: string;
  onSubmit: (values: UserEditValues) => Promise<unknown>;
}) {
  // Stable while the user is the same: new initial values would reset what is being typed.
  const initialValues = useMemo(() => editValuesOf(user), [user]);
  return (
    <Form<UserEditValues>
      id={id} labelledBy={labelledBy} className="adm-user-form" rules={EDIT_RULES} initialValues={initialValues}
      onSubmit={(values) => sending(onSubmit(values))} submitLabel={submitLabel} wideSubmit={false}
    >
      <UserFields roles={roles} creating={false} />
    </Form>
  );
}
