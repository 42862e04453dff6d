/**
 * /dealer/{uuid}/carfax: what the dealer can spend (plan reports left this month + credits, SPEC
 * §9), the credit packages on sale and bought, "Compra un report", and the buyers' requests.
 */
import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useParams, useSearchParams } from '@automercato/router';
import { DealerAreaLayout } from '@automercato/entities/area-nav';
import { useApi } from '@automercato/entities/api';
import { formatDate, formatNumber, formatPrice } from '@automercato/i18n';
import { Spinner } from '@automercato/ui/spinner';
import { BuyReportForm } from '../../features/buy-report/ui/BuyReportForm';
import { RequestsPanel } from '../../features/requests/ui/RequestsPanel';
import { $availability, $availabilityFailed, $packages, $purchases, $purchasesStatus, creditsOpened, dealerPageOpened } from '../../features/dealer-plan/model/credits';
import '../../lib/carfax.css';
import { t } from './texts';

/** A price to the cent ("4,90 €"): what one report costs in a pack. */
const formatCents = (cents: number) => formatNumber(cents / 100, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function DealerCarfaxPage() {
  const { dealerUuid = '' } = useParams();
  const api = useApi();
  const [availability, availabilityFailed, purchases, purchasesStatus, packages] = useUnit([$availability, $availabilityFailed, $purchases, $purchasesStatus, $packages]);
  const [openDealer, openCredits] = useUnit([dealerPageOpened, creditsOpened]);
  useEffect(() => {
    openDealer(dealerUuid);
    openCredits(dealerUuid);
  }, [dealerUuid, openDealer, openCredits]);
  const scope = { kind: 'dealer' as const, dealerUuid };
  // Back from the package checkout (?acquisto=ok|annullato): say what happened. The credits come with
  // the provider's webhook, which may land a moment after the dealer does.
  const [query] = useSearchParams();
  const outcome = query.get('acquisto');
  return (
    <DealerAreaLayout dealerUuid={dealerUuid}>
      <title>{t('dealerCarfaxPage.reportCarfaxAutomercato')}</title>
      <div className="am-cfx-page">
        <h1>{t('dealerCarfaxPage.reportCarfax')}</h1>
        {outcome === 'ok' ? (
          <p className="am-cfx-notice" role="status">{t('dealerCarfaxPage.pagamentoRicevutoICrediti')}</p>
        ) : outcome === 'annullato' ? (
          <p className="am-cfx-notice" role="status">{t('dealerCarfaxPage.acquistoAnnullatoNonTi')}</p>
        ) : null}

        <section className="am-cfx-panel" aria-labelledby="cfx-availability">
          <h2 id="cfx-availability">{t('dealerCarfaxPage.reportDisponibili')}</h2>
          {availability ? (
            <div className="am-cfx-counters">
              <p className="am-cfx-counter"><strong>{availability.total}</strong>{t('dealerCarfaxPage.reportDisponibiliInTotale')}</p>
              <p className="am-cfx-counter"><strong>{availability.subscription.availability}</strong>{t('dealerCarfaxPage.dalPianoQuestoMese')}{availability.subscription.per_month})</p>
              <p className="am-cfx-counter"><strong>{availability.credit.availability}</strong>{t('dealerCarfaxPage.daiPacchettiDiCrediti')}</p>
            </div>
          ) : availabilityFailed ? (
            <p role="alert">{t('dealerCarfaxPage.impossibileCaricareLaDisponibilita')}</p>
          ) : (
            <p><Spinner size="sm" decorative />{t('dealerCarfaxPage.caricamento')}</p>
          )}
          <p className="am-cfx-note">{t('dealerCarfaxPage.ogniAcquistoUsaPrima')}</p>
        </section>

        <section className="am-cfx-panel" aria-labelledby="cfx-buy">
          <h2 id="cfx-buy">{t('dealerCarfaxPage.compraUnReport')}</h2>
          <BuyReportForm scope={scope} disabledReason={availability && availability.total === 0 ? t('dealerCarfaxPageStrings.nonHaiReportDisponibili') : null} />
        </section>

        <section className="am-cfx-panel" aria-labelledby="cfx-packages">
          <h2 id="cfx-packages">{t('dealerCarfaxPage.pacchettiDiCrediti')}</h2>
          {packages === 'error' ? <p role="alert">{t('dealerCarfaxPage.packagesFailed')}</p> : packages === null ? <p><Spinner size="sm" decorative /> {t('dealerCarfaxPage.packagesLoading')}</p> : (
          <ul className="am-cfx-packages">
            {packages.map((p) => (
              <li key={p.code} className="am-cfx-package">
                <h3>{p.reports}{t('dealerCarfaxPage.report')}</h3>
                <p className="am-cfx-package__price">{formatPrice(p.price_cents / 100)} <small>{t('dealerCarfaxPage.iva')}</small></p>
                <p className="am-cfx-note">{t('dealerCarfaxPage.perReport', { price: formatCents(p.per_report_cents), months: p.validity_months })}</p>
                {/* The back end's checkout page: a full page navigation. */}
                <a className="am-btn am-btn--primary am-btn--md" href={api.links.carfaxPackageCheckout(dealerUuid, p.code)} aria-label={t('dealerCarfaxPage.acquistaIlPacchettoDa', { reports: p.reports })}>{t('dealerCarfaxPage.acquista')}</a>
              </li>
            ))}
          </ul>
          )}
          <h3>{t('dealerCarfaxPage.pacchettiAcquistati')}</h3>
          {purchasesStatus === 'error' ? <p role="alert">{t('dealerCarfaxPage.impossibileCaricareIPacchetti')}</p> : purchases.length === 0 ? (
            purchasesStatus === 'ready' ? <p>{t('dealerCarfaxPage.nonHaiAncoraAcquistato')}</p> : <p><Spinner size="sm" decorative />{t('dealerCarfaxPage.caricamento')}</p>
          ) : (
            <div className="am-cfx-table-wrap">
              <table className="am-cfx-table">
                <caption className="am-visually-hidden">{t('dealerCarfaxPage.pacchettiDiCreditiAcquistati')}</caption>
                <thead><tr><th scope="col">{t('dealerCarfaxPage.pacchetto')}</th><th scope="col">{t('dealerCarfaxPage.acquistatoIl')}</th><th scope="col">{t('dealerCarfaxPage.usati')}</th><th scope="col">{t('dealerCarfaxPage.rimasti')}</th><th scope="col">{t('dealerCarfaxPage.scadenza')}</th></tr></thead>
                <tbody>
                  {purchases.map((p) => (
                    <tr key={p.uuid}>
                      <td>{p.package.name}</td>
                      <td>{formatDate(p.purchased_at)}</td>
                      <td>{p.reports_used}{t('dealerCarfaxPage.di')}{p.reports_total}</td>
                      <td>{p.reports_left}</td>
                      <td>{p.expired ? <strong>{t('dealerCarfaxPage.scadutoIl')}{formatDate(p.expires_at)}</strong> : formatDate(p.expires_at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>

        <RequestsPanel scope={scope} />
      </div>
    </DealerAreaLayout>
  );
}
