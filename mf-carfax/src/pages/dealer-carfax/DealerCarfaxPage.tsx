/**
 * /dealer/{uuid}/carfax: what the dealer can spend (plan reports left this month + credits, SPEC
 * §9), the credit packages on sale and bought, "Compra un report", and the buyers' requests.
 */
import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useParams, useSearchParams } from '@automercato/router';
import { DealerAreaLayout } from '@automercato/entities/area-nav';
import { useApi } from '@automercato/entities/api';
import { formatDate, formatPrice } from '@automercato/i18n';
import { Spinner } from '@automercato/ui/spinner';
import { BuyReportForm } from '../../features/buy-report/ui/BuyReportForm';
import { RequestsPanel } from '../../features/requests/ui/RequestsPanel';
import { $availability, $availabilityFailed, $purchases, $purchasesStatus, CREDIT_PACKAGES, creditsOpened, dealerPageOpened } from '../../features/dealer-plan/model/credits';
import '../../lib/carfax.css';

export function DealerCarfaxPage() {
  const { dealerUuid = '' } = useParams();
  const api = useApi();
  const [availability, availabilityFailed, purchases, purchasesStatus] = useUnit([$availability, $availabilityFailed, $purchases, $purchasesStatus]);
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
      <title>Report Carfax – AutoMercato</title>
      <div className="am-cfx-page">
        <h1>Report Carfax</h1>
        {outcome === 'ok' ? (
          <p className="am-cfx-notice" role="status">Pagamento ricevuto: i crediti del pacchetto compaiono qui sotto appena il pagamento è confermato (di solito in pochi secondi). Riceverai la fattura.</p>
        ) : outcome === 'annullato' ? (
          <p className="am-cfx-notice" role="status">Acquisto annullato: non ti è stato addebitato nulla.</p>
        ) : null}

        <section className="am-cfx-panel" aria-labelledby="cfx-availability">
          <h2 id="cfx-availability">Report disponibili</h2>
          {availability ? (
            <div className="am-cfx-counters">
              <p className="am-cfx-counter"><strong>{availability.total}</strong> report disponibili in totale</p>
              <p className="am-cfx-counter"><strong>{availability.subscription.availability}</strong> dal piano questo mese (su {availability.subscription.per_month})</p>
              <p className="am-cfx-counter"><strong>{availability.credit.availability}</strong> dai pacchetti di crediti</p>
            </div>
          ) : availabilityFailed ? (
            <p role="alert">Impossibile caricare la disponibilità. Ricarica la pagina.</p>
          ) : (
            <p><Spinner size="sm" decorative /> Caricamento…</p>
          )}
          <p className="am-cfx-note">Ogni acquisto usa prima i report mensili del piano, poi i crediti più vecchi. I crediti scadono 12 mesi dopo l&apos;acquisto.</p>
        </section>

        <section className="am-cfx-panel" aria-labelledby="cfx-buy">
          <h2 id="cfx-buy">Compra un report</h2>
          <BuyReportForm scope={scope} disabledReason={availability && availability.total === 0 ? 'Non hai report disponibili: acquista un pacchetto di crediti qui sotto o passa a un piano con report inclusi.' : null} />
        </section>

        <section className="am-cfx-panel" aria-labelledby="cfx-packages">
          <h2 id="cfx-packages">Pacchetti di crediti</h2>
          <ul className="am-cfx-packages">
            {CREDIT_PACKAGES.map((p) => (
              <li key={p.code} className="am-cfx-package">
                <h3>{p.reports} report</h3>
                <p className="am-cfx-package__price">{formatPrice(p.price)} <small>+ IVA</small></p>
                <p className="am-cfx-note">{p.perReport} € a report · validi 12 mesi</p>
                {/* The back end's checkout page: a full page navigation. */}
                <a className="am-btn am-btn--primary am-btn--md" href={api.links.carfaxPackageCheckout(dealerUuid, p.code)} aria-label={`Acquista il pacchetto da ${p.reports} report`}>
                  Acquista
                </a>
              </li>
            ))}
          </ul>
          <h3>Pacchetti acquistati</h3>
          {purchasesStatus === 'error' ? <p role="alert">Impossibile caricare i pacchetti acquistati.</p> : purchases.length === 0 ? (
            purchasesStatus === 'ready' ? <p>Non hai ancora acquistato pacchetti.</p> : <p><Spinner size="sm" decorative /> Caricamento…</p>
          ) : (
            <div className="am-cfx-table-wrap">
              <table className="am-cfx-table">
                <caption className="am-visually-hidden">Pacchetti di crediti acquistati</caption>
                <thead><tr><th scope="col">Pacchetto</th><th scope="col">Acquistato il</th><th scope="col">Usati</th><th scope="col">Rimasti</th><th scope="col">Scadenza</th></tr></thead>
                <tbody>
                  {purchases.map((p) => (
                    <tr key={p.uuid}>
                      <td>{p.package.name}</td>
                      <td>{formatDate(p.purchased_at)}</td>
                      <td>{p.reports_used} di {p.reports_total}</td>
                      <td>{p.reports_left}</td>
                      <td>{p.expired ? <strong>Scaduto il {formatDate(p.expires_at)}</strong> : formatDate(p.expires_at)}</td>
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
