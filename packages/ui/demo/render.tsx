// Renders the demo pages with react-dom/server into demo/out/*.html (CSS inlined), then, when
// /usr/bin/chromium exists, takes the screenshots listed at the end. `pnpm --filter @automercato/ui demo`
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ConfirmDemo, DialogDemo, DrawerDemo, Gallery } from './Gallery';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, 'out');
fs.mkdirSync(out, { recursive: true });
const css = fs.readFileSync(path.join(here, '../src/styles.css'), 'utf8');

const pageCss = `
body { margin: 0; font-family: var(--am-font-sans); color: var(--am-color-ink); background: #fff; line-height: 1.5; -webkit-font-smoothing: antialiased; }
.demo { padding-top: 2rem; padding-bottom: 3rem; }
.demo-head { margin-bottom: 1.5rem; }
.demo-kicker { margin: 0; color: var(--am-color-accent); font-weight: 700; font-size: .8125rem; letter-spacing: .06em; text-transform: uppercase; }
.demo-head h1 { margin: .25rem 0 .25rem; font-size: 2rem; letter-spacing: -.02em; }
.demo-lead { margin: 0; color: var(--am-color-muted); }
.demo-section { margin-top: 2.25rem; display: flex; flex-direction: column; gap: 1.25rem; }
.demo-section > h2 { margin: 0; font-size: 1.25rem; letter-spacing: -.01em; }
.demo-panel { border: 1px solid var(--am-color-border); border-radius: var(--am-radius-lg); padding: 1.25rem; background: var(--am-color-surface); }
.demo-toasts.am-toast-region { position: static; width: auto; max-width: 25rem; transform: none; }
/* Headless screenshots freeze CSS animations at their first frame. */
.demo-toasts .am-toast { animation: none; }
.am-modal, .am-modal__panel { transition: none !important; }
.backdrop-page { padding: 2rem; }
.backdrop-page p { color: var(--am-color-muted); }
`;

// Opens the SSR-rendered <dialog> as the client would (showModal + data-state), no bundle needed.
const openScript = `<script>for (const d of document.querySelectorAll('dialog')) { d.showModal(); d.setAttribute('data-state', 'open'); const f = d.querySelector('[data-autofocus]'); if (f) f.focus(); }</script>`;

function write(name: string, element: ReactElement, extra = '') {
  const html = `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>AutoMercato UI — ${name}</title><style>${css}\n${pageCss}</style></head><body>${renderToStaticMarkup(element)}${extra}</body></html>`;
  const file = path.join(out, `${name}.html`);
  fs.writeFileSync(file, html);
  return file;
}

const behind = (
  <div className="backdrop-page">
    <h1>Risultati di ricerca</h1>
    <p>La pagina dietro la finestra modale.</p>
  </div>
);

const pages = {
  gallery: write('gallery', <Gallery />),
  dialog: write('dialog', <>{behind}<DialogDemo /></>, openScript),
  confirm: write('confirm', <>{behind}<ConfirmDemo /></>, openScript),
  drawer: write('drawer', <>{behind}<DrawerDemo /></>, openScript),
};

const shots: Array<[keyof typeof pages, number, number, string]> = [
  ['gallery', 1280, 3500, 'ui.png'],
  ['gallery', 390, 7600, 'ui-390.png'],
  ['dialog', 1280, 900, 'ui-dialog.png'],
  ['dialog', 390, 844, 'ui-dialog-390.png'],
  ['confirm', 1280, 700, 'ui-confirm.png'],
  ['drawer', 390, 844, 'ui-drawer-390.png'],
  ['drawer', 1280, 800, 'ui-drawer.png'],
];

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const shotDir = process.env.SHOT_DIR ?? '/tmp';
if (fs.existsSync(chromium) && !process.argv.includes('--no-shots')) {
  for (const [page, w, h, name] of shots) {
    const target = path.join(shotDir, name);
    execFileSync(
      chromium,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--hide-scrollbars',
        '--force-device-scale-factor=1',
        '--virtual-time-budget=2000',
        `--screenshot=${target}`,
        `--window-size=${w},${h}`,
        `file://${pages[page]}`,
      ],
      { stdio: 'ignore' },
    );
    console.log(`${target}  (${page}, ${w}×${h})`);
  }
} else {
  console.log(`HTML in ${out}`);
}
