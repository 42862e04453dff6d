import { describe, expect, it } from 'vitest';
import { UUID_SOURCE, isUuid, normalUuid } from './ids.js';

describe('ids', () => {
  it('accepts a uuid in any case and nothing else', () => {
    expect(isUuid('3f2b9c1e-8a4d-4c6b-9e21-0d5f7a8b9c10')).toBe(true);
    expect(isUuid('3F2B9C1E-8A4D-4C6B-9E21-0D5F7A8B9C10')).toBe(true);
    expect(isUuid('autosalone-rossi')).toBe(false);
    expect(isUuid('3f2b9c1e-8a4d-4c6b-9e21-0d5f7a8b9c10x')).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });

  it('gives the stored spelling and a source to build larger patterns from', () => {
    expect(normalUuid('3F2B9C1E-8A4D-4C6B-9E21-0D5F7A8B9C10')).toBe('3f2b9c1e-8a4d-4c6b-9e21-0d5f7a8b9c10');
    expect(new RegExp(`^buy-plan-(${UUID_SOURCE})$`, 'i').exec('buy-plan-3f2b9c1e-8a4d-4c6b-9e21-0d5f7a8b9c10')?.[1]).toBe('3f2b9c1e-8a4d-4c6b-9e21-0d5f7a8b9c10');
  });
});
