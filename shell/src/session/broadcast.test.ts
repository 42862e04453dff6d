import { describe, expect, it } from 'vitest';
import { connectSessionBroadcast, isSessionMessage, type ChannelLike } from './broadcast';

/** Two in-memory tabs on one channel name: a message reaches the other tab only. */
function pair() {
  const tabs: FakeChannel[] = [];
  class FakeChannel implements ChannelLike {
    listeners = new Set<(event: MessageEvent) => void>();
    closed = false;
    constructor() {
      tabs.push(this);
    }
    postMessage(message: unknown) {
      for (const tab of tabs) {
        if (tab !== this && !tab.closed) for (const l of tab.listeners) l({ data: message } as MessageEvent);
      }
    }
    addEventListener(_: 'message', l: (event: MessageEvent) => void) {
      this.listeners.add(l);
    }
    removeEventListener(_: 'message', l: (event: MessageEvent) => void) {
      this.listeners.delete(l);
    }
    close() {
      this.closed = true;
    }
  }
  return () => new FakeChannel();
}

describe('cross-tab session messages', () => {
  it('user:profile re-fetches in the other tabs; user:logout sends them home', () => {
    const create = pair();
    const seen: string[] = [];
    const a = connectSessionBroadcast({ onProfile: () => seen.push('a:profile'), onLogout: () => seen.push('a:logout') }, create);
    const b = connectSessionBroadcast({ onProfile: () => seen.push('b:profile'), onLogout: () => seen.push('b:logout') }, create);
    a.send({ type: 'user:profile' });
    b.send({ type: 'user:logout' });
    expect(seen).toEqual(['b:profile', 'a:logout']);
    a.close();
    b.send({ type: 'user:profile' });
    expect(seen).toEqual(['b:profile', 'a:logout']);
  });

  it('ignores anything else on the channel', () => {
    expect(isSessionMessage({ type: 'user:profile' })).toBe(true);
    expect(isSessionMessage({ type: 'user:hack' })).toBe(false);
    expect(isSessionMessage('user:logout')).toBe(false);
    expect(isSessionMessage(null)).toBe(false);
  });

  it('works without BroadcastChannel (nothing happens)', () => {
    const none = connectSessionBroadcast({ onProfile: () => {}, onLogout: () => {} }, () => null);
    expect(() => none.send({ type: 'user:logout' })).not.toThrow();
  });
});
