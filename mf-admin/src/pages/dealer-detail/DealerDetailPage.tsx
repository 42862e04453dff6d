import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { Link, useParams } from '@automercato/router';
import { ScreenError } from '@automercato/shell-api';
import type { AdminDealerDetail } from '@automercato/api-sdk';
import { Badge } from '@automercato/ui/badge';
import { Button } from '@automercato/ui/button';
import { Table } from '@automercato/ui/table';
import { ErrorState } from '@automercato/ui/states';
import { Spinner } from '@automercato/ui/spinner';
import { formatDate, formatNumber, formatPrice } from '@automercato/i18n/format';
import { AdminSection } from '../admin/AdminSection';
import { AuditTrail } from '../../features/admin-table/ui/AuditTrail';
import {
  $dealer, $editing, $loadError, $status, $switching, dealerOpened, dealerRetried, disableRequested, editStarted, enableRequested,
} from '../../features/admin-dealers/model/detail';
import { DealerEditForm } from '../../features/admin-dealers/ui/DealerEditForm';
import { DisableDealerDialog } from '../../features/admin-dealers/ui/DisableDealerDialog';
import { VAT_LABELS, VAT_TONES, VatReviewCard } from '../../features/admin-dealers/ui/VatReviewCard';
import '../../features/admin-dealers/ui/dealers.css';

const STATE_LABELS: Record<string, string> = { draft: 'Bozza', published: 'Pubblicato', withdrawn: 'Ritirato', sold: 'Venduto' };
const PAYMENT_LABELS: Record<string, string> = { pending: 'In attesa', paid: 'Pagato', failed: 'Non riuscito', refunded: 'Rimborsato' };
const PURPOSE_LABELS: Record<string, string> = { subscription: 'Abbonamento', carfax_package: 'Pacchetto report Carfax' };
const ROLE_LABELS = { owner: 'Titolare', admin: 'Amministratore' } as const;
const euros = (cents: number) => formatPrice(cents / 100);
const limit = (used: number, allowed: number | null) => `${formatNumber(used)} / ${allowed === null ? 'illimitati' : formatNumber(allowed)}`;

function PlanCard({ dealer }: { dealer: AdminDealerDetail }) {
  const { plan, limits, usage } = dealer;
  return (
    <section className="adm-card" aria-labelledby="dealer-plan">
      <h2 id="dealer-plan">Piano e utilizzo</h2>
      <dl className="adm-facts">
        <dt>Piano</dt><dd>{plan.name}{plan.kind === 'trial' ? ' (prova gratuita)' : ''}</dd>
        <dt>Stato</dt><dd>{plan.status === null ? 'Nessun abbonamento (Free)' : plan.status === 'past_due' ? 'Pagamento in ritardo' : plan.status === 'active' ? 'Attivo' : plan.status}</dd>
        {plan.period_end ? (<><dt>{plan.kind === 'trial' ? 'Fine prova' : 'Fine periodo'}</dt><dd>{formatDate(plan.period_end)}{plan.cancel_at_period_end ? ' (non si rinnova)' : ''}</dd></>) : null}
      </dl>
      <table className="adm-usage">
        <caption className="am-visually-hidden">Utilizzo rispetto ai limiti del piano</caption>
        <tbody>
          <tr><th scope="row">Annunci pubblicati</th><td>{limit(usage.published, limits.listings)}</td></tr>
          <tr><th scope="row">In vetrina</th><td>{limit(usage.showcase, limits.showcase)}</td></tr>
          <tr><th scope="row">In evidenza</th><td>{limit(usage.featured, limits.featured)}</td></tr>
          <tr><th scope="row">Report Carfax del mese</th><td>{limit(usage.reports_this_month, limits.reports_per_month)}</td></tr>
          <tr><th scope="row">Crediti report Carfax</th><td>{formatNumber(usage.carfax_credits)}</td></tr>
        </tbody>
      </table>
    </section>
  );
}

function DataCard({ dealer }: { dealer: AdminDealerDetail }) {
  const [editing, edit] = useUnit([$editing, editStarted]);
  return (
    <section className="adm-card" aria-labelledby="dealer-data">
      <h2 id="dealer-data">Dati del concessionario</h2>
      {editing ? <DealerEditForm dealer={dealer} /> : (
        <>
          <dl className="adm-facts">
            <dt>Ragione sociale</dt><dd>{dealer.company_name}</dd>
            <dt>Partita IVA</dt><dd>{dealer.vat_number}</dd>
            <dt>E-mail</dt><dd>{dealer.email}</dd>
            <dt>Telefono</dt><dd>{dealer.phone ?? '—'}</dd>
            <dt>Indirizzo</dt><dd>{[dealer.address, dealer.postal_code, dealer.city, dealer.province_code].filter(Boolean).join(', ')}</dd>
            <dt>Sito web</dt><dd>{dealer.website ?? '—'}</dd>
            <dt>SDI / PEC</dt><dd>{dealer.sdi_code ?? '—'} / {dealer.pec ?? '—'}</dd>
            <dt>Registrato il</dt><dd>{formatDate(dealer.created_at)}</dd>
            <dt>E-mail verificata</dt><dd>{dealer.verified_at ? formatDate(dealer.verified_at) : 'No'}</dd>
          </dl>
          <p><Button variant="secondary" onClick={() => edit()}>Modifica i dati</Button></p>
        </>
      )}
    </section>
  );
}

function DealerBody({ dealer }: { dealer: AdminDealerDetail }) {
  const [switching, disable, enable] = useUnit([$switching, disableRequested, enableRequested]);
  return (
    <AdminSection
      title={dealer.name}
      actions={dealer.enabled
        ? <Button variant="danger" busy={switching} onClick={() => disable()}>Disattiva concessionario</Button>
        : <Button busy={switching} onClick={() => enable()}>Riattiva concessionario</Button>}
    >
      <p><Link to="/admin/dealers">← Tutti i concessionari</Link></p>
      <div className="adm-badges" aria-live="polite">
        {dealer.enabled ? <Badge tone="success">Attivo</Badge> : <Badge tone="danger">Disattivato</Badge>}
        {dealer.verified_at ? <Badge tone="info">Verificato</Badge> : <Badge tone="warning">Non verificato</Badge>}
        <Badge tone={VAT_TONES[dealer.vat_confirmation]}>{VAT_LABELS[dealer.vat_confirmation]}</Badge>
        <Badge>{dealer.plan.name}</Badge>
      </div>
      {!dealer.enabled && dealer.disabled_reason ? <p data-testid="dealer-disabled-reason">Motivo indicato ai titolari: «{dealer.disabled_reason}»</p> : null}
      <DisableDealerDialog />
      <div className="adm-cards">
        <VatReviewCard key={dealer.uuid} dealer={dealer} />
        <PlanCard dealer={dealer} />
        <DataCard dealer={dealer} />
      </div>
      <section className="adm-card" aria-labelledby="dealer-listings">
        <h2 id="dealer-listings">Annunci recenti ({formatNumber(dealer.listings_total)} in tutto)</h2>
        <Table
          caption="Annunci recenti" captionHidden rows={dealer.recent_listings} rowKey={(l) => l.uuid} emptyText="Nessun annuncio."
          columns={[
            { key: 'title', header: 'Veicolo' },
            { key: 'price', header: 'Prezzo', align: 'end', cell: (l) => formatPrice(l.price) },
            { key: 'state', header: 'Stato', cell: (l) => `${STATE_LABELS[l.state] ?? l.state}${l.status === 'disabled' ? ' (disattivato)' : ''}` },
            { key: 'flags', header: 'Vetrina / evidenza', hideOnMobile: true, cell: (l) => [l.showcase ? 'vetrina' : '', l.featured ? 'evidenza' : ''].filter(Boolean).join(', ') || '—' },
            { key: 'created_at', header: 'Creato il', cell: (l) => formatDate(l.created_at) },
          ]}
        />
      </section>
      <section className="adm-card" aria-labelledby="dealer-payments">
        <h2 id="dealer-payments">Pagamenti</h2>
        <Table
          caption="Pagamenti" captionHidden rows={dealer.payments} rowKey={(p) => p.uuid} emptyText="Nessun pagamento."
          columns={[
            { key: 'created_at', header: 'Data', cell: (p) => formatDate(p.created_at) },
            { key: 'purpose', header: 'Causale', cell: (p) => PURPOSE_LABELS[p.purpose] ?? p.purpose },
            { key: 'amount', header: 'Importo', align: 'end', cell: (p) => euros(p.amount_cents) },
            { key: 'status', header: 'Stato', cell: (p) => PAYMENT_LABELS[p.status] ?? p.status },
            { key: 'invoice', header: 'Fattura', cell: (p) => p.invoice_code ?? '—' },
          ]}
        />
      </section>
      <section className="adm-card" aria-labelledby="dealer-members">
        <h2 id="dealer-members">Titolari e amministratori</h2>
        {dealer.memberships.length === 0 ? <p>Nessuna persona collegata.</p> : (
          <ul className="adm-members">
            {dealer.memberships.map((m) => (
              <li key={m.user.uuid}>
                <Link to={`/admin/dealer-admins/${m.user.uuid}`}>{[m.user.name, m.user.surname].filter(Boolean).join(' ') || m.user.email}</Link>
                <span>{m.user.email}</span>
                <Badge tone={m.role === 'owner' ? 'primary' : 'neutral'}>{ROLE_LABELS[m.role]}</Badge>
                {m.user.enabled ? null : <Badge tone="danger">Utente disattivato</Badge>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <AuditTrail entityType="dealer" entityId={dealer.uuid} />
    </AdminSection>
  );
}

/** /admin/dealers/:uuid: a dealer's plan, usage, listings, payments and people; corrections, enable / disable, audit trail. */
export function DealerDetailPage() {
  const { uuid = '' } = useParams();
  const [dealer, status, error, open, retry] = useUnit([$dealer, $status, $loadError, dealerOpened, dealerRetried]);
  useEffect(() => { open(uuid.toLowerCase()); }, [uuid, open]);
  if (status === 'missing') throw new ScreenError(404);
  if (status === 'error') {
    return <AdminSection title="Concessionario"><ErrorState title="Impossibile caricare il concessionario" text={error ?? undefined} onRetry={() => retry()} /></AdminSection>;
  }
  if (!dealer || dealer.uuid !== uuid.toLowerCase()) {
    return <AdminSection title="Concessionario"><p aria-busy="true"><Spinner size="sm" decorative /> Caricamento del concessionario…</p></AdminSection>;
  }
  return <DealerBody dealer={dealer} />;
}
