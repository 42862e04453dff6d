import type { CarfaxProblemCheck } from '@automercato/api-contract';

/**
 * The Problem Check as the API answers it, from carfax_reports.summary. Rows written before
 * the full document existed (migration 014) may lack some flags: missing means "not found".
 */
export function normaliseProblemCheck(value: unknown): CarfaxProblemCheck {
  const s = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const flag = (key: string) => s[key] === true;
  return {
    stolen: flag('stolen'),
    total_loss: flag('total_loss'),
    scrapped: flag('scrapped'),
    imported: flag('imported'),
    non_private_use: flag('non_private_use'),
    odometer_rollback: flag('odometer_rollback'),
    liens: flag('liens'),
    damages: flag('damages'),
    owners_count: typeof s.owners_count === 'number' ? s.owners_count : 0,
    last_km: typeof s.last_km === 'number' ? s.last_km : null,
  };
}
