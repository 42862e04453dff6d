/** "Nuovo utente": the fields, the roles, and a password or the "choose your password" mail. */
import { useUnit } from 'effector-react';
import { Dialog } from '@automercato/ui/dialog';
import { Button } from '@automercato/ui/button';
import { $createOpen, $creating, $roles, createClosed, submitCreateFx } from '../model/users';
import { toCreateBody } from '../model/user-form';
import { NewUserForm } from './UserForm';
import { t } from '../texts';

const FORM_ID = 'adm-user-create-form';
const TITLE_ID = 'adm-user-create-title';

export function CreateUserDialog() {
  const [open, creating, roles, close, create] = useUnit([$createOpen, $creating, $roles, createClosed, submitCreateFx]);
  return (
    <Dialog
      open={open}
      onClose={() => close()}
      // The dialog's heading names the form too.
      title={<span id={TITLE_ID}>{t('createUserDialog.nuovoUtente')}</span>}
      size="md"
      disabled={creating}
      actions={(
        <>
          <Button variant="secondary" onClick={() => close()} disabled={creating}>{t('createUserDialog.annulla')}</Button>
          <Button type="submit" form={FORM_ID} busy={creating}>{t('createUserDialog.creaUtente')}</Button>
        </>
      )}
    >
      {open ? <NewUserForm id={FORM_ID} labelledBy={TITLE_ID} roles={roles} onSubmit={(values) => create(toCreateBody(values))} /> : null}
    </Dialog>
  );
}
