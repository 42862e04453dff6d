/**
 * Playwright journeys in Debian's Chromium (/usr/bin/chromium; never `playwright install`).
 *
 * By default the platform is started the way `npm start` does, but isolated: port 3100,
 * a fresh data folder, a small seed. The front-ends must be built first (`pnpm build`).
 * E2E_BASE_URL=http://host:port runs the journeys against an already running platform.
 *
 * Google sign-in runs against a local OpenID provider (support/oidc-server.ts) on a fixed
 * loopback port (E2E_OIDC_PORT, default the platform's port + 1000): the API is started with
 * GOOGLE_ISSUER pointing at it and APP_URL at the platform, so mail links and the Google
 * callback use the address the browser opens. MAIL_RATE_LIMIT is raised: every journey signs
 * up and recovers passwords from the same loopback address. DEV_OUTBOX=true lets the journeys
 * (on loopback) read mail from the dev outbox as guests; a platform given by E2E_BASE_URL needs
 * it too, and the browser on the same machine.
 */
import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from '../server/node-flags.mjs';
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, oidcIssuer, oidcPort } from './support/oidc';

const here = dirname(fileURLToPath(import.meta.url));
// E2E_PORT lets two runs (a developer's and CI's) share a machine.
const PORT = Number(process.env['E2E_PORT'] ?? 3100);
const externalBaseURL = process.env['E2E_BASE_URL'];
const baseURL = externalBaseURL ?? `http://127.0.0.1:${PORT}`;
const OIDC_PORT = oidcPort(PORT);

if (!externalBaseURL) {
  const missing = ['shell', 'mf-search', 'mf-listing', 'mf-dealer', 'mf-carfax', 'mf-admin'].filter(
    (app) => !existsSync(join(here, '..', app, 'dist')),
  );
  if (missing.length > 0) {
    throw new Error(`e2e: build the front-ends first (pnpm build); missing dist/ in: ${missing.join(', ')}`);
  }
}

// One fresh data folder per run (workers inherit the variable from the main process).
process.env['E2E_DATA_DIR'] ??= mkdtempSync(join(tmpdir(), 'automercato-e2e-'));

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env['CI'] ? 1 : 0,
  reporter: [
    ['list'],
    ...(process.env['CI'] ? [] : [['html', { open: 'never', outputFolder: 'playwright-report' }] as const]),
    // scripts/test.mjs reads the JSON report (file name from PLAYWRIGHT_JSON_OUTPUT_NAME).
    ...(process.env['PLAYWRIGHT_JSON_OUTPUT_NAME'] ? [['json'] as const] : []),
  ],
  use: {
    baseURL,
    locale: 'it-IT',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  ...(externalBaseURL
    ? {}
    : {
        webServer: [
          {
            // The stand-in for Google (a real OpenID provider on 127.0.0.1).
            command: 'node --import tsx support/oidc-server.ts',
            cwd: here,
            url: `${oidcIssuer(OIDC_PORT)}/.well-known/openid-configuration`,
            timeout: 60_000,
            reuseExistingServer: false,
            stdout: 'ignore',
            stderr: 'pipe',
            env: { OIDC_PORT: String(OIDC_PORT), APP_URL: `http://127.0.0.1:${PORT}` },
          },
          {
            command: `node ${serverNodeFlags.join(' ')} --import tsx ../server/src/main.ts`,
            cwd: here,
            url: `http://127.0.0.1:${PORT}/api/counters`,
            timeout: 120_000,
            reuseExistingServer: false,
            stdout: 'ignore',
            stderr: 'pipe',
            env: {
              PORT: String(PORT),
              HOST: '127.0.0.1',
              DATA_DIR: process.env['E2E_DATA_DIR'],
              SEED_LISTINGS: '300',
              LOG_LEVEL: 'warn',
              APP_URL: `http://127.0.0.1:${PORT}`,
              GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
              GOOGLE_CLIENT_SECRET: OIDC_CLIENT_SECRET,
              GOOGLE_ISSUER: `${oidcIssuer(OIDC_PORT)}/`,
              MAIL_RATE_LIMIT: '1000',
              DEV_OUTBOX: 'true',
              // The browser and the server share loopback: a spec that needs a visitor of another address
              // says so in X-Forwarded-For, as a proxy would (dealer-stats). Without the header, loopback.
              TRUST_PROXY: 'loopback',
              // releases.spec.ts: a failing canary is rolled back after 3 sessions (not 30), every session reports.
              RELEASES_CANARY_MIN_SESSIONS: '3',
              RELEASES_HEALTH_SAMPLE: '1',
            },
          },
        ],
      }),
});
