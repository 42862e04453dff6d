/** "Nuovo utente": the fields, the roles, and a password or the "choose your password" mail. */
import { useUnit } from 'effector-react';
import type { AdminUserCreateBody } from '@automercato/api-sdk';
import { Dialog } from '@automercato/ui/dialog';
import { Button } from '@automercato/ui/button';
import { $createErrors, $createOpen, $creating, $roles, createClosed, createSubmitted } from '../model/users';
import { emptyUserForm, UserForm, type UserFormValues } from './UserForm';
import { t } from '../texts';

export function toCreateBody(values: UserFormValues): AdminUserCreateBody {
  return {
    email: values.email.trim(), name: values.name.trim(), surname: values.surname.trim(),
    phone: values.phone.trim() || null, roles: values.roles as AdminUserCreateBody['roles'], email_verified: values.emailVerified,
    ...(values.sendMail ? {} : { password: values.password }),
  };
}

export function CreateUserDialog() {
  const [open, errors, creating, roles, close, submit] = useUnit([$createOpen, $createErrors, $creating, $roles, createClosed, createSubmitted]);
  return (
    <Dialog
      open={open}
      onClose={() => close()}
      title={t('createUserDialog.nuovoUtente')}
      size="md"
      disabled={creating}
      actions={(
        <>
          <Button variant="secondary" onClick={() => close()} disabled={creating}>{t('createUserDialog.annulla')}</Button>
          <Button type="submit" form="adm-user-create-form" busy={creating}>{t('createUserDialog.creaUtente')}</Button>
        </>
      )}
    >
      {open ? <UserForm id="adm-user-create-form" creating initial={emptyUserForm} roles={roles} errors={errors} onSubmit={(values) => submit(toCreateBody(values))} /> : null}
    </Dialog>
  );
}
