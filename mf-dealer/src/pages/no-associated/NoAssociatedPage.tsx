/**
 * /dealer/no-associated (SPEC §4 "Dealer target": a user who owns no dealer lands here): says so
 * and leads to the dealer sign-up.
 */
import { Link } from '@automercato/router';
import { buttonClass } from '@automercato/ui/button';
import '../signup/signup.css';
import { t } from './texts';

export function NoAssociatedPage() {
  return (
    <section className="dl-signup dl-outcome" aria-labelledby="dl-no-associated-title">
      <title>{t('noAssociatedPage.nessunConcessionarioAssociatoAutomercato')}</title>
      <h1 id="dl-no-associated-title">{t('noAssociatedPage.nessunConcessionarioAssociato')}</h1>
      <p className="dl-signup__lead">{t('noAssociatedPage.ilTuoAccountNon')}</p>
      <p>
        <Link className={buttonClass({ size: 'lg' })} to="/dealer/signup">{t('noAssociatedPage.registraIlTuoConcessionario')}</Link>
      </p>
      <p>{t('noAssociatedPage.lavoriPerUnConcessionario')}</p>
    </section>
  );
}
