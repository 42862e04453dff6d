import fs from 'node:fs';
import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase, type Database } from '../../src/db/database.js';
import { withDatabase } from './global-setup.js';
import type { Payments } from '../../src/payments/index.js';
import { startTestPayments, type TestPayments } from './payments.js';
import type { MediaStorage } from '../../src/media-storage/index.js';
import type { CarfaxProvider } from '../../src/carfax-provider/index.js';
import { fileSink, recordAnswers } from './openapi-answers.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The app's payment stand-in (app.payments with its address): SDK client, webhook secret, events, idle(). */
  payments: TestPayments;
  /** inject + parsed JSON body. */
  request(options: InjectOptions | string): Promise<LightMyRequestResponse & { body: any }>;
  /** A client with a cookie jar that does the XSRF dance like the web client. */
  client(): TestClient;
  /** A client signed in as this user (fails the test when the sign-in is refused). */
  signIn(email: string, password: string): Promise<TestClient>;
  close(): Promise<void>;
}

export interface TestClient {
  cookies: Map<string, string>;
  csrf(): Promise<string>;
  request(options: InjectOptions): Promise<LightMyRequestResponse & { body: any }>;
}

function parse(response: LightMyRequestResponse) {
  let body: unknown = response.body;
  if ((response.headers['content-type'] ?? '').toString().includes('json')) body = response.json();
  return Object.assign(response, { body }) as LightMyRequestResponse & { body: any };
}

/** A fresh copy of the seeded fixture and an app over it, for one test file. */
export async function createTestApp(options: {
  beforeReady?: (app: FastifyInstance) => void;
  /** Default: the payment stand-in delivering its webhooks to this app by inject (support/payments.ts). */
  payments?: Payments | ((app: FastifyInstance) => Promise<Payments>);
  mediaStorage?: MediaStorage;
  /** The vehicle-history provider (default: the demo provider). */
  carfaxProvider?: CarfaxProvider;
  env?: Record<string, string>;
  /** Other areas' parts billing calls (spies). */
  billing?: AppOptions['billing'];
} = {}): Promise<TestApp> {
  const fixture = inject('fixture');
  let database: Database;
  let dropDatabase = async () => {};
  if (fixture.kind === 'postgres') {
    const name = `am_${crypto.randomBytes(4).toString('hex')}_${fixture.template!.slice(7)}`;
    const admin = new pg.Client({ connectionString: fixture.serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${fixture.template}`);
    database = await openDatabase({ databaseUrl: withDatabase(fixture.serverUrl!, name), dataDir: '' });
    dropDatabase = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else {
    const blob = new Blob([fs.readFileSync(fixture.dumpFile!)]);
    database = await openDatabase({ databaseUrl: null, dataDir: 'memory://', loadDataDir: blob });
  }
  // Many sign-ups from one address in a test run: the per-address limit has its own test.
  // The tests read mail from the dev outbox as the e2e suite does: from loopback, switched on.
  const config = loadConfig({ WEB_ROOT: '/nonexistent-web-root', MAIL_RATE_LIMIT: '100000', DEV_OUTBOX: 'true', ...options.env });
  // Job workers run in this process and poll at pg-boss's minimum, so mail leaves promptly.
  const app = await buildApp({ database, config, logger: false, jobsPollingSeconds: 0.5, payments: options.payments ?? ((built) => startTestPayments(built)), mediaStorage: options.mediaStorage, billing: options.billing, carfaxProvider: options.carfaxProvider });
  options.beforeReady?.(app);
  // OPENAPI_ANSWERS=<file>: every answer of the run, for test/openapi-conformance.test.ts to check.
  if (process.env.OPENAPI_ANSWERS) recordAnswers(app, fileSink(process.env.OPENAPI_ANSWERS));
  await app.ready();
  // A provider of the test's own (no stand-in) is used as it is.
  const payments = app.payments.standin ? await startTestPayments(app) : app.payments as TestPayments;

  const request = async (options: InjectOptions | string) =>
    parse(await app.inject(typeof options === 'string' ? { method: 'GET', url: options } : options));

  const client = () => cookieClient(app);
  const signIn = async (email: string, password: string) => {
    const signedIn = client();
    const res = await signedIn.request({ method: 'POST', url: '/api/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`sign-in of ${email} refused: ${res.statusCode} ${JSON.stringify(res.body)}`);
    return signedIn;
  };

  return {
    app, database, payments, request, client, signIn,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

/** A client with a cookie jar that does the XSRF dance like the web client, for any app. */
export function cookieClient(app: FastifyInstance): TestClient {
  const cookies = new Map<string, string>();
  const send = async (options: InjectOptions) => {
    const response = await app.inject({
      ...options,
      cookies: { ...Object.fromEntries(cookies), ...(options.cookies ?? {}) },
    });
    for (const cookie of response.cookies as { name: string; value: string; expires?: Date }[]) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now())) cookies.delete(cookie.name);
      else cookies.set(cookie.name, cookie.value);
    }
    return parse(response);
  };
  return {
    cookies,
    async csrf() {
      await send({ method: 'GET', url: '/sanctum/csrf-cookie' });
      return cookies.get('XSRF-TOKEN')!;
    },
    async request(options: InjectOptions) {
      const method = (options.method ?? 'GET').toUpperCase();
      const headers = { ...(options.headers ?? {}) } as Record<string, string>;
      if (method !== 'GET' && !('x-xsrf-token' in headers)) {
        if (!cookies.has('XSRF-TOKEN')) await this.csrf();
        headers['x-xsrf-token'] = cookies.get('XSRF-TOKEN')!;
      }
      return send({ ...options, headers });
    },
  };
}

/**
 * Polls `probe` until it returns a value (not undefined/null/false) or the deadline passes.
 * Mail goes out after the answer, and a loaded CI machine can take seconds: a deadline in
 * time, not a count of tries, keeps these waits honest without making them flaky.
 */
export async function eventually<T>(probe: () => Promise<T | undefined | null | false>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
