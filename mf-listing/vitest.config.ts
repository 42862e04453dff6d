import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from '../vitest.shared.js';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    ...sharedTestOptions('mf-listing'),
    // CSS imported by the pages is irrelevant to behaviour.
    css: false,
  },
});
