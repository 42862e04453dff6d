import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePolling } from './usePolling';

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (value: DocumentVisibilityState) => {
  visibility = value;
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('usePolling', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks again every interval while visible, never while hidden, and at once when shown', async () => {
    const load = vi.fn().mockResolvedValue(1);
    const { unmount } = renderHook(() => usePolling(load, 1000));
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(load).toHaveBeenCalledTimes(2);

    act(() => setVisibility('hidden'));
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(load).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);

    await act(async () => setVisibility('visible'));
    expect(load).toHaveBeenCalledTimes(3);
    // Shown again while a timer is already set: no extra request.
    await act(async () => setVisibility('visible'));
    expect(load).toHaveBeenCalledTimes(3);

    unmount();
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(load).toHaveBeenCalledTimes(3);
  });
});
