import { describe, expect, it } from 'vitest';
import { autoRollbackReason, healthDeltas, NO_HEALTH } from './health.js';
import { pinnedUrl } from './present.js';

const h = (sessions: number, errors: number) => ({ ...NO_HEALTH, sessions, error_sessions: errors });
const rules = { canaryMinSessions: 30, canaryMarginPercent: 5 };

describe('the automatic rollback rule', () => {
  it('rolls back past the minimum of sessions when the canary fails more than the margin above the active version', () => {
    expect(autoRollbackReason(h(50, 21), h(100, 2), rules)).toBe('Errori nel 42% delle sessioni (21 su 50) contro il 2% della versione attiva');
    expect(autoRollbackReason(h(30, 24), h(0, 0), rules)).toBe("Errori nell'80% delle sessioni (24 su 30) contro lo 0% della versione attiva");
    expect(autoRollbackReason(h(100, 11), h(100, 1), rules)).toBe("Errori nell'11% delle sessioni (11 su 100) contro l'1% della versione attiva");
  });

  it('leaves it alone below the minimum, or within the margin', () => {
    expect(autoRollbackReason(h(29, 29), h(100, 0), rules)).toBeNull();
    expect(autoRollbackReason(h(100, 7), h(100, 2), rules)).toBeNull();
    expect(autoRollbackReason(h(100, 8), h(100, 2), rules)).not.toBeNull();
  });
});

describe('a beacon', () => {
  it('sums its events per version for the session', () => {
    expect(healthDeltas('k', [
      { remote: 'mf_search', version: '3', kind: 'load', ms: 100 },
      { remote: 'mf_search', version: '3', kind: 'load_error' },
      { remote: 'mf_search', version: '4', kind: 'render_error' },
      { remote: 'mf_search', version: '3', kind: 'load', ms: 50 },
    ])).toEqual([
      { remote: 'mf_search', version: '3', session_key: 'k', loads: 2, load_failures: 1, render_errors: 0, load_ms_total: 150 },
      { remote: 'mf_search', version: '4', session_key: 'k', loads: 0, load_failures: 0, render_errors: 1, load_ms_total: 0 },
    ]);
  });
});

describe('a pinned remote', () => {
  it('is one REMOTE_<NAME>_URL pins to an address (config.remotes holds only those)', () => {
    expect(pinnedUrl({}, 'mf_search')).toBeNull();
    expect(pinnedUrl({ mf_search: 'https://cdn.example/search/mf-manifest.json' }, 'mf_search')).toBe('https://cdn.example/search/mf-manifest.json');
  });
});
