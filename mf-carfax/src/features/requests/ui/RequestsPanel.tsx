import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { formatDate } from '@automercato/i18n';
import { Button } from '@automercato/ui/button';
import { Switch } from '@automercato/ui/checkbox';
import { EmptyState, ErrorState } from '@automercato/ui/states';
import { Spinner } from '@automercato/ui/spinner';
import type { Scope } from '../../reports';
import {
  $autoApprove, $autoApproveSaving, $deciding, $requests, $requestsStatus, $statusFilter, autoApproveToggled, decided, requestsOpened, statusFilterChanged,
} from '../model/requests';
import { t } from '../texts';

const STATUS_LABELS: Record<string, string> = { pending: t('requestsPanelStrings.inAttesa'), approved: t('requestsPanelStrings.approvata'), rejected: t('requestsPanelStrings.rifiutata') };
const FILTERS = [
  { value: 'pending', label: t('requestsPanelStrings.inAttesa') },
  { value: 'approved', label: 'Approvate' },
  { value: 'rejected', label: 'Rifiutate' },
  { value: '', label: 'Tutte' },
];

/** Buyers' requests with approve/reject; the dealer also sees the auto-approval switch. */
export function RequestsPanel({ scope, headingLevel = 2 }: { scope: Scope; headingLevel?: 2 | 3 }) {
  const [requests, status, filter, deciding, auto, saving] = useUnit([$requests, $requestsStatus, $statusFilter, $deciding, $autoApprove, $autoApproveSaving]);
  const [open, setFilter, decide, toggle] = useUnit([requestsOpened, statusFilterChanged, decided, autoApproveToggled]);
  const scopeKey = scope.kind === 'admin' ? 'admin' : scope.dealerUuid;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => { open(scope); }, [scopeKey, open]);
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="am-cfx-panel" aria-labelledby="cfx-requests">
      <H id="cfx-requests">{t('requestsPanel.richiesteDeiClienti')}</H>
      {scope.kind === 'dealer' ? (
        <Switch
          label={t('requestsPanel.approvaAutomaticamenteLeRichieste')}
          description={t('requestsPanel.ilClienteRiceveSubito')}
          checked={auto ?? false}
          disabled={auto === null || saving}
          onChange={(e) => toggle(e.target.checked)}
        />
      ) : null}
      <div className="am-cfx-filters" role="group" aria-label={t('requestsPanel.filtraPerStato')}>
        {FILTERS.map((f) => (
          <Button key={f.value} size="sm" variant={filter === f.value ? 'primary' : 'secondary'} aria-pressed={filter === f.value} onClick={() => setFilter(f.value)}>
            {f.label}
          </Button>
        ))}
      </div>
      {status === 'error' ? (
        <ErrorState title={t('requestsPanel.impossibileCaricareLeRichieste')} onRetry={() => open(scope)} headingLevel={3} />
      ) : status === 'loading' && requests.length === 0 ? (
        <p><Spinner size="sm" decorative />{t('requestsPanel.caricamentoDelleRichieste')}</p>
      ) : requests.length === 0 ? (
        <EmptyState title={t('requestsPanel.nessunaRichiesta')} text={t('requestsPanel.quandoUnClienteChiede')} headingLevel={3} />
      ) : (
        <div className="am-cfx-table-wrap">
          <table className="am-cfx-table">
            <caption className="am-visually-hidden">{t('requestsPanel.richiesteDiReport')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('requestsPanel.data')}</th><th scope="col">{t('requestsPanel.annuncio')}</th>{scope.kind === 'admin' ? <th scope="col">{t('requestsPanel.concessionario')}</th> : null}
                <th scope="col">{t('requestsPanel.cliente')}</th><th scope="col">{t('requestsPanel.stato')}</th><th scope="col">{t('requestsPanel.azioni')}</th>
              </tr>
            </thead>
            <tbody>
              {requests.map((r) => (
                <tr key={r.uuid}>
                  <td>{formatDate(r.created_at)}</td>
                  <td>
                    {r.listing.url ? <a href={r.listing.url}>{r.listing.title}</a> : r.listing.title}
                    <br /><small>{r.listing.has_report ? t('requestsPanel.reportGiaAssociato') : t('requestsPanel.senzaReportApprovandoNe')}</small>
                  </td>
                  {scope.kind === 'admin' ? <td>{r.dealer.name}</td> : null}
                  <td>{r.name ? `${r.name} · ` : ''}{r.email}{r.registered ? '' : t('requestsPanel.ospite')}{r.message ? <><br /><small>“{r.message}”</small></> : null}</td>
                  <td>
                    <span className={`am-cfx-status am-cfx-status--${r.status}`}>{STATUS_LABELS[r.status]}</span>
                    {r.auto_approved ? <small>{t('requestsPanel.automatica')}</small> : r.decided_by ? <small>{t('requestsPanel.da')}{r.decided_by}</small> : null}
                  </td>
                  <td>
                    {r.status === 'pending' ? (
                      <span className="am-cfx-actions">
                        <Button size="sm" busy={deciding.includes(r.uuid)} onClick={() => decide({ requestUuid: r.uuid, status: 'approved' })} aria-label={t('requestsPanel.approvaLaRichiestaDi', { email: r.email, title: r.listing.title })}>{t('requestsPanel.approva')}</Button>
                        <Button size="sm" variant="secondary" disabled={deciding.includes(r.uuid)} onClick={() => decide({ requestUuid: r.uuid, status: 'rejected' })} aria-label={t('requestsPanel.rifiutaLaRichiestaDi', { email: r.email, title: r.listing.title })}>{t('requestsPanel.rifiuta')}</Button>
                      </span>
                    ) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
