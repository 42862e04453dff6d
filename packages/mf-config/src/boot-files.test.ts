import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOT_FILES, BootFilesPlugin } from './boot-files';

type Chunk = { files: string[]; origins: { request?: string; moduleName?: string }[]; modules: { name: string }[] };

/** Runs the plugin on a build whose stats hold these chunks; returns what it wrote. */
function written(chunks: Chunk[]): { files: string[]; provided: Record<string, string[]> } | null {
  const outputPath = fs.mkdtempSync(path.join(os.tmpdir(), 'am-boot-'));
  let done: ((stats: { toJson(): unknown }) => void) | null = null;
  new BootFilesPlugin().apply({ hooks: { done: { tap: (_name, fn) => { done = fn as typeof done; } } } });
  done!({ toJson: () => ({ chunks, outputPath }) });
  const file = path.join(outputPath, BOOT_FILES);
  const out = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
  fs.rmSync(outputPath, { recursive: true, force: true });
  return out;
}

const provide = (name: string) => ({ request: '', moduleName: `provide shared module (default) ${name}@1.0.0 = /x/${name}` });
const consume = (name: string) => ({ name: `consume shared module (default) ${name}@^1.0.0 (strict) (fallback: /x/${name})` });

describe('boot-files.json (what every page loads at boot)', () => {
  const chunks: Chunk[] = [
    { files: ['static/js/async/z.1.js', 'static/css/async/z.1.css'], origins: [{ request: './bootstrap' }], modules: [{ name: './src/bootstrap.tsx' }, consume('react-dom/client')] },
    { files: ['static/js/async/t.1.js'], origins: [provide('react-dom/client')], modules: [{ name: 'react-dom/client.js' }, consume('react')] },
    { files: ['static/js/async/7.1.js'], origins: [provide('react')], modules: [{ name: 'react/index.js' }] },
    { files: ['static/js/async/y.1.js'], origins: [provide('i18next')], modules: [{ name: 'i18next.js' }] },
    { files: ['static/js/async/p.1.js'], origins: [{ request: './pages/Faq' }], modules: [{ name: './src/pages/Faq.tsx' }, consume('i18next')] },
  ];

  it('lists the bootstrap chunk and the shared modules it consumes, and theirs, not a lazy page\'s', () => {
    expect(written(chunks)?.files).toEqual(['static/css/async/z.1.css', 'static/js/async/7.1.js', 'static/js/async/t.1.js', 'static/js/async/z.1.js']);
  });

  it('names the files of each shared module the shell consumes, i18next included (a later page loads it)', () => {
    expect(written(chunks)?.provided).toEqual({
      'react-dom/client': ['static/js/async/t.1.js'], react: ['static/js/async/7.1.js'], i18next: ['static/js/async/y.1.js'],
    });
  });

  it('writes nothing for a build without a bootstrap (a remote)', () => {
    expect(written(chunks.slice(1))).toBeNull();
  });
});
