/**
 * /dealer/failed-verification: the link to confirm the owner's e-mail did not work (expired after
 * 60 minutes, already used, or cut by the mail program). Explains it and sends a new one.
 */
import { useUnit } from 'effector-react';
import { Link } from '@automercato/router';
import { $currentUser, isEmailVerified } from '@automercato/shell-api';
import { ResendVerification } from '../../features/signup/ui/ResendVerification';
import '../signup/signup.css';
import { t } from './texts';

export function FailedVerificationPage() {
  const user = useUnit($currentUser);
  // The link was used already, by this very owner: nothing is wrong.
  if (isEmailVerified(user)) {
    return (
      <section className="dl-signup dl-outcome" aria-labelledby="dl-failed-verification-title">
        <title>{t('failedVerificationPage.indirizzoGiaConfermatoAutomercato')}</title>
        <h1 id="dl-failed-verification-title">{t('failedVerificationPage.indirizzoGiaConfermato')}</h1>
        <p className="dl-signup__lead">{t('failedVerificationPage.ilLinkNonVale')}</p>
        <p>
          <Link to="/dealer/target?redirectTo=%2Fdealer%2Fq%2Fplan">{t('failedVerificationPage.vaiAllAreaConcessionario')}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="dl-signup dl-outcome" aria-labelledby="dl-failed-verification-title">
      <title>{t('failedVerificationPage.verificaNonRiuscitaAutomercato')}</title>
      <h1 id="dl-failed-verification-title">{t('failedVerificationPage.verificaNonRiuscita')}</h1>
      <p className="dl-signup__lead">{t('failedVerificationPage.ilLinkPerConfermare')}</p>
      <p>{t('failedVerificationPage.fincheLIndirizzoNon')}</p>
      <ResendVerification />
      <p>{t('failedVerificationPage.haiGiaConfermato')}<Link to="/signin?dealer=true">{t('failedVerificationPage.accedi')}</Link>
      </p>
    </section>
  );
}
