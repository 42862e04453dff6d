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

const ENTRY = './src/index.ts';
const provide = (name: string) => ({ request: '', moduleName: `provide shared module (default) ${name}@1.0.0 = /x/${name}` });
const consume = (name: string) => ({ name: `consume shared module (default) ${name}@^1.0.0 (strict) (fallback: /x/${name})` });

describe('boot-files.json (what every page loads at boot)', () => {
  const chunks: Chunk[] = [
    { files: ['static/js/async/z.1.js', 'static/css/async/z.1.css'], origins: [{ request: './bootstrap', moduleName: ENTRY }], modules: [{ name: './src/bootstrap.tsx' }, consume('react-dom/client')] },
    { files: ['static/js/async/t.1.js'], origins: [provide('react-dom/client')], modules: [{ name: 'react-dom/client.js' }, consume('react')] },
    { files: ['static/js/async/7.1.js'], origins: [provide('react')], modules: [{ name: 'react/index.js' }] },
    { files: ['static/js/async/y.1.js'], origins: [provide('i18next')], modules: [{ name: 'i18next.js' }] },
    // One of the boot's steps (index.ts imports the shared models in a task of their own), and what they consume.
    { files: ['static/js/async/s.1.js'], origins: [{ request: '@automercato/shell-api', moduleName: ENTRY }], modules: [consume('@automercato/shell-api')] },
    { files: ['static/js/async/2.1.js'], origins: [provide('@automercato/shell-api')], modules: [{ name: 'shell-api/index.ts' }, consume('effector')] },
    { files: ['static/js/async/h.1.js'], origins: [provide('effector')], modules: [{ name: 'effector.mjs' }] },
    { files: ['static/js/async/p.1.js'], origins: [{ request: './pages/Faq', moduleName: './src/routing/routes.tsx' }], modules: [{ name: './src/pages/Faq.tsx' }, consume('i18next')] },
  ];

  it('lists the chunks the entry imports and the shared modules they consume, and theirs, not a lazy page\'s', () => {
    expect(written(chunks)?.files).toEqual([
      'static/css/async/z.1.css', 'static/js/async/2.1.js', 'static/js/async/7.1.js', 'static/js/async/h.1.js',
      'static/js/async/s.1.js', 'static/js/async/t.1.js', 'static/js/async/z.1.js',
    ]);
  });

  it('names the files of each shared module the shell consumes, i18next included (a later page loads it)', () => {
    expect(written(chunks)?.provided).toEqual({
      'react-dom/client': ['static/js/async/t.1.js'], react: ['static/js/async/7.1.js'], i18next: ['static/js/async/y.1.js'],
      '@automercato/shell-api': ['static/js/async/2.1.js'], effector: ['static/js/async/h.1.js'],
    });
  });

  it('writes nothing for a build without a bootstrap (a remote)', () => {
    expect(written(chunks.filter((c) => !c.origins.some((o) => o.moduleName === ENTRY)))).toBeNull();
  });
});
