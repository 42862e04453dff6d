import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { Badge } from '@automercato/ui/badge';
import { Button } from '@automercato/ui/button';
import { formatDate } from '@automercato/i18n/format';
import { AdminSection } from '../admin/AdminSection';
import { FilterSelect } from '../../features/admin-table/ui/FilterSelect';
import { AdminList, type AdminColumn } from '../../features/admin-table/ui/AdminList';
import { useDetailParam, useListQuery } from '../../features/admin-table/ui/useListQuery';
import { $deleting, deleteRequested, messageDeleted, messagesList, messagesSpec } from '../../features/admin-messages/model/messages';
import type { AdminMessage } from '../../features/admin-messages/api/messages';
import { MessageDialog } from '../../features/admin-messages/ui/MessageDialog';
import '../../features/admin-messages/ui/admin-messages.css';
import { EmailText } from '../../features/admin-table/ui/EmailText';
import { t } from './texts';

/** /admin/messages: buyers' messages to dealers; ?message=<id> opens one. */
export function MessagesPage() {
  const detail = useDetailParam('message');
  const { patch } = useListQuery(messagesSpec);
  const [page, deleting, remove] = useUnit([messagesList.$list, $deleting, deleteRequested]);
  const open = page?.items.find((m) => m.uuid === detail.value) ?? null;
  // A deleted message's dialog closes (it leaves the list).
  useEffect(() => messageDeleted.watch((id) => { if (id === detail.value) detail.close(); }), [detail]);

  const columns: AdminColumn<AdminMessage>[] = [
    { key: 'created_at', header: 'Data', sortKey: 'created_at', cell: (m) => formatDate(m.created_at, 'datetime') },
    {
      key: 'sender', header: 'Mittente',
      cell: (m) => (
        <>
          <button type="button" className="adm-row-title" onClick={() => detail.open(m.uuid)} aria-label={t('messagesPage.apriIlMessaggioDi', { name: m.name })}>{m.name}</button>
          <span className="adm-row-sub"><EmailText email={m.email} /></span>
        </>
      ),
    },
    {
      key: 'dealer', header: 'Concessionario',
      cell: (m) => (
        <button type="button" className="adm-linkish" title={t('messagesPage.mostraSoloIMessaggi')}
          onClick={() => patch({ filters: { dealer: m.dealer.uuid } })}>{m.dealer.name}</button>
      ),
    },
    {
      key: 'listing', header: 'Annuncio', hideOnMobile: true,
      cell: (m) => (m.listing ? (
        <button type="button" className="adm-linkish" title={t('messagesPage.mostraSoloIMessaggi2')}
          onClick={() => patch({ filters: { listing: m.listing!.uuid } })}>{m.listing.title}</button>
      ) : '—'),
    },
    { key: 'message', header: 'Messaggio', cell: (m) => <span className="adm-message__excerpt">{m.message}</span> },
    {
      key: 'state', header: 'Stato',
      cell: (m) => (m.deleted_by_admin_at ? <Badge tone="danger">{t('messagesPage.eliminato')}</Badge>
        : m.read_at ? <Badge>{t('messagesPage.letto')}</Badge> : <Badge tone="info">{t('messagesPage.nonLetto')}</Badge>),
    },
    {
      key: 'actions', header: 'Azioni',
      cell: (m) => (m.deleted_by_admin_at ? null : (
        <Button variant="danger" size="sm" onClick={() => remove(m.uuid)} busy={deleting === m.uuid} aria-label={t('messagesPage.eliminaIlMessaggioDi', { name: m.name })}>{t('messagesPage.elimina')}</Button>
      )),
    },
  ];

  return (
    <AdminSection title={t('messagesPage.messaggi')}>
      <AdminList
        spec={messagesSpec}
        list={messagesList}
        caption={t('messagesPage.messaggi')}
        columns={columns}
        rowKey={(m) => m.uuid}
        searchLabel={t('messagesPage.cercaPerEMail')}
        searchPlaceholder="Es. mario.rossi@"
        exportPath="/api/admin/user-messages/export.csv"
        filters={(q, setFilter) => (
          <>
            <FilterSelect label={t('messagesPage.eliminati')} name="deleted" query={q} setFilter={setFilter} options={[{ value: '', label: 'Nascosti' }, { value: 'yes', label: t('messagesPageStrings.soloEliminati') }, { value: 'all', label: 'Tutti' }]} />
            {q.filters.dealer ? (
              <Button variant="secondary" size="sm" onClick={() => setFilter('dealer', '')}>{t('messagesPage.unSoloConcessionario')}</Button>
            ) : null}
            {q.filters.listing ? (
              <Button variant="secondary" size="sm" onClick={() => setFilter('listing', '')}>{t('messagesPage.unSoloAnnuncio')}</Button>
            ) : null}
          </>
        )}
        emptyText={t('messagesPage.nessunMessaggioPerQuesta')}
      />
      <MessageDialog message={open} onClose={detail.close} />
    </AdminSection>
  );
}
