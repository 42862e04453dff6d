import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The browser's localStorage, as far as the module uses it (this package's tests run in node). */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() { return data.size; },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => { data.delete(key); },
    setItem: (key, value) => { data.set(key, String(value)); },
  };
}

describe('"Area concessionario" opens the dealer last used', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    vi.resetModules();
  });
  afterEach(() => vi.unstubAllGlobals());

  const mine = [{ uuid: 'd-1', name: 'Autosalone Torino' }, { uuid: 'd-2', name: 'Autosalone Asti' }];

  it('without a dealer used yet, the area entry lets the guards choose or ask', async () => {
    const { $dealerAreaPath, ownDealersSet } = await import('./dealer');
    const scope = fork();
    await allSettled(ownDealersSet, { scope, params: mine });
    expect(scope.getState($dealerAreaPath)).toBe('/dealer/q/listings');
  });

  it('remembers the dealer opened, also after a reload', async () => {
    const first = await import('./dealer');
    const scope = fork();
    await allSettled(first.ownDealersSet, { scope, params: mine });
    await allSettled(first.dealerAreaVisited, { scope, params: 'D-2' });
    expect(scope.getState(first.$dealerAreaPath)).toBe('/dealer/d-2/listings');
    expect(storage.getItem(first.LAST_DEALER_KEY)).toBe('d-2');

    // A reload: a fresh module reads what the last page left.
    vi.resetModules();
    const reloaded = await import('./dealer');
    const after = fork();
    await allSettled(reloaded.ownDealersSet, { scope: after, params: mine });
    expect(after.getState(reloaded.$dealerAreaPath)).toBe('/dealer/d-2/listings');
  });

  it('ignores a remembered dealer the user does not own (another account on this browser)', async () => {
    storage.setItem('automercato:last-dealer', 'x-9');
    const { $dealerAreaPath, ownDealersSet } = await import('./dealer');
    const scope = fork();
    await allSettled(ownDealersSet, { scope, params: mine });
    expect(scope.getState($dealerAreaPath)).toBe('/dealer/q/listings');
  });
});
