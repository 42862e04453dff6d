import { describe, expect, it } from 'vitest';
import { chunksOf, stockRows } from './parse.js';

const HEADER = 'riferimento;marca;modello;versione;anno;km;prezzo\n';
const csv = (rows: number) => Buffer.from(HEADER + Array.from({ length: rows }, (_, i) => `R${i};Fiat;Panda;1.2 Easy;2016;80000;7500`).join('\n'), 'utf8');

/** The file's chunks, counting how many the parser pulled. */
function counted(bytes: Buffer, size: number) {
  const seen = { chunks: 0, total: Math.ceil(bytes.length / size) };
  return { seen, chunks: (function* pulled() { for (const chunk of chunksOf(bytes, size)) { seen.chunks++; yield chunk; } })() };
}

async function drain(rows: AsyncIterable<unknown>): Promise<number> {
  let n = 0;
  for await (const _ of rows) n++;
  return n;
}

describe('stockRows', () => {
  it('stops at the row cap + 1: a file with cap + 1000 rows is refused without reading the rest', async () => {
    const { seen, chunks } = counted(csv(1100), 1024);
    await expect(drain(stockRows(chunks, { source: 'csv', encoding: 'utf-8', maxRows: 100 })))
      .rejects.toThrow('Il file ha più di 100 righe: il massimo è 100. Dividilo in più file.');
    expect(seen.total).toBeGreaterThan(40);
    // Row 101 is in the fifth KiB; csv-parse's stream reads a little ahead, never the whole file.
    expect(seen.chunks).toBeLessThan(seen.total / 2);
  });

  it('reads every row of a file at the cap, across chunk borders (UTF-8 split inside a character too)', async () => {
    const bytes = Buffer.from(`${HEADER}R1;Citroën;C3;1.2;2020;1;1\n${csv(99).toString('utf8').slice(HEADER.length)}`, 'utf8');
    const rows = [];
    for await (const row of stockRows(chunksOf(bytes, 7), { source: 'csv', encoding: 'utf-8', maxRows: 100 })) rows.push(row);
    expect(rows).toHaveLength(100);
    expect(rows[0]!.fields.marca).toBe('Citroën');
  });

  it('streams the XML feed the same way, with its cap', async () => {
    const item = (i: number) => `<annuncio><riferimento>F${i}</riferimento><marca>Fiat</marca><foto>a.jpg</foto><foto>b.jpg</foto><extra><x>1</x></extra></annuncio>`;
    const xml = (n: number) => Buffer.from(`<?xml version="1.0"?><annunci>${Array.from({ length: n }, (_, i) => item(i)).join('')}</annunci>`);
    const rows = [];
    for await (const row of stockRows(chunksOf(xml(3), 10), { source: 'feed', encoding: 'utf-8', maxRows: 5 })) rows.push(row);
    expect(rows.map((r) => r.fields)).toEqual([0, 1, 2].map((i) => ({ riferimento: `F${i}`, marca: 'Fiat', foto: 'a.jpg|b.jpg', extra: '' })));
    const { seen, chunks } = counted(xml(1000), 512);
    await expect(drain(stockRows(chunks, { source: 'feed', encoding: 'utf-8', maxRows: 100 }))).rejects.toThrow('più di 100 righe');
    expect(seen.chunks).toBeLessThan(seen.total / 2);
  });
});
