import { describe, expect, it } from 'vitest';
import { RemotesConfigError, parseRemotesConfig } from './remotes-config';

const BASE = 'https://www.automercato.it/annunci/a/b/c';

describe('parseRemotesConfig', () => {
  it('resolves relative manifest URLs against the page', () => {
    const { remotes, problems } = parseRemotesConfig(
      {
        remotes: {
          mf_search: '/mf/search/mf-manifest.json',
          mf_listing: '/mf/listing/mf-manifest.json',
          mf_dealer: 'https://cdn.example.it/dealer/1.2.3/mf-manifest.json',
          mf_carfax: '/mf/carfax/remoteEntry.js',
          mf_admin: '/mf/admin/mf-manifest.json',
        },
      },
      BASE,
    );
    expect(remotes).toEqual({
      mf_search: 'https://www.automercato.it/mf/search/mf-manifest.json',
      mf_listing: 'https://www.automercato.it/mf/listing/mf-manifest.json',
      mf_dealer: 'https://cdn.example.it/dealer/1.2.3/mf-manifest.json',
      mf_carfax: 'https://www.automercato.it/mf/carfax/remoteEntry.js',
      mf_admin: 'https://www.automercato.it/mf/admin/mf-manifest.json',
    });
    expect(problems).toEqual([]);
  });

  it('keeps the valid remotes and reports the others', () => {
    const { remotes, problems } = parseRemotesConfig(
      {
        remotes: {
          mf_search: '/mf/search/mf-manifest.json',
          mf_listing: 42,
          mf_dealer: 'javascript:alert(1)//x.json',
          mf_carfax: '/mf/carfax/index.html',
          mf_unknown: '/mf/unknown/mf-manifest.json',
        },
      },
      BASE,
    );
    expect(Object.keys(remotes)).toEqual(['mf_search']);
    expect(problems).toEqual([
      'mf_listing: expected a URL string',
      'mf_dealer: only http(s) URLs are allowed, got "javascript:"',
      'mf_carfax: expected a manifest (.json) or remote entry (.js) URL',
      'unknown remote "mf_unknown" ignored',
      'mf_admin: not configured',
    ]);
  });

  it.each([null, [], 'x', {}, { remotes: [] }, { remotes: 'x' }])('rejects %j', (json) => {
    expect(() => parseRemotesConfig(json, BASE)).toThrow(RemotesConfigError);
  });

  it('reads the versions, the preview granted and the beacon, leaving out what does not validate', () => {
    const config = parseRemotesConfig(
      {
        remotes: { mf_search: '/mf/search/3/mf-manifest.json' },
        versions: { mf_search: '3', mf_listing: '1.2.0', mf_dealer: 'Not a label', mf_unknown: '1', mf_admin: 7 },
        preview: { mf_search: '4' },
        health: { url: '/api/remote-health', sample: 0.25 },
      },
      BASE,
    );
    expect(config.versions).toEqual({ mf_search: '3', mf_listing: '1.2.0' });
    expect(config.preview).toEqual({ mf_search: '4' });
    expect(config.health).toEqual({ url: 'https://www.automercato.it/api/remote-health', sample: 0.25 });
  });

  it.each([undefined, null, { url: '/x' }, { url: '/x', sample: 2 }, { url: 'javascript:alert(1)', sample: 1 }])('ignores the beacon settings %j', (health) => {
    const config = parseRemotesConfig({ remotes: {}, health }, BASE);
    expect(config.health).toBeNull();
    expect(config.versions).toEqual({});
    expect(config.preview).toEqual({});
  });
});
