import fs from 'node:fs';
import path from 'node:path';

/** The file the shell's build writes beside index.html: what every page loads at boot. */
export const BOOT_FILES = 'boot-files.json';

interface StatsChunk {
  id?: string | number | null;
  files?: string[];
  origins?: { request?: string; moduleName?: string }[];
  modules?: { name?: string }[];
}
interface DoneStats { toJson(options: Record<string, unknown>): { chunks?: StatsChunk[]; outputPath?: string } }
interface Compiler { hooks: { done: { tap(name: string, fn: (stats: DoneStats) => void): void } } }

/** `consume shared module (default) react-dom/client@^19.2.0 (strict)…` → `react-dom/client`. */
const SHARED_NAME = /^(?:consume|provide) shared module \([^)]*\) (.+?)@[\^~]?\d/;

/**
 * Lists the chunks the entry's `import('./bootstrap')` loads before anything shows: the bootstrap
 * chunk and the shared modules it consumes (React, the router, effector…). Their addresses are
 * known only after the build; the server names them as preloads in every page, so they download
 * with the entry instead of after it has run (half a second on a slow phone).
 */
export class BootFilesPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('BootFilesPlugin', (stats) => {
      const json = stats.toJson({ all: false, ids: true, chunks: true, chunkOrigins: true, chunkModules: true, outputPath: true });
      const chunks = json.chunks ?? [];
      const boot = chunks.filter((c) => c.origins?.some((o) => o.request === './bootstrap'));
      // The shared modules the bootstrap's code imports, then those they import, and the chunks that hold them.
      const consumesOf = (list: StatsChunk[]) => list.flatMap((c) => c.modules ?? [])
        .map((m) => /^consume shared module/.test(m.name ?? '') ? SHARED_NAME.exec(m.name ?? '')?.[1] : undefined)
        .filter((name): name is string => Boolean(name));
      const consumed = new Set(consumesOf(boot));
      let shared: StatsChunk[] = [];
      for (let size = -1; size !== consumed.size;) {
        size = consumed.size;
        shared = chunks.filter((c) => c.origins?.some((o) => consumed.has(SHARED_NAME.exec(o.moduleName ?? '')?.[1] ?? '')));
        for (const name of consumesOf(shared)) consumed.add(name);
      }
      // A chunk whose every module another chosen chunk already holds (react-dom for react-dom/client,
      // one more door to the router) is another way to the same code: the page loads one of them.
      const chosen: StatsChunk[] = [];
      const held = new Set<string>();
      const namesOf = (c: StatsChunk) => (c.modules ?? []).map((m) => m.name ?? '').filter((n) => n && !/shared module/.test(n));
      for (const chunk of [...boot, ...shared].sort((a, b) => namesOf(b).length - namesOf(a).length)) {
        const names = namesOf(chunk);
        if (names.length > 0 && names.every((n) => held.has(n))) continue;
        names.forEach((n) => held.add(n));
        chosen.push(chunk);
      }
      const files = [...new Set(chosen.flatMap((c) => c.files ?? []))].sort();
      if (!json.outputPath || files.length === 0) return;
      fs.writeFileSync(path.join(json.outputPath, BOOT_FILES), `${JSON.stringify({ files }, null, 2)}\n`);
    });
  }
}
