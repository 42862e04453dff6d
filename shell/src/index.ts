import { yieldToMain } from './lib/yield';

/**
 * Async boundary: shared modules (React, react-router…) are negotiated by the federation runtime
 * before any application code runs. The boot's heaviest modules are evaluated one per task, with
 * the browser let in between, rather than all in the bootstrap's one long task: their files are
 * already on their way (the page preloads them), so the steps cost no round trips.
 */
async function boot(): Promise<void> {
  for (const step of [
    () => import('react-dom/client'),
    () => import('@automercato/router'),
    // The shell's shared models (session, dealer, favourites…): effector units by the dozen.
    () => import('@automercato/shell-api'),
  ]) {
    await step();
    await yieldToMain();
  }
  const { start } = await import('./bootstrap');
  await start();
}

void boot();
