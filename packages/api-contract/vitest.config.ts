import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from '../../vitest.shared.js';

export default defineConfig({ test: { include: ['src/**/*.test.ts'], ...sharedTestOptions('api-contract') } });
