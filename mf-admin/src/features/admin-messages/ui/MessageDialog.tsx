import { useUnit } from 'effector-react';
import { Button } from '@automercato/ui/button';
import { Dialog } from '@automercato/ui/dialog';
import { formatDate } from '@automercato/i18n/format';
import type { AdminMessage } from '../api/messages';
import { $deleting, deleteRequested } from '../model/messages';

/** One message in full, with who wrote it to whom, and its delete button. */
export function MessageDialog({ message, onClose }: { message: AdminMessage | null; onClose: () => void }) {
  const [deleting, remove] = useUnit([$deleting, deleteRequested]);
  if (!message) return null;
  const deleted = message.deleted_by_admin_at !== null;
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Messaggio di ${message.name}`}
      actions={deleted ? undefined : (
        <Button variant="danger" onClick={() => remove(message.uuid)} busy={deleting === message.uuid}>Elimina</Button>
      )}
    >
      <dl className="adm-message__facts">
        <dt>Da</dt><dd>{message.name} · <a href={`mailto:${message.email}`}>{message.email}</a>{message.phone ? ` · ${message.phone}` : ''}</dd>
        <dt>A</dt><dd>{message.dealer.name}</dd>
        <dt>Annuncio</dt><dd>{message.listing ? message.listing.title : '—'}</dd>
        <dt>Inviato</dt><dd>{formatDate(message.created_at, 'datetime')}</dd>
        <dt>Stato</dt>
        <dd>
          {message.read_at ? 'Letto dal concessionario' : 'Non letto'}
          {message.replied_at ? ' · risposto' : ''}
          {message.deleted_by_dealer_at ? ' · eliminato dal concessionario' : ''}
          {deleted ? ` · eliminato da un amministratore il ${formatDate(message.deleted_by_admin_at, 'datetime')}` : ''}
        </dd>
      </dl>
      <blockquote className="adm-message__text">{message.message}</blockquote>
    </Dialog>
  );
}
