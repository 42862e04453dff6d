/**
 * "Le mie richieste di report" in the profile: the buyer's vehicle-history requests
 * (GET /api/carfax-requests) with their status and, once approved, the link to the report
 * (mf-carfax's /carfax/richieste/{request}).
 */
import { useEffect, useId, useState } from 'react';
import { Link } from '@automercato/router';
import { formatDate } from '@automercato/i18n';
import { Badge } from '@automercato/ui/badge';
import { api } from './session';
import { t } from './texts';

type Requests = Awaited<ReturnType<typeof api.carfax.myRequests>>['items'];
type State = { status: 'loading' } | { status: 'ready'; items: Requests } | { status: 'error' };

const STATUS: Record<string, { label: string; tone: 'warning' | 'success' | 'neutral' }> = {
  pending: { label: t('carfaxRequestsListStrings.inAttesaDelConcessionario'), tone: 'warning' },
  approved: { label: 'Approvata', tone: 'success' },
  rejected: { label: t('carfaxRequestsListStrings.nonApprovata'), tone: 'neutral' },
};

export function CarfaxRequestsList() {
  const headingId = useId();
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    api.carfax.myRequests().then(
      (answer) => live && setState({ status: 'ready', items: answer.items }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <section className="am-profile__card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('carfaxRequestsList.leMieRichiesteDi')}</h2>
      {state.status === 'loading' ? <p>{t('carfaxRequestsList.caricamentoDelleRichieste')}</p> : null}
      {state.status === 'error' ? <p role="alert">{t('carfaxRequestsList.nonEStatoPossibile')}</p> : null}
      {state.status === 'ready' && state.items.length === 0 ? (
        <p>{t('carfaxRequestsList.nonHaiAncoraRichiesto')}<Link to="/carfax">{t('carfaxRequestsList.scopriCosaContiene')}</Link>.</p>
      ) : null}
      {state.status === 'ready' && state.items.length > 0 ? (
        <ul className="am-profile__requests">
          {state.items.map((r) => {
            const status = STATUS[r.status] ?? { label: r.status, tone: 'neutral' as const };
            return (
              <li key={r.uuid}>
                <p>
                  {r.listing.url ? <Link to={r.listing.url}>{r.listing.title}</Link> : r.listing.title} · {r.dealer_name}
                  <br />
                  <small>{t('carfaxRequestsList.richiestaDel')}{formatDate(r.created_at)}</small> <Badge tone={status.tone}>{status.label}</Badge>
                </p>
                {r.status === 'approved' && r.report_url ? (
                  <p>
                    <Link to={`/carfax/richieste/${encodeURIComponent(r.uuid)}`}>{t('carfaxRequestsList.apriIlReport')}</Link>
                    {r.report_expires_at ? <small>{t('carfaxRequestsList.disponibileFinoAl')}{formatDate(r.report_expires_at)}</small> : null}
                  </p>
                ) : r.status === 'approved' ? <p><small>{t('carfaxRequestsList.ilLinkAlReport')}</small></p> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
