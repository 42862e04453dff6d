import { describe, expect, it } from 'vitest';
import { sharedFor } from '@automercato/mf-config';
import pkg from '../../package.json' with { type: 'json' };
import { ROUTE_TABLE } from '../routing/table';
import { shellFederation } from './federation-file';
import { REMOTE_NEEDS } from './needs';

describe('federation.json', () => {
  it('lists what the shell needs from each remote, and what it provides with the installed versions', () => {
    const installed: Record<string, string> = { react: '19.3.1', 'react-dom': '19.3.1', effector: '23.4.4' };
    const file = shellFederation(
      {
        react: {},
        'react-dom/client': {},
        effector: {},
        '@automercato/router': { version: '0.1.0' },
      },
      (name) => installed[name] ?? null,
    );
    expect(file.needs).toEqual({
      mf_search: ['routes', 'home'],
      mf_listing: ['routes'],
      mf_dealer: ['routes'],
      mf_carfax: ['routes'],
      mf_admin: ['routes'],
    });
    expect(file.provides).toEqual({ react: '19.3.1', 'react-dom/client': '19.3.1', effector: '23.4.4', '@automercato/router': '0.1.0' });
  });

  it('refuses to publish a provided module whose installed version is unknown', () => {
    expect(() => shellFederation({ react: {} }, () => null)).toThrow('no installed version of react');
  });

  it("provides every shared entry of the shell's package.json", () => {
    const shared = sharedFor(pkg);
    const file = shellFederation(shared, () => '1.0.0');
    expect(Object.keys(file.provides)).toEqual(Object.keys(shared));
    expect(file.provides['@automercato/ui']).toBe('0.1.0');
    expect(file.provides['react']).toBe('1.0.0');
  });

  it('needs ./routes of exactly the remotes the route table hands addresses to', () => {
    const hosts = new Set(ROUTE_TABLE.flatMap((e) => (e.kind === 'remote' ? [e.remote] : [])));
    const declared = new Set(Object.entries(REMOTE_NEEDS).filter(([, exposes]) => (exposes as readonly string[]).includes('routes')).map(([r]) => r));
    expect([...declared].sort()).toEqual([...hosts].sort());
  });
});
