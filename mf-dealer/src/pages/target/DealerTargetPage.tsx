/**
 * /dealer/target?redirectTo=/dealer/q/<section> (SPEC §4 "Dealer target"): a user with several
 * dealers chooses the one to work on; the link is `redirectTo` with the dealer's uuid in place
 * of the `q` placeholder. (One dealer never sees this page: the shell's guard goes straight on.)
 */
import { useUnit } from 'effector-react';
import { Link, useSearchParams } from '@automercato/router';
import { $ownDealers, safeInternalPath, withDealerUuid, type OwnDealer } from '@automercato/shell-api';
import './target.css';
import { t } from './texts';

/** Where a choice leads when the address says nothing: the dealer's listings. */
export const DEFAULT_TARGET = '/dealer/q/listings';

const MEMBERSHIP: Readonly<Record<string, string>> = { owner: 'Titolare', admin: 'Amministratore' };

function details(dealer: OwnDealer): string {
  return [
    typeof dealer['city'] === 'string' ? dealer['city'] : null,
    typeof dealer['membership'] === 'string' ? MEMBERSHIP[dealer['membership']] ?? null : null,
    dealer['enabled'] === false ? 'sospeso' : null,
  ].filter(Boolean).join(' · ');
}

export function DealerTargetPage() {
  const dealers = useUnit($ownDealers);
  const [query] = useSearchParams();
  const target = safeInternalPath(query.get('redirectTo')) ?? DEFAULT_TARGET;
  return (
    <section className="am-page am-dealer-target" aria-labelledby="dealer-target-title">
      <title>{t('dealerTargetPage.scegliIlConcessionarioAutomercato')}</title>
      <h1 id="dealer-target-title">{t('dealerTargetPage.scegliIlConcessionario')}</h1>
      <p>{t('dealerTargetPage.lavoriPerPiuConcessionari')}</p>
      <ul className="am-dealer-target__list" aria-label={t('dealerTargetPage.iTuoiConcessionari')}>
        {dealers.map((dealer) => (
          <li key={dealer.uuid}>
            <Link className="am-dealer-target__choice" to={withDealerUuid(target, dealer.uuid)}>
              <strong>{dealer.name ?? t('dealerTargetPage.concessionario')}</strong>
              {details(dealer) ? <span>{details(dealer)}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
