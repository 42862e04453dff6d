import { describe, expect, it } from 'vitest';
import { buildGlobals, buildId } from './index';

describe('per-build globals of a remote', () => {
  it('takes AM_BUILD_ID when given, as identifier characters', () => {
    expect(buildId({ AM_BUILD_ID: 'abc123' })).toBe('abc123');
    expect(buildId({ AM_BUILD_ID: '2026-11-28.1+g1a2b' })).toBe('2026_11_28_1_g1a2b');
  });

  it('otherwise differs from one build to the next', () => {
    const a = buildId({});
    const b = buildId({});
    expect(a).toMatch(/^[a-z0-9]+$/);
    expect(a).not.toBe(b);
  });

  it('names the JSONP array and the script tags after the build, never the remote alone', () => {
    expect(buildGlobals('mf_search', 'x1')).toEqual({ uniqueName: 'mf_search_x1', chunkLoadingGlobal: 'chunk_mf_search_x1' });
  });
});
