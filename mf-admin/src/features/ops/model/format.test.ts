import { describe, expect, it } from 'vitest';
import { formatMs, formatUptime } from './format';

describe('ops formats', () => {
  it('writes durations and uptimes the Italian way', () => {
    expect(formatMs(12.5)).toBe('12,5 ms');
    expect(formatMs(1250)).toBe('1,3 s');
    expect(formatUptime(3 * 3600 + 5 * 60)).toBe('3 h 5 min');
    expect(formatUptime(50 * 3600)).toBe('2 g 2 h');
    expect(formatUptime(59)).toBe('0 min');
  });
});
