import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from '../vitest.shared.js';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    ...sharedTestOptions('mf-admin'),
    // CSS imported by the pages is irrelevant to behaviour.
    css: false,
  },
});
