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
import { t } from '../texts';

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
      <h2 id="plan-change">{up ? t('planChange.passaSubitoAlPiano', { name: chosen.name }) : t('planChange.passaAlPianoDal', { name: chosen.name })}</h2>
      <dl className="am-plan-bill">
        <dt>{t('planChange.pianoAttuale')}{now.name}</dt>
        <dd>{formatCents(now.price_cents)}{t('planChange.mese')}</dd>
        <dt>{t('planChange.nuovoPiano')}{chosen.name}</dt>
        <dd>{formatCents(chosen.price_cents)}{t('planChange.mese')}</dd>
        <dt className="am-plan-bill__total">{t('planChange.differenzaIva')}{chosen.vat_rate}{t('planChange.esclusa')}</dt>
        <dd className="am-plan-bill__total" data-testid="plan-change-difference">{up ? '+' : '−'}{formatCents(difference)}{t('planChange.mese')}</dd>
      </dl>
      <p className="am-plan-note">
        {up
          ? t('planChange.ilCambioValeDa', { v0: renewal ? t('planChangeStrings.finoAl', { renewal }) : t('planChangeStrings.delMese'), v1: formatCents(chosen.price_with_vat_cents) })
          : t('planChange.iLimitiDelPiano', { name: now.name, v1: renewal ?? t('planChangeStrings.prossimoRinnovo'), v2: formatCents(chosen.price_with_vat_cents), name3: chosen.name })}
      </p>
      {/* A full page navigation: the server changes the plan and shows the outcome on its plan page. */}
      <form method="post" action={api.links.planChange(dealerUuid, up ? 'upgrade' : 'downgrade')} className="am-plan-actions">
        <input type="hidden" name="_token" value={formToken()} />
        <input type="hidden" name="plan" value={chosen.uuid} />
        <Button type="submit">{t('planChange.confermaIlPassaggioA', { name: chosen.name })}</Button>
      </form>
    </section>
  );
}
