import { Link } from '@automercato/router';
import { InfoArticle } from './InfoLayout';
import { t } from './texts';

/** The plans of DECISIONS.md (monthly prices, VAT excluded). */
export const PLANS = [
  { tier: 'Free', price: '0 €', listings: '10', showcase: '—', featured: '—', reports: '—', note: t('forDealersPageStrings.perIniziare') },
  { tier: 'Base', price: '49 €', listings: '50', showcase: '2', featured: '1', reports: '5', note: t('forDealersPageStrings.piccoliSaloni') },
  { tier: 'Pro', price: '149 €', listings: '200', showcase: '10', featured: '5', reports: '25', note: t('forDealersPageStrings.ilPiuScelto') },
  { tier: 'Premium', price: '349 €', listings: 'Illimitati', showcase: '30', featured: '15', reports: '100', note: t('forDealersPageStrings.gruppiEGrandiVolumi') },
] as const;

export function ForDealersPage() {
  return (
    <InfoArticle
      heading={t('forDealersPage.vendiLeTueAuto')}
      lead="Porta i tuoi annunci davanti a chi sta cercando davvero un’auto: acquirenti informati, contatti qualificati e la fiducia del report sulla storia del veicolo."
    >
      <h2>{t('forDealersPage.provaGratisPer30')}</h2>
      <p>{t('forDealersPage.registraLaTuaConcessionaria')}</p>
      <p>
        <Link className="am-button" to="/dealer/signup">{t('forDealersPage.registraLaTuaConcessionaria2')}</Link>
      </p>

      <h2>{t('forDealersPage.iPiani')}</h2>
      <p>{t('forDealersPage.prezziMensiliIvaEsclusa')}</p>
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
            {PLANS.map((plan) => (
              <tr key={plan.tier}>
                <th scope="row">
                  {plan.tier}
                  <span className="am-plans__note">{plan.note}</span>
                </th>
                <td>{plan.price}</td>
                <td>{plan.listings}</td>
                <td>{plan.showcase}</td>
                <td>{plan.featured}</td>
                <td>{plan.reports}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>{t('forDealersPage.vetrinaEdEvidenza')}</h2>
      <p>{t('forDealersPage.gliAnnunci')}<strong>{t('forDealersPage.inVetrina')}</strong>{t('forDealersPage.compaionoNellaHomePage')}<strong>{t('forDealersPage.inEvidenza')}</strong>{t('forDealersPage.sonoMostratiPerPrimi')}</p>

      <h2>{t('forDealersPage.reportSullaStoriaDel')}</h2>
      <p>{t('forDealersPage.ogniPianoAPagamento')}<strong>{t('forDealersPage.n10ReportA49')}</strong>{' '}
        o <strong>{t('forDealersPage.n50ReportA199')}</strong>{t('forDealersPage.ivaEsclusaICrediti')}</p>
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
