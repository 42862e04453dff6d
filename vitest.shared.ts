import path from 'node:path';

type Reporter = 'default' | ['json', { outputFile: string }];

/**
 * Reporters for every package's vitest run: the console, plus a JSON report when the root
 * `npm test` asks for one (VITEST_REPORT_DIR), so it can print one closing line for all legs.
 */
export function reporters(name: string): Reporter[] {
  const dir = process.env.VITEST_REPORT_DIR;
  if (!dir) return ['default'];
  const leg = process.env.TEST_DATABASE_URL ? 'postgres' : 'embedded';
  return ['default', ['json', { outputFile: path.join(dir, `${name}-${leg}.json`) }]];
}
