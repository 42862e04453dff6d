import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from '../../vitest.shared.js';

export default defineConfig({
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'happy-dom', css: false, ...sharedTestOptions('entities') },
});
