import { describe, expect, it } from 'vitest';
import { ENTRY_FIELD, STORAGE_KEY, entryKey, markDocumentEntry, scrollPositions, scrollTargetFor, type Arrival } from './scroll-memory';

const arrival = (over: Partial<Arrival>): Arrival => ({
  firstPage: false, documentLoad: undefined, action: 'PUSH', hash: '', preventScrollReset: false, saved: undefined, ...over,
});

describe('where a page opens', () => {
  it('Back/Forward inside the app: where the person left it', () => {
    expect(scrollTargetFor(arrival({ action: 'POP', saved: 1840 }))).toEqual({ kind: 'restore', y: 1840 });
  });

  it('a link (PUSH or REPLACE): the top, even when the entry has a saved position', () => {
    expect(scrollTargetFor(arrival({ action: 'PUSH', saved: 1840 }))).toEqual({ kind: 'top' });
    expect(scrollTargetFor(arrival({ action: 'REPLACE', saved: 1840 }))).toEqual({ kind: 'top' });
  });

  it('a full page load: restored only when the document was loaded with Back/Forward', () => {
    expect(scrollTargetFor(arrival({ firstPage: true, action: 'POP', documentLoad: 'back_forward', saved: 900 }))).toEqual({ kind: 'restore', y: 900 });
    // A reload keeps the entry (and its saved position), yet opens at the top.
    expect(scrollTargetFor(arrival({ firstPage: true, action: 'POP', documentLoad: 'reload', saved: 900 }))).toEqual({ kind: 'top' });
    // A typed address, a link from a mail, the return from checkout.
    expect(scrollTargetFor(arrival({ firstPage: true, action: 'POP', documentLoad: 'navigate', saved: 900 }))).toEqual({ kind: 'top' });
    expect(scrollTargetFor(arrival({ firstPage: true, action: 'POP', documentLoad: undefined, saved: 900 }))).toEqual({ kind: 'top' });
  });

  it('Back to an entry never scrolled: the top', () => {
    expect(scrollTargetFor(arrival({ action: 'POP' }))).toEqual({ kind: 'top' });
  });

  it('an address with #id: that element, unless Back restores a position', () => {
    expect(scrollTargetFor(arrival({ hash: '#contatti' }))).toEqual({ kind: 'hash', id: 'contatti' });
    expect(scrollTargetFor(arrival({ hash: '#caf%C3%A8' }))).toEqual({ kind: 'hash', id: 'cafè' });
    expect(scrollTargetFor(arrival({ hash: '#%E0%A4%A' }))).toEqual({ kind: 'hash', id: '%E0%A4%A' });
    expect(scrollTargetFor(arrival({ action: 'POP', hash: '#contatti', saved: 300 }))).toEqual({ kind: 'restore', y: 300 });
  });

  it('preventScrollReset keeps the place on a link, never on a full load', () => {
    expect(scrollTargetFor(arrival({ action: 'PUSH', preventScrollReset: true }))).toEqual({ kind: 'keep' });
    expect(scrollTargetFor(arrival({ firstPage: true, action: 'POP', documentLoad: 'navigate', preventScrollReset: true }))).toEqual({ kind: 'top' });
  });
});

describe('one key per history entry', () => {
  const fakeHistory = (state: unknown) => ({
    state,
    replaceState(data: unknown) {
      this.state = data;
    },
  });

  it('a document opened without history state gets an id of its own, different for each load', () => {
    const a = fakeHistory(null);
    const b = fakeHistory(null);
    markDocumentEntry(a);
    markDocumentEntry(b);
    expect(entryKey('default', a.state)).toMatch(/^doc:/);
    expect(entryKey('default', a.state)).not.toBe(entryKey('default', b.state));
  });

  it('keeps the id across a reload and what the state held', () => {
    const history = fakeHistory({ other: 1 });
    markDocumentEntry(history);
    const key = entryKey('default', history.state);
    markDocumentEntry(history); // the same entry loaded again
    expect(entryKey('default', history.state)).toBe(key);
    expect(history.state).toMatchObject({ other: 1 });
  });

  it('leaves entries made by the router alone and uses their key', () => {
    const history = fakeHistory({ usr: null, key: 'k2x9', idx: 3 });
    markDocumentEntry(history);
    expect(history.state).toEqual({ usr: null, key: 'k2x9', idx: 3 });
    expect(entryKey('k2x9', history.state)).toBe('k2x9');
    expect(entryKey('default', { [ENTRY_FIELD]: 'abc' })).toBe('doc:abc');
  });
});

describe('saved positions', () => {
  const memoryStorage = () => {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
  };

  it('are kept per entry and outlive the document through sessionStorage', () => {
    const storage = memoryStorage();
    const first = scrollPositions(storage);
    first.set('results', 1840.4);
    first.set('listing', 0);
    first.persist();
    const next = scrollPositions(storage);
    expect(next.get('results')).toBe(1840);
    expect(next.get('listing')).toBe(0);
    expect(next.get('other')).toBeUndefined();
  });

  it('forget the oldest entries past the limit', () => {
    const positions = scrollPositions(null, 2);
    positions.set('a', 1);
    positions.set('b', 2);
    positions.set('a', 3); // used again: now the newest
    positions.set('c', 4);
    expect([positions.get('a'), positions.get('b'), positions.get('c')]).toEqual([3, undefined, 4]);
  });

  it('start empty from unreadable storage', () => {
    const storage = memoryStorage();
    storage.data.set(STORAGE_KEY, '{not json');
    expect(scrollPositions(storage).get('x')).toBeUndefined();
    const throwing = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); } };
    const positions = scrollPositions(throwing);
    positions.set('x', 5);
    expect(() => positions.persist()).not.toThrow();
    expect(positions.get('x')).toBe(5);
  });
});
