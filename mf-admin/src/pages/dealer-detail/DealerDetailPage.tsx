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
import { t } from './texts';

const STATE_LABELS: Record<string, string> = { draft: 'Bozza', published: 'Pubblicato', withdrawn: 'Ritirato', sold: 'Venduto' };
const PAYMENT_LABELS: Record<string, string> = { pending: t('dealerDetailPageStrings.inAttesa'), paid: t('dealerDetailPageStrings.pagato'), failed: t('dealerDetailPageStrings.nonRiuscito'), refunded: t('dealerDetailPageStrings.rimborsato') };
const PURPOSE_LABELS: Record<string, string> = { subscription: t('dealerDetailPageStrings.abbonamento'), carfax_package: t('dealerDetailPageStrings.pacchettoReportCarfax') };
const ROLE_LABELS = { owner: 'Titolare', admin: 'Amministratore' } as const;
const euros = (cents: number) => formatPrice(cents / 100);
const limit = (used: number, allowed: number | null) => `${formatNumber(used)} / ${allowed === null ? 'illimitati' : formatNumber(allowed)}`;

function PlanCard({ dealer }: { dealer: AdminDealerDetail }) {
  const { plan, limits, usage } = dealer;
  return (
    <section className="adm-card" aria-labelledby="dealer-plan">
      <h2 id="dealer-plan">{t('dealerDetailPage.pianoEUtilizzo')}</h2>
      <dl className="adm-facts">
        <dt>{t('dealerDetailPage.piano')}</dt><dd>{plan.name}{plan.kind === 'trial' ? t('dealerDetailPage.provaGratuita') : ''}</dd>
        <dt>{t('dealerDetailPage.stato')}</dt><dd>{plan.status === null ? t('dealerDetailPage.nessunAbbonamentoFree') : plan.status === 'past_due' ? t('dealerDetailPage.pagamentoInRitardo') : plan.status === 'active' ? t('dealerDetailPage.attivo') : plan.status}</dd>
        {plan.period_end ? (<><dt>{plan.kind === 'trial' ? t('dealerDetailPage.fineProva') : t('dealerDetailPage.finePeriodo')}</dt><dd>{formatDate(plan.period_end)}{plan.cancel_at_period_end ? t('dealerDetailPage.nonSiRinnova') : ''}</dd></>) : null}
      </dl>
      <table className="adm-usage">
        <caption className="am-visually-hidden">{t('dealerDetailPage.utilizzoRispettoAiLimiti')}</caption>
        <tbody>
          <tr><th scope="row">{t('dealerDetailPage.annunciPubblicati')}</th><td>{limit(usage.published, limits.listings)}</td></tr>
          <tr><th scope="row">{t('dealerDetailPage.inVetrina')}</th><td>{limit(usage.showcase, limits.showcase)}</td></tr>
          <tr><th scope="row">{t('dealerDetailPage.inEvidenza')}</th><td>{limit(usage.featured, limits.featured)}</td></tr>
          <tr><th scope="row">{t('dealerDetailPage.reportCarfaxDelMese')}</th><td>{limit(usage.reports_this_month, limits.reports_per_month)}</td></tr>
          <tr><th scope="row">{t('dealerDetailPage.creditiReportCarfax')}</th><td>{formatNumber(usage.carfax_credits)}</td></tr>
        </tbody>
      </table>
    </section>
  );
}

function DataCard({ dealer }: { dealer: AdminDealerDetail }) {
  const [editing, edit] = useUnit([$editing, editStarted]);
  return (
    <section className="adm-card" aria-labelledby="dealer-data">
      <h2 id="dealer-data">{t('dealerDetailPage.datiDelConcessionario')}</h2>
      {editing ? <DealerEditForm dealer={dealer} /> : (
        <>
          <dl className="adm-facts">
            <dt>{t('dealerDetailPage.ragioneSociale')}</dt><dd>{dealer.company_name}</dd>
            <dt>{t('dealerDetailPage.partitaIva')}</dt><dd>{dealer.vat_number}</dd>
            <dt>{t('dealerDetailPage.eMail')}</dt><dd>{dealer.email}</dd>
            <dt>{t('dealerDetailPage.telefono')}</dt><dd>{dealer.phone ?? '—'}</dd>
            <dt>{t('dealerDetailPage.indirizzo')}</dt><dd>{[dealer.address, dealer.postal_code, dealer.city, dealer.province_code].filter(Boolean).join(', ')}</dd>
            <dt>{t('dealerDetailPage.sitoWeb')}</dt><dd>{dealer.website ?? '—'}</dd>
            <dt>{t('dealerDetailPage.sdiPec')}</dt><dd>{dealer.sdi_code ?? '—'} / {dealer.pec ?? '—'}</dd>
            <dt>{t('dealerDetailPage.registratoIl')}</dt><dd>{formatDate(dealer.created_at)}</dd>
            <dt>{t('dealerDetailPage.eMailVerificata')}</dt><dd>{dealer.verified_at ? formatDate(dealer.verified_at) : t('dealerDetailPage.no')}</dd>
          </dl>
          <p><Button variant="secondary" onClick={() => edit()}>{t('dealerDetailPage.modificaIDati')}</Button></p>
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
        ? <Button variant="danger" busy={switching} onClick={() => disable()}>{t('dealerDetailPage.disattivaConcessionario')}</Button>
        : <Button busy={switching} onClick={() => enable()}>{t('dealerDetailPage.riattivaConcessionario')}</Button>}
    >
      <p><Link to="/admin/dealers">{t('dealerDetailPage.tuttiIConcessionari')}</Link></p>
      <div className="adm-badges" aria-live="polite">
        {dealer.enabled ? <Badge tone="success">{t('dealerDetailPage.attivo')}</Badge> : <Badge tone="danger">{t('dealerDetailPage.disattivato')}</Badge>}
        {dealer.verified_at ? <Badge tone="info">{t('dealerDetailPage.verificato')}</Badge> : <Badge tone="warning">{t('dealerDetailPage.nonVerificato')}</Badge>}
        <Badge tone={VAT_TONES[dealer.vat_confirmation]}>{VAT_LABELS[dealer.vat_confirmation]}</Badge>
        <Badge>{dealer.plan.name}</Badge>
      </div>
      {!dealer.enabled && dealer.disabled_reason ? <p data-testid="dealer-disabled-reason">{t('dealerDetailPage.motivoIndicatoAiTitolari')}{dealer.disabled_reason}»</p> : null}
      <DisableDealerDialog />
      <div className="adm-cards">
        <VatReviewCard key={dealer.uuid} dealer={dealer} />
        <PlanCard dealer={dealer} />
        <DataCard dealer={dealer} />
      </div>
      <section className="adm-card" aria-labelledby="dealer-listings">
        <h2 id="dealer-listings">{t('dealerDetailPage.annunciRecenti')}{formatNumber(dealer.listings_total)}{t('dealerDetailPage.inTutto')}</h2>
        <Table
          caption={t('dealerDetailPage.annunciRecenti2')} captionHidden rows={dealer.recent_listings} rowKey={(l) => l.uuid} emptyText={t('dealerDetailPage.nessunAnnuncio')}
          columns={[
            { key: 'title', header: 'Veicolo' },
            { key: 'price', header: 'Prezzo', align: 'end', cell: (l) => formatPrice(l.price) },
            { key: 'state', header: 'Stato', cell: (l) => `${STATE_LABELS[l.state] ?? l.state}${l.status === 'disabled' ? ' (disattivato)' : ''}` },
            { key: 'flags', header: 'Vetrina / evidenza', hideOnMobile: true, cell: (l) => [l.showcase ? 'vetrina' : '', l.featured ? 'evidenza' : ''].filter(Boolean).join(', ') || '—' },
            { key: 'created_at', header: t('dealerDetailPageStrings.creatoIl'), cell: (l) => formatDate(l.created_at) },
          ]}
        />
      </section>
      <section className="adm-card" aria-labelledby="dealer-payments">
        <h2 id="dealer-payments">{t('dealerDetailPage.pagamenti')}</h2>
        <Table
          caption={t('dealerDetailPage.pagamenti')} captionHidden rows={dealer.payments} rowKey={(p) => p.uuid} emptyText={t('dealerDetailPage.nessunPagamento')}
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
        <h2 id="dealer-members">{t('dealerDetailPage.titolariEAmministratori')}</h2>
        {dealer.memberships.length === 0 ? <p>{t('dealerDetailPage.nessunaPersonaCollegata')}</p> : (
          <ul className="adm-members">
            {dealer.memberships.map((m) => (
              <li key={m.user.uuid}>
                <Link to={`/admin/dealer-admins/${m.user.uuid}`}>{[m.user.name, m.user.surname].filter(Boolean).join(' ') || m.user.email}</Link>
                <span>{m.user.email}</span>
                <Badge tone={m.role === 'owner' ? 'primary' : 'neutral'}>{ROLE_LABELS[m.role]}</Badge>
                {m.user.enabled ? null : <Badge tone="danger">{t('dealerDetailPage.utenteDisattivato')}</Badge>}
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
    return <AdminSection title={t('dealerDetailPage.concessionario')}><ErrorState title={t('dealerDetailPage.impossibileCaricareIlConcessionario')} text={error ?? undefined} onRetry={() => retry()} /></AdminSection>;
  }
  if (!dealer || dealer.uuid !== uuid.toLowerCase()) {
    return <AdminSection title={t('dealerDetailPage.concessionario')}><p aria-busy="true"><Spinner size="sm" decorative />{t('dealerDetailPage.caricamentoDelConcessionario')}</p></AdminSection>;
  }
  return <DealerBody dealer={dealer} />;
}
