import type { RemoteHealthBody, VersionHealth } from '@automercato/api-contract';
import type { HealthDelta, HealthRow } from './queries.js';

/**
 * Health of remote versions from the shell's beacon and the rule that rolls a failing
 * canary back on its own. Pure: the service reads the rows and applies the verdict.
 */

export { EMPTY_HEALTH as NO_HEALTH } from '../publish/service.js';
import { EMPTY_HEALTH as NO_HEALTH } from '../publish/service.js';

export function presentHealth(row: HealthRow | undefined): VersionHealth {
  if (!row) return NO_HEALTH;
  return {
    sessions: row.sessions, error_sessions: row.error_sessions,
    error_rate: row.sessions ? row.error_sessions / row.sessions : null,
    load_failures: row.load_failures, render_errors: row.render_errors, load_ms_p50: row.load_ms_p50,
  };
}

/** A beacon's events summed per (remote, version): one row each for this session. */
export function healthDeltas(sessionKey: string, events: RemoteHealthBody['events']): HealthDelta[] {
  const byVersion = new Map<string, HealthDelta>();
  for (const event of events) {
    const key = `${event.remote}\u0000${event.version}`;
    const delta = byVersion.get(key) ?? {
      remote: event.remote, version: event.version, session_key: sessionKey, loads: 0, load_failures: 0, render_errors: 0, load_ms_total: 0,
    };
    if (event.kind === 'load') { delta.loads += 1; delta.load_ms_total += event.ms ?? 0; }
    if (event.kind === 'load_error') delta.load_failures += 1;
    if (event.kind === 'render_error') delta.render_errors += 1;
    byVersion.set(key, delta);
  }
  return [...byVersion.values()];
}

export interface RollbackRules {
  /** RELEASES_CANARY_MIN_SESSIONS: fewer sessions than this say nothing yet. */
  canaryMinSessions: number;
  /** RELEASES_CANARY_MARGIN: percentage points the canary may be worse than the active version by. */
  canaryMarginPercent: number;
}

/** "il 2%", "l'8%", "lo 0%": the article an Italian reader says before the number. */
function article(percent: number): 'il ' | "l'" | 'lo ' {
  if (percent === 0) return 'lo ';
  return percent === 1 || percent === 8 || percent === 11 || (percent >= 80 && percent <= 89) ? "l'" : 'il ';
}
const IN: Record<ReturnType<typeof article>, string> = { 'il ': 'nel ', "l'": "nell'", 'lo ': 'nello ' };

/**
 * Why the canary must go (Italian, for the overview and the audit trail), or null while it may stay:
 * enough sessions, and an error rate above the active version's by more than the margin. An active
 * version without sessions in the window counts as error-free.
 */
export function autoRollbackReason(canary: VersionHealth, active: VersionHealth, rules: RollbackRules): string | null {
  if (canary.sessions < rules.canaryMinSessions || !canary.sessions) return null;
  // Percentages as one division of integers: 7 of 100 is exactly 7, not 7.000000000000001.
  const canaryPercent = (canary.error_sessions * 100) / canary.sessions;
  const activePercent = active.sessions ? (active.error_sessions * 100) / active.sessions : 0;
  if (canaryPercent <= activePercent + rules.canaryMarginPercent) return null;
  const c = Math.round(canaryPercent);
  const a = Math.round(activePercent);
  return `Errori ${IN[article(c)]}${c}% delle sessioni (${canary.error_sessions} su ${canary.sessions}) contro ${article(a)}${a}% della versione attiva`;
}
