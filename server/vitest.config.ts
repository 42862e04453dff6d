import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from '../vitest.shared.js';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    ...sharedTestOptions('server'),
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // PGlite is single-threaded WASM and the machine has two cores: two workers at most.
    maxWorkers: 2,
  },
});
