import { describe, expect, it } from 'vitest';
import { countsSummary, feedUrlProblem, fileProblem, progressPercent } from './import';

describe('stock import logic', () => {
  it('refuses files that are not CSV, empty or over 20 MB', () => {
    expect(fileProblem({ name: 'stock.xlsx', size: 10 })).toBe('Scegli un file CSV (.csv).');
    expect(fileProblem({ name: 'stock.csv', size: 0 })).toBe('Il file è vuoto.');
    expect(fileProblem({ name: 'stock.csv', size: 21 * 1024 * 1024 })).toContain('20 MB');
    expect(fileProblem({ name: 'STOCK.CSV', size: 100 })).toBeNull();
  });
  it('checks the feed address: empty is allowed (no feed), only http(s)', () => {
    expect(feedUrlProblem('')).toBeNull();
    expect(feedUrlProblem('https://gestionale.example/feed.xml')).toBeNull();
    expect(feedUrlProblem('ftp://x/y')).toContain('http');
    expect(feedUrlProblem('gestionale')).toContain('http');
  });
  it('progress and the counts in Italian', () => {
    expect(progressPercent({ total_rows: 0, processed_rows: 0 })).toBeNull();
    expect(progressPercent({ total_rows: 200, processed_rows: 50 })).toBe(25);
    expect(countsSummary({ new: 1, changed: 2, unchanged: 0, missing: 0, error: 1, warnings: 0 }))
      .toBe('1 nuovo, 2 modificati, 0 invariati, 0 mancanti, 1 con errori');
  });
});
