// Node flags for the API process. V8 sizes its heap when the process starts, so they cannot be set
// from inside the server: whatever starts `src/main.ts` passes them (scripts/start.mjs, the
// server's package scripts, e2e/playwright.config.ts, bench/search.ts and bench/web.ts).
//
// --max-semi-space-size=8 (MiB): Node 24's V8 lets the young generation grow much further than
// this API needs; under load the API's resident memory climbed by ~110 MiB of young-generation pages
// (~290 → 430+ MiB on the search bench). 8 MiB semi-spaces keep the peak at ~355 MiB for 4–8 % fewer
// requests per second (README "Benchmarks").
export const serverNodeFlags = ['--max-semi-space-size=8'];
