import fs from 'node:fs';
import path from 'node:path';

/** The file the shell's build writes beside index.html: what every page loads at boot, and the files of each shared module it provides. */
export const BOOT_FILES = 'boot-files.json';

interface StatsChunk {
  files?: string[];
  origins?: { request?: string; moduleName?: string }[];
  modules?: { name?: string }[];
}
interface DoneStats { toJson(options: Record<string, unknown>): { chunks?: StatsChunk[]; outputPath?: string } }
interface Compiler { hooks: { done: { tap(name: string, fn: (stats: DoneStats) => void): void } } }

/** `consume shared module (default) react-dom/client@^19.2.0 (strict)…` → `react-dom/client`. */
const SHARED_NAME = /^(?:consume|provide) shared module \([^)]*\) (.+?)@[\^~]?\d/;

/** The shell's entry module, as the chunks' origins name it. */
const ENTRY_MODULE = './src/index.ts';

/**
 * Lists the chunks the entry's imports (`import('./bootstrap')` and the boot's steps) load before
 * anything shows: the bootstrap chunk and the shared modules it consumes (React, the router,
 * effector…). Their addresses are known only after the build; the server names them as preloads
 * (every page but a drawn one, which asks for them once it has painted), so they download with
 * the entry instead of after it has run (half a second on a slow phone).
 */
export class BootFilesPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('BootFilesPlugin', (stats) => {
      // `dependentModules`: a shared package's own consumes (shell-api's effector) are listed only with it.
      const json = stats.toJson({ all: false, chunks: true, chunkOrigins: true, chunkModules: true, chunkModulesSpace: Infinity, dependentModules: true, outputPath: true });
      const chunks = json.chunks ?? [];
      const nameIn = (text: string | undefined, kind: 'consume' | 'provide') =>
        text?.startsWith(`${kind} shared module`) ? SHARED_NAME.exec(text)?.[1] : undefined;
      // The chunks that hold each shared module the shell provides: what the page loads when it is consumed.
      const holders = new Map<string, StatsChunk[]>();
      for (const chunk of chunks) {
        for (const origin of chunk.origins ?? []) {
          const name = nameIn(origin.moduleName, 'provide');
          if (name && !holders.get(name)?.includes(chunk)) holders.set(name, [...(holders.get(name) ?? []), chunk]);
        }
      }
      // The chunks of the entry's own imports (the bootstrap, the boot's steps), then the shared
      // modules their code consumes, and those these consume.
      const boot = chunks.filter((c) => c.origins?.some((o) => o.moduleName === ENTRY_MODULE));
      const loaded = new Set(boot);
      const consumed = new Set<string>();
      for (let grew = true; grew;) {
        grew = false;
        for (const name of [...loaded].flatMap((c) => c.modules ?? []).map((m) => nameIn(m.name, 'consume'))) {
          if (!name || consumed.has(name)) continue;
          consumed.add(name);
          for (const chunk of holders.get(name) ?? []) loaded.add(chunk);
          grew = true;
        }
      }
      const filesOf = (list: Iterable<StatsChunk>) => [...new Set([...list].flatMap((c) => c.files ?? []))].sort();
      // Per shared module the shell's own code consumes, its files (those it consumes only after the boot:
      // i18next, with the first page that is not the home). The rest the boot brings anyway.
      const consumedAnywhere = new Set(chunks.flatMap((c) => c.modules ?? []).map((m) => nameIn(m.name, 'consume')));
      const provided = Object.fromEntries([...holders].filter(([name]) => consumedAnywhere.has(name))
        .map(([name, list]) => [name, filesOf(list).filter((f) => f.endsWith('.js'))]));
      if (!json.outputPath || boot.length === 0) return;
      fs.writeFileSync(path.join(json.outputPath, BOOT_FILES), `${JSON.stringify({ files: filesOf(loaded), provided }, null, 2)}\n`);
    });
  }
}
