/**
 * A paid plan's change, confirmed where it is chosen (upgrading took three detours
 * through pages that sent the dealer elsewhere). What changes, the price difference and when it
 * takes effect, then one button: the back end's plan-change form (billing's upgrade/downgrade,
 * the same the plan management page posts), which answers with the plan management page saying
 * it is done (or why not).
 */
import type { CurrentPlan, SubscriptionPlan } from '@automercato/api-sdk';
import { formToken } from '@automercato/api-sdk';
import { useApi } from '@automercato/entities/api';
import { formatDate } from '@automercato/i18n';
import { Button } from '@automercato/ui/button';
import { formatCents } from '../model/plan';

export interface PlanChangeProps {
  dealerUuid: string;
  current: CurrentPlan & { subscription_plan: NonNullable<CurrentPlan['subscription_plan']> };
  chosen: SubscriptionPlan;
}

export function PlanChange({ dealerUuid, current, chosen }: PlanChangeProps) {
  const api = useApi();
  const now = current.subscription_plan;
  const up = chosen.price_cents > now.price_cents;
  const difference = Math.abs(chosen.price_cents - now.price_cents);
  const renewal = current.current_period_end ? formatDate(current.current_period_end, 'long') : null;
  return (
    <section className="am-plan-box" aria-labelledby="plan-change">
      <h2 id="plan-change">{up ? `Passa subito al piano ${chosen.name}` : `Passa al piano ${chosen.name} dal prossimo rinnovo`}</h2>
      <dl className="am-plan-bill">
        <dt>Piano attuale: {now.name}</dt>
        <dd>{formatCents(now.price_cents)} /mese</dd>
        <dt>Nuovo piano: {chosen.name}</dt>
        <dd>{formatCents(chosen.price_cents)} /mese</dd>
        <dt className="am-plan-bill__total">Differenza (IVA {chosen.vat_rate} % esclusa)</dt>
        <dd className="am-plan-bill__total" data-testid="plan-change-difference">{up ? '+' : '−'}{formatCents(difference)} /mese</dd>
      </dl>
      <p className="am-plan-note">
        {up
          ? `Il cambio vale da subito: oggi ti addebitiamo la differenza per i giorni che restano${renewal ? ` fino al ${renewal}` : ' del mese'}, poi paghi ${formatCents(chosen.price_with_vat_cents)} al mese IVA inclusa.`
          : `I limiti del piano ${now.name} restano fino al ${renewal ?? 'prossimo rinnovo'}; da allora paghi ${formatCents(chosen.price_with_vat_cents)} al mese IVA inclusa, senza rimborsi. Si può solo se oggi non usi più di quanto consente il piano ${chosen.name} (annunci pubblicati, vetrina, evidenza).`}
      </p>
      {/* A full page navigation: the server changes the plan and shows the outcome on its plan page. */}
      <form method="post" action={api.links.planChange(dealerUuid, up ? 'upgrade' : 'downgrade')} className="am-plan-actions">
        <input type="hidden" name="_token" value={formToken()} />
        <input type="hidden" name="plan" value={chosen.uuid} />
        <Button type="submit">{`Conferma il passaggio a ${chosen.name}`}</Button>
      </form>
    </section>
  );
}
