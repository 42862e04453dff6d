import { Fragment, useEffect, useState } from 'react';
import { Link } from '@automercato/router';
import { formatNumber, formatPrice } from '@automercato/i18n/format';
import { api } from '../account/session';
import { InfoArticle } from './InfoLayout';
import { t } from './texts';

type Plan = Awaited<ReturnType<typeof api.dealers.subscriptionPlans>>[number];
type Pack = Awaited<ReturnType<typeof api.carfax.packages>>[number];
type Catalogue = { status: 'loading' } | { status: 'error' } | { status: 'ready'; plans: Plan[]; trial: Plan | null; packs: Pack[] };

const NOTES = ['free', 'base', 'pro', 'premium'] as const;
const noteOf = (code: string) => ((NOTES as readonly string[]).includes(code) ? t(`forDealersPageStrings.notes.${code as (typeof NOTES)[number]}`) : '');
const dash = (n: number) => (n > 0 ? formatNumber(n) : '—');
const listingsOf = (plan: Plan) =>
  plan.limits.active_listings === null ? t('forDealersPageStrings.unlimited') : formatNumber(plan.limits.active_listings);

/** The trial as the API defines it (its days and limits); until it arrives, the same words without numbers. */
function TrialOffer({ trial }: { trial: Plan | null }) {
  return (
    <>
      <h2>{trial?.trial_days ? t('forDealersPageStrings.trialHeading', { days: trial.trial_days }) : t('forDealersPageStrings.trialHeadingPlain')}</h2>
      <p>
        {trial?.trial_days
          ? t(trial.limits.active_listings === null ? 'forDealersPageStrings.trialLimitsUnlimited' : 'forDealersPageStrings.trialLimits', {
              days: trial.trial_days, listings: trial.limits.active_listings ?? 0, showcase: trial.limits.showcase_slots,
              featured: trial.limits.featured_slots, reports: trial.limits.reports_per_month,
            })
          : null}
        {t('forDealersPageStrings.trialTerms')}
      </p>
    </>
  );
}

/** The plans and report packs on sale, from the API: the prices a dealer is charged, never typed here. */
function useCatalogue(): Catalogue {
  const [catalogue, setCatalogue] = useState<Catalogue>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    Promise.all([api.dealers.subscriptionPlans(), api.carfax.packages()]).then(
      ([plans, packs]) => live && setCatalogue({
        status: 'ready', plans: plans.filter((p) => !p.is_trial), trial: plans.find((p) => p.is_trial) ?? null, packs,
      }),
      () => live && setCatalogue({ status: 'error' }),
    );
    return () => { live = false; };
  }, []);
  return catalogue;
}

export function ForDealersPage() {
  const catalogue = useCatalogue();
  return (
    <InfoArticle
      heading={t('forDealersPage.vendiLeTueAuto')}
      lead={t('forDealersPage.lead')}
    >
      <TrialOffer trial={catalogue.status === 'ready' ? catalogue.trial : null} />
      <p>
        <Link className="am-button" to="/dealer/signup">{t('forDealersPage.registraLaTuaConcessionaria2')}</Link>
      </p>

      <h2>{t('forDealersPage.iPiani')}</h2>
      <p>{t('forDealersPage.prezziMensiliIvaEsclusa')}</p>
      {catalogue.status === 'loading' ? <p>{t('forDealersPageStrings.loading')}</p> : catalogue.status === 'error' ? <p role="alert">{t('forDealersPageStrings.failed')}</p> : (
        <div className="am-table-scroll">
          <table className="am-plans">
            <caption className="am-visually-hidden">{t('forDealersPage.confrontoDeiPianiPer')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('forDealersPage.piano')}</th>
                <th scope="col">{t('forDealersPage.prezzoAlMese')}</th>
                <th scope="col">{t('forDealersPage.annunciAttivi')}</th>
                <th scope="col">{t('forDealersPage.vetrineInHome')}</th>
                <th scope="col">{t('forDealersPage.annunciInEvidenza')}</th>
                <th scope="col">{t('forDealersPage.reportCarfaxAlMese')}</th>
              </tr>
            </thead>
            <tbody>
              {catalogue.plans.map((plan) => (
                <tr key={plan.code}>
                  <th scope="row">
                    {plan.name}
                    <span className="am-plans__note">{noteOf(plan.code)}</span>
                  </th>
                  <td>{formatPrice(plan.price)}</td>
                  <td>{listingsOf(plan)}</td>
                  <td>{dash(plan.limits.showcase_slots)}</td>
                  <td>{dash(plan.limits.featured_slots)}</td>
                  <td>{dash(plan.limits.reports_per_month)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2>{t('forDealersPage.vetrinaEdEvidenza')}</h2>
      <p>{t('forDealersPage.gliAnnunci')}<strong>{t('forDealersPage.inVetrina')}</strong>{t('forDealersPage.compaionoNellaHomePage')}<strong>{t('forDealersPage.inEvidenza')}</strong>{t('forDealersPage.sonoMostratiPerPrimi')}</p>

      <h2>{t('forDealersPage.reportSullaStoriaDel')}</h2>
      <p>{t('forDealersPage.ogniPianoAPagamento')}{catalogue.status === 'ready' ? catalogue.packs.map((pack, i) => (
        <Fragment key={pack.code}>{i > 0 ? t('forDealersPageStrings.or') : null}<strong>{t('forDealersPageStrings.pack', { reports: pack.reports, price: formatPrice(pack.price_cents / 100) })}</strong></Fragment>
      )) : null}{t('forDealersPage.ivaEsclusaICrediti')}</p>
      <p>{t('forDealersPage.gliAcquirentiPossonoChiederti')}</p>

      <h2>{t('forDealersPage.contattiCheArrivanoA')}</h2>
      <p>{t('forDealersPage.iMessaggiDeiClienti')}</p>

      <h2>{t('forDealersPage.domande')}</h2>
      <p>{t('forDealersPage.leggiLe')}<Link to="/faq">{t('forDealersPage.domandeFrequenti')}</Link>{t('forDealersPage.oScriviA')}{' '}
        <a href="mailto:concessionari@automercato.it">{t('forDealersPage.concessionariAutomercatoIt')}</a>{t('forDealersPage.tiRichiamiamoPerUna')}<Link to="/dealer/signin">{t('forDealersPage.accedi')}</Link>.
      </p>
    </InfoArticle>
  );
}
