import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $dealerPlan, $planStatus, dealerPlanNeeded } from '../model/plan';

/**
 * Loads the dealer's current plan when a page of that dealer opens (SPEC §2: plan, listings,
 * messages and reports pages): into the shell's dealer state and `$dealerPlan`.
 */
export function useDealerPlan(dealerUuid: string | undefined) {
  const [plan, status, need] = useUnit([$dealerPlan, $planStatus, dealerPlanNeeded]);
  useEffect(() => {
    if (dealerUuid) need(dealerUuid);
  }, [dealerUuid, need]);
  return { plan, status, retry: () => dealerUuid && need(dealerUuid) };
}
