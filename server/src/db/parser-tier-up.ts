import v8 from 'node:v8';
import type { Extension } from '@electric-sql/pglite';

/**
 * Keeps PGlite's SQL parser out of V8's optimizing WebAssembly compiler.
 *
 * On Node 24 (V8 13.6) the Turboshaft tier-up of `raw_parser` (one 105 KB function of
 * pglite.wasm, presumably with the Bison parser inlined) takes ~600 MB of compiler memory for ~2 s, a few seconds
 * after start: the process peaks at ~800 MiB instead of ~400 MiB. No V8 flag makes that compilation
 * smaller, and V8 has no per-function opt-out; but V8 decides whether a function may tier up when it
 * first compiles it (lazily, at its first call, with Liftoff), reading `--wasm-tier-up-filter` then.
 * The parser is first called by the first query PGlite runs, inside its first `PostgresMainLoopOnce`:
 * during that one call the filter names no function (0 is an import), so the functions it compiles
 * for the first time (the parser among them) stay on Liftoff; every other function tiers up as usual.
 * Measured on the search bench: see README "Benchmarks".
 */
export const parserTierUpGuard: Extension = {
  name: 'parser-tier-up-guard',
  setup: async (_pg, emscriptenOpts: Record<string, unknown>) => {
    const preRun = (emscriptenOpts.preRun as ((mod: Record<string, unknown>) => void)[] | undefined) ?? [];
    const guard = (mod: Record<string, unknown>) => {
      const loopOnce = mod._PostgresMainLoopOnce;
      if (typeof loopOnce !== 'function') return; // another PGlite build: leave it alone
      let first = true;
      mod._PostgresMainLoopOnce = (...args: unknown[]) => {
        if (!first) return loopOnce(...args);
        first = false;
        v8.setFlagsFromString('--wasm-tier-up-filter=0');
        try {
          return loopOnce(...args);
        } finally {
          v8.setFlagsFromString('--wasm-tier-up-filter=-1');
          mod._PostgresMainLoopOnce = loopOnce;
        }
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...preRun, guard] } };
  },
};
