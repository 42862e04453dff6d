/**
 * What the people of a dealer the admins disabled read above every page of its area:
 * that buyers no longer see it, the admins' reason (also mailed to the owners) and how to ask for
 * it back. From the user's own dealers (GET /api/user); nothing while the dealer is enabled.
 */
import { useOwnDealer } from '@automercato/shell-api';

export const DEALER_DISABLED_BANNER = {
  title: 'Concessionario disattivato dall\'amministrazione',
  text: 'Il concessionario e i suoi annunci non sono visibili al pubblico. Puoi continuare a correggere annunci e impostazioni; '
    + 'per chiedere la riattivazione rispondi all\'email ricevuta o scrivi a assistenza@automercato.it.',
} as const;

export function DealerDisabledBanner({ dealerUuid }: { dealerUuid: string }) {
  const dealer = useOwnDealer(dealerUuid);
  if (!dealer || dealer.enabled !== false) return null;
  return (
    <div className="am-vat-banner am-vat-banner--rejected" role="status" data-testid="dealer-disabled-banner">
      <strong>{DEALER_DISABLED_BANNER.title}</strong>
      {dealer.disabled_reason ? <> — motivo: «{dealer.disabled_reason}».</> : '.'}{' '}
      {DEALER_DISABLED_BANNER.text}
    </div>
  );
}
