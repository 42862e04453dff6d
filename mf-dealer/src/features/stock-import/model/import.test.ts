import { describe, expect, it } from 'vitest';
import { FEED_RULES, countsSummary, extraFilesNote, feedUrlProblem, fileProblem, progressPercent, rowHeading, withoutRowPrefix } from './import';

describe('stock import logic', () => {
  it('refuses files that are not CSV, empty or over 20 MB', () => {
    expect(fileProblem({ name: 'stock.xlsx', size: 10 })).toBe('«stock.xlsx» non è un file CSV: scegli un file .csv.');
    // A second bad file is named: its message is not the first one's again.
    expect(fileProblem({ name: 'stock.csv', size: 0 })).toBe('Il file «stock.csv» è vuoto.');
    expect(fileProblem({ name: 'ottobre.csv', size: 0 })).toBe('Il file «ottobre.csv» è vuoto.');
    expect(fileProblem({ name: 'stock.csv', size: 21 * 1024 * 1024 })).toContain('20 MB');
    expect(fileProblem({ name: 'STOCK.CSV', size: 100 })).toBeNull();
  });
  it('names the files of a drop that are not imported', () => {
    expect(extraFilesNote([{ name: 'a.csv' }])).toBeNull();
    expect(extraFilesNote([{ name: 'a.csv' }, { name: 'b.csv' }, { name: 'c.xlsx' }]))
      .toBe('Si importa un file alla volta: caricato «a.csv». Non caricati: «b.csv», «c.xlsx». Caricali dopo questo.');
  });
  it('heads each report row with its spreadsheet row and vehicle', () => {
    expect(rowHeading({ line: 3, vehicle: 'Fiat Panda · targa AB123CD · rif. X1' })).toBe('Riga 3 — Fiat Panda · targa AB123CD · rif. X1');
    expect(rowHeading({ line: 4, vehicle: null })).toBe('Riga 4');
    expect(withoutRowPrefix("riga 3: marca 'Wolksvagen' sconosciuta")).toBe("marca 'Wolksvagen' sconosciuta");
  });
  it('checks the feed address: empty is allowed (no feed), only http(s)', () => {
    expect(feedUrlProblem('')).toBeNull();
    expect(feedUrlProblem('https://gestionale.example/feed.xml')).toBeNull();
    expect(feedUrlProblem('ftp://x/y')).toContain('http');
    expect(feedUrlProblem('gestionale')).toContain('http');
    // The form's rule is the same check (no address at all is no feed).
    expect(FEED_RULES.url(undefined, {})).toBeUndefined();
    expect(FEED_RULES.url('  https://gestionale.example/feed.xml ', {})).toBeUndefined();
    expect(FEED_RULES.url('ftp://x/y', {})).toBe('Inserisci un indirizzo http:// o https:// completo.');
  });
  it('progress and the counts in Italian', () => {
    expect(progressPercent({ total_rows: 0, processed_rows: 0 })).toBeNull();
    expect(progressPercent({ total_rows: 200, processed_rows: 50 })).toBe(25);
    expect(countsSummary({ new: 1, changed: 2, unchanged: 0, missing: 0, error: 1, warnings: 0 }))
      .toBe('1 nuovo, 2 modificati, 0 invariati, 0 mancanti, 1 con errori');
  });
});
