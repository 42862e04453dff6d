import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

describe('precompressDir', () => {
  it('writes .br and .gz beside text assets over 1 KiB that decompress to the same bytes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    const big = 'export const auto = "AutoMercato";\n'.repeat(200);
    fs.mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'static', 'js', 'main.1234abcd.js'), big);
    fs.writeFileSync(path.join(dir, 'small.css'), 'a{}');
    fs.writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(4096));

    expect(precompressDir(dir)).toBe(1);
    const js = path.join(dir, 'static', 'js', 'main.1234abcd.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${js}.br`)).toString()).toBe(big);
    expect(zlib.gunzipSync(fs.readFileSync(`${js}.gz`)).toString()).toBe(big);
    expect(fs.statSync(`${js}.br`).size).toBeLessThan(big.length / 10);
    expect(fs.existsSync(path.join(dir, 'small.css.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'photo.png.gz'))).toBe(false);
  });
});
