import { describe, expect, it } from 'vitest';
import { ScreenError, isScreenError } from './screen';

describe('ScreenError', () => {
  it('carries the status and an optional way on', () => {
    const error = new ScreenError(410, { action: { label: 'Cerca veicoli simili', to: '/risultati/fiat/panda' } });
    expect(error.status).toBe(410);
    expect(error.action?.to).toBe('/risultati/fiat/panda');
    expect(isScreenError(error)).toBe(true);
  });

  it('recognises a screen error from another copy of the package, and nothing else', () => {
    expect(isScreenError(Object.assign(new Error('x'), { name: 'ScreenError', status: 404 }))).toBe(true);
    expect(isScreenError(new Error('Network down'))).toBe(false);
    expect(isScreenError({ name: 'ScreenError', status: '404' })).toBe(false);
    expect(isScreenError(null)).toBe(false);
  });
});
