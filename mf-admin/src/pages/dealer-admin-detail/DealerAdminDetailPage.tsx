import { useEffect, useState, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { Link, useParams } from '@automercato/router';
import { ScreenError } from '@automercato/shell-api';
import type { AdminDealershipDetail, MembershipRole } from '@automercato/api-sdk';
import { Badge } from '@automercato/ui/badge';
import { Button } from '@automercato/ui/button';
import { Select } from '@automercato/ui/select';
import { TextInput } from '@automercato/ui/text-input';
import { Table } from '@automercato/ui/table';
import { ErrorState } from '@automercato/ui/states';
import { Spinner } from '@automercato/ui/spinner';
import { formatDate } from '@automercato/i18n/format';
import { AdminSection } from '../admin/AdminSection';
import { AuditTrail } from '../../features/admin-table/ui/AuditTrail';
import { ROLE_LABELS } from '../../features/admin-dealerships/model/list';
import {
  $detail, $found, $saving, $searching, $status, dealerSearched, dealershipAdded, removeRequested, roleChanged, userOpened, userRetried,
} from '../../features/admin-dealerships/model/detail';
import '../../features/admin-dealers/ui/dealers.css';
import { t } from './texts';

const ROLE_OPTIONS = [{ value: 'owner', label: ROLE_LABELS.owner }, { value: 'admin', label: ROLE_LABELS.admin }];

/** Find a dealer by name and add it to the user's dealerships with a role. */
function AddDealership({ detail }: { detail: AdminDealershipDetail }) {
  const [found, searching, saving, search, add] = useUnit([$found, $searching, $saving, dealerSearched, dealershipAdded]);
  const [text, setText] = useState('');
  const [role, setRole] = useState<MembershipRole>('admin');
  const mine = new Set(detail.dealerships.map((d) => d.dealer.uuid));
  const submit = (event: FormEvent) => { event.preventDefault(); search(text); };
  return (
    <section className="adm-card" aria-labelledby="add-dealership">
      <h2 id="add-dealership">{t('dealerAdminDetailPage.aggiungiUnConcessionario')}</h2>
      <form role="search" aria-label={t('dealerAdminDetailPage.cercaUnConcessionarioDa')} className="adm-search" onSubmit={submit}>
        <label htmlFor="add-dealership-q" className="adm-search__label">{t('dealerAdminDetailPage.cercaIlConcessionarioPer')}</label>
        <div className="adm-search__row">
          <TextInput id="add-dealership-q" type="search" value={text} maxLength={120} onChange={(e) => setText(e.target.value)} />
          <Button type="submit" variant="secondary" busy={searching}>{t('dealerAdminDetailPage.cerca')}</Button>
        </div>
      </form>
      <label className="adm-filter">{t('dealerAdminDetailPage.ruoloDaAssegnare')}<Select size="sm" value={role} onChange={(e) => setRole(e.target.value as MembershipRole)} options={ROLE_OPTIONS} />
      </label>
      {found === null ? null : found.length === 0 ? <p role="status">{t('dealerAdminDetailPage.nessunConcessionarioTrovato')}</p> : (
        <ul className="adm-members" aria-label={t('dealerAdminDetailPage.concessionariTrovati')}>
          {found.map((d) => (
            <li key={d.uuid}>
              <span>{d.name} · {d.city}</span>
              {mine.has(d.uuid)
                ? <Badge>{t('dealerAdminDetailPage.giaCollegato')}</Badge>
                : <Button size="sm" busy={saving} onClick={() => add({ dealer: d.uuid, role })} aria-label={t('dealerAdminDetailPage.aggiungiCome', { name: d.name, v1: ROLE_LABELS[role].toLowerCase() })}>{t('dealerAdminDetailPage.aggiungi')}</Button>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Body({ detail }: { detail: AdminDealershipDetail }) {
  const [saving, changeRole, remove] = useUnit([$saving, roleChanged, removeRequested]);
  const name = [detail.user.name, detail.user.surname].filter(Boolean).join(' ');
  return (
    <AdminSection title={name || detail.user.email}>
      <p><Link to="/admin/dealer-admins">{t('dealerAdminDetailPage.tuttiGliAmministratori')}</Link></p>
      <div className="adm-badges">
        <span>{detail.user.email}</span>
        {detail.user.enabled ? <Badge tone="success">{t('dealerAdminDetailPage.utenteAttivo')}</Badge> : <Badge tone="danger">{t('dealerAdminDetailPage.utenteDisattivato')}</Badge>}
      </div>
      <section className="adm-card" aria-labelledby="dealerships">
        <h2 id="dealerships">{t('dealerAdminDetailPage.concessionariGestiti')}</h2>
        <Table
          caption={t('dealerAdminDetailPage.concessionariGestiti')} captionHidden rows={detail.dealerships} rowKey={(d) => d.dealer.uuid}
          emptyText={t('dealerAdminDetailPage.questoUtenteNonGestisce')}
          columns={[
            { key: 'dealer', header: 'Concessionario', cell: (d) => <Link to={`/admin/dealers/${d.dealer.uuid}`}>{d.dealer.name}</Link> },
            { key: 'city', header: 'Città', cell: (d) => d.dealer.city, hideOnMobile: true },
            {
              key: 'role', header: 'Ruolo',
              cell: (d) => (
                <Select size="sm" aria-label={t('dealerAdminDetailPage.ruoloPer', { name: d.dealer.name })} value={d.role} disabled={saving}
                  onChange={(e) => changeRole({ dealer: d.dealer.uuid, role: e.target.value as MembershipRole })} options={ROLE_OPTIONS} />
              ),
            },
            { key: 'since', header: 'Dal', cell: (d) => formatDate(d.created_at), hideOnMobile: true },
            {
              key: 'actions', header: 'Azioni',
              cell: (d) => <Button size="sm" variant="danger" disabled={saving} onClick={() => remove(d.dealer.uuid)} aria-label={t('dealerAdminDetailPage.rimuovi', { name: d.dealer.name })}>{t('dealerAdminDetailPage.rimuovi2')}</Button>,
            },
          ]}
        />
      </section>
      <AddDealership detail={detail} />
      <AuditTrail entityType="membership" entityId={detail.user.uuid} />
    </AdminSection>
  );
}

/** /admin/dealer-admins/:uuid: a user's dealerships; add, change role, remove; the audit trail. */
export function DealerAdminDetailPage() {
  const { uuid = '' } = useParams();
  const [detail, status, open, retry] = useUnit([$detail, $status, userOpened, userRetried]);
  useEffect(() => { open(uuid.toLowerCase()); }, [uuid, open]);
  if (status === 'missing') throw new ScreenError(404);
  if (status === 'error') {
    return <AdminSection title={t('dealerAdminDetailPage.amministratore')}><ErrorState title={t('dealerAdminDetailPage.impossibileCaricareLUtente')} text={t('dealerAdminDetailPage.controllaLaConnessioneE')} onRetry={() => retry()} /></AdminSection>;
  }
  if (!detail || detail.user.uuid !== uuid.toLowerCase()) {
    return <AdminSection title={t('dealerAdminDetailPage.amministratore')}><p aria-busy="true"><Spinner size="sm" decorative />{t('dealerAdminDetailPage.caricamento')}</p></AdminSection>;
  }
  return <Body detail={detail} />;
}
