import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  it('loads once per key within the time limit, again after it', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1000);
    const load = vi.fn(async () => 42);
    expect(await cache.get('a', load)).toBe(42);
    expect(await cache.get('a', load)).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
  it('shares one load between concurrent callers and forgets failures', async () => {
    const cache = new TtlCache<number>(1000);
    let calls = 0;
    const slow = () => new Promise<number>((resolve) => { calls++; setTimeout(() => resolve(7), 5); });
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow)])).toEqual([7, 7]);
    expect(calls).toBe(1);
    await expect(cache.get('bad', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await Promise.resolve();
    expect(await cache.get('bad', async () => 1)).toBe(1);
  });
  it('drops the oldest entry past its size and empties on clear()', async () => {
    const cache = new TtlCache<string>(10_000, 2);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
    cache.clear();
    expect(await cache.get('c', async () => 'c3')).toBe('c3');
  });
});
