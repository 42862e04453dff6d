import { describe, expect, it } from 'vitest';
import { compatibilityProblems, manifestFacts } from './gate.js';

const manifest = (over: { name?: string; exposes?: string[]; react?: string } = {}) => JSON.stringify({
  name: over.name ?? 'mf_search',
  exposes: (over.exposes ?? ['routes', 'home']).map((name) => ({ name, path: `./${name}` })),
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: over.react ?? '^19.2.0', singleton: true },
    { name: 'only-mine', version: '1.0.0', requiredVersion: '^1.0.0', singleton: true },
  ],
});
const shell = { needs: { mf_search: ['routes', 'home'] }, provides: { react: '19.3.1' } };

describe('the compatibility gate', () => {
  it('passes a build that has what the shell loads and accepts what it provides', () => {
    expect(compatibilityProblems('mf_search', manifestFacts(manifest()), shell)).toEqual([]);
  });
  it('names a missing expose and an unsatisfied singleton in Italian', () => {
    const problems = compatibilityProblems('mf_search', manifestFacts(manifest({ exposes: ['routes'], react: '^20.0.0' })), shell);
    expect(problems).toEqual(['Manca il modulo ./home, che la shell carica.', 'Richiede react ^20.0.0, la shell fornisce 19.3.1.']);
  });
  it("refuses another remote's manifest and an unreadable one", () => {
    expect(compatibilityProblems('mf_search', manifestFacts(manifest({ name: 'mf_admin' })), shell)[0]).toMatch(/mf_admin/);
    expect(() => manifestFacts('{')).toThrow('non è un JSON valido');
    expect(() => manifestFacts('{"name":"mf_search"}')).toThrow('moduli esposti');
  });
});
