import { describe, expect, it } from 'vitest';
import { sameCompany } from './vies.js';

describe('sameCompany: VIES confirms a dealer only under its own name', () => {
  it.each([
    ['AUTOSALONE BERGAMINI S.R.L.', 'Autosalone Bergamini S.r.l.'],
    ['AUTOSALONE BERGAMINI SRL', 'Autosalone Bergamini'],
    ['CONCESSIONARIA NASCOSTA ZETA S.R.L.', 'Concessionaria Nascosta Zeta'],
    ['F.LLI ROSSI S.N.C. DI ROSSI MARIO & C.', 'F.lli Rossi snc di Rossi Mario e C.'],
    ["AUTO DELL'ÈTNA S.P.A.", "Auto dell'Etna SpA"],
  ])('%s is %s', (vies, company) => expect(sameCompany(vies, company)).toBe(true));

  it.each([
    ['COSTRUTTORE FAMOSO S.P.A.', 'Impostore Auto'],
    ['AUTOSALONE BERGAMINI S.R.L.', 'Autosalone Bergamini 2 S.r.l.'],
    [null, 'Autosalone Bergamini'],
    ['S.R.L.', 'S.p.A.'],
  ])('%s is not %s', (vies, company) => expect(sameCompany(vies, company)).toBe(false));
});
