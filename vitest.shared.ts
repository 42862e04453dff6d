import path from 'node:path';

type Reporter = 'default' | ['json', { outputFile: string }];

/**
 * Options every package's vitest run shares:
 * - reporters: the console, plus a JSON report when the root `npm test` asks for one
 *   (VITEST_REPORT_DIR), so it can print one closing line for all legs and name what failed;
 * - retry: in CI a failed test runs once more, as Playwright does there. A test that passes only
 *   on its retry is still named in the closing summary (its first failure stays in the report),
 *   so a flaky test is seen and mended, not hidden.
 */
export function sharedTestOptions(name: string): { reporters: Reporter[]; retry: number } {
  const retry = process.env.CI ? 1 : 0;
  const dir = process.env.VITEST_REPORT_DIR;
  if (!dir) return { reporters: ['default'], retry };
  const leg = process.env.TEST_DATABASE_URL ? 'postgres' : 'embedded';
  return { reporters: ['default', ['json', { outputFile: path.join(dir, `${name}-${leg}.json`) }]], retry };
}
