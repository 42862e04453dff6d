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

const STATUS_LABELS: Record<string, string> = { pending: 'In attesa', approved: 'Approvata', rejected: 'Rifiutata' };
const FILTERS = [
  { value: 'pending', label: 'In attesa' },
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
      <H id="cfx-requests">Richieste dei clienti</H>
      {scope.kind === 'dealer' ? (
        <Switch
          label="Approva automaticamente le richieste"
          description="Il cliente riceve subito il link al report già associato all'annuncio; se l'annuncio non ha un report, la richiesta resta in attesa della tua decisione (l'acquisto automatico si attiva nelle Impostazioni)."
          checked={auto ?? false}
          disabled={auto === null || saving}
          onChange={(e) => toggle(e.target.checked)}
        />
      ) : null}
      <div className="am-cfx-filters" role="group" aria-label="Filtra per stato">
        {FILTERS.map((f) => (
          <Button key={f.value} size="sm" variant={filter === f.value ? 'primary' : 'secondary'} aria-pressed={filter === f.value} onClick={() => setFilter(f.value)}>
            {f.label}
          </Button>
        ))}
      </div>
      {status === 'error' ? (
        <ErrorState title="Impossibile caricare le richieste" onRetry={() => open(scope)} headingLevel={3} />
      ) : status === 'loading' && requests.length === 0 ? (
        <p><Spinner size="sm" decorative /> Caricamento delle richieste…</p>
      ) : requests.length === 0 ? (
        <EmptyState title="Nessuna richiesta" text="Quando un cliente chiede il report di un tuo annuncio, la richiesta appare qui." headingLevel={3} />
      ) : (
        <div className="am-cfx-table-wrap">
          <table className="am-cfx-table">
            <caption className="am-visually-hidden">Richieste di report</caption>
            <thead>
              <tr>
                <th scope="col">Data</th><th scope="col">Annuncio</th>{scope.kind === 'admin' ? <th scope="col">Concessionario</th> : null}
                <th scope="col">Cliente</th><th scope="col">Stato</th><th scope="col">Azioni</th>
              </tr>
            </thead>
            <tbody>
              {requests.map((r) => (
                <tr key={r.uuid}>
                  <td>{formatDate(r.created_at)}</td>
                  <td>
                    <a href={r.listing.url}>{r.listing.title}</a>
                    <br /><small>{r.listing.has_report ? 'Report già associato' : 'Senza report: approvando ne acquisti uno'}</small>
                  </td>
                  {scope.kind === 'admin' ? <td>{r.dealer.name}</td> : null}
                  <td>{r.name ? `${r.name} · ` : ''}{r.email}{r.registered ? '' : ' (ospite)'}{r.message ? <><br /><small>“{r.message}”</small></> : null}</td>
                  <td>
                    <span className={`am-cfx-status am-cfx-status--${r.status}`}>{STATUS_LABELS[r.status]}</span>
                    {r.auto_approved ? <small> (automatica)</small> : r.decided_by ? <small> da {r.decided_by}</small> : null}
                  </td>
                  <td>
                    {r.status === 'pending' ? (
                      <span className="am-cfx-actions">
                        <Button size="sm" busy={deciding.includes(r.uuid)} onClick={() => decide({ requestUuid: r.uuid, status: 'approved' })} aria-label={`Approva la richiesta di ${r.email} per ${r.listing.title}`}>Approva</Button>
                        <Button size="sm" variant="secondary" disabled={deciding.includes(r.uuid)} onClick={() => decide({ requestUuid: r.uuid, status: 'rejected' })} aria-label={`Rifiuta la richiesta di ${r.email} per ${r.listing.title}`}>Rifiuta</Button>
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
