import { useUnit } from 'effector-react';
import { Button } from '@automercato/ui/button';
import { Dialog } from '@automercato/ui/dialog';
import { formatDate } from '@automercato/i18n/format';
import type { AdminMessage } from '../api/messages';
import { $deleting, deleteRequested } from '../model/messages';
import { t } from '../texts';

/** One message in full, with who wrote it to whom, and its delete button. */
export function MessageDialog({ message, onClose }: { message: AdminMessage | null; onClose: () => void }) {
  const [deleting, remove] = useUnit([$deleting, deleteRequested]);
  if (!message) return null;
  const deleted = message.deleted_by_admin_at !== null;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('messageDialog.messaggioDi', { name: message.name })}
      actions={deleted ? undefined : (
        <Button variant="danger" onClick={() => remove(message.uuid)} busy={deleting === message.uuid}>{t('messageDialog.elimina')}</Button>
      )}
    >
      <dl className="adm-message__facts">
        <dt>{t('messageDialog.da')}</dt><dd>{message.name} · <a href={`mailto:${message.email}`}>{message.email}</a>{message.phone ? ` · ${message.phone}` : ''}</dd>
        <dt>A</dt><dd>{message.dealer.name}</dd>
        <dt>{t('messageDialog.annuncio')}</dt><dd>{message.listing ? message.listing.title : '—'}</dd>
        <dt>{t('messageDialog.inviato')}</dt><dd>{formatDate(message.created_at, 'datetime')}</dd>
        <dt>{t('messageDialog.stato')}</dt>
        <dd>
          {message.read_at ? t('messageDialog.lettoDalConcessionario') : t('messageDialog.nonLetto')}
          {message.replied_at ? t('messageDialog.risposto') : ''}
          {message.deleted_by_dealer_at ? t('messageDialog.eliminatoDalConcessionario') : ''}
          {deleted ? t('messageDialog.eliminatoDaUnAmministratore', { v0: formatDate(message.deleted_by_admin_at, 'datetime') }) : ''}
        </dd>
      </dl>
      <blockquote className="adm-message__text">{message.message}</blockquote>
    </Dialog>
  );
}
