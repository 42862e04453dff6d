import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Root of the monorepo (server/src/config.ts → ../..). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Config {
  host: string;
  port: number;
  /** postgres://… → a PostgreSQL server; unset → embedded PGlite in dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  /** Listings the demo seed creates on the first start of an empty database. */
  seedListings: number;
  /**
   * Behind HTTPS: session cookies get the Secure flag and answers carry HSTS. SECURE_COOKIES, or by
   * default whether APP_URL is https.
   */
  secureCookies: boolean;
  /** Settings that work but contradict each other (SECURE_COOKIES against APP_URL): said at start, in Italian. */
  warnings: string[];
  /** Where the built shell and remotes live (served on the same origin). */
  webRoot: string;
  /**
   * Remotes pinned to an address by REMOTE_<NAME>_URL (mf_search → URL): /remotes.json hands that
   * address out and the releases map does not apply to them. The others come from the map.
   */
  remotes: Record<string, string>;
  /**
   * Releases of the remotes: retention keeps the last keepLast versions per remote and any
   * served in the last activeHours (RELEASES_KEEP_LAST, RELEASES_ACTIVE_HOURS). The health side is releaseHealth.
   */
  releases: { keepLast: number; activeHours: number };
  logLevel: string;
  sessionTtlHours: number;
  /** Public address of the site, for links in e-mails and the OAuth callback. */
  appUrl: string;
  /** smtp(s)://… sends real mail; null keeps every mail in the dev outbox (shown on /dev). */
  smtpUrl: string | null;
  mailFrom: string;
  google: { clientId: string; clientSecret: string; issuer: string } | null;
  /** Also ask the Have I Been Pwned range API (k-anonymity) about new passwords. */
  hibpUrl: string | null;
  /** Mails one address may trigger in 15 minutes (sign-ups, recovery, leads to dealers). */
  mailRateLimit: number;
  /** Stock file uploads one dealer may make in an hour (IMPORT_RATE_LIMIT). */
  importRateLimit: number;
  /** The EU VIES look-up of a dealer's partita IVA at sign-up (null: off, format and check digit only). */
  vies: { url: string } | null;
  /**
   * Proxies whose X-Forwarded-For is believed (addresses or CIDRs); false: the socket address is
   * the client, so nobody can pick the address the per-address limits count.
   */
  trustProxy: string[] | false;
  /** The dev outbox also opens to requests from this machine's loopback (admins always read it). */
  devOutbox: boolean;
  /** Pulse: in-memory request/query/exception recording behind /pulse and /metrics (PULSE=off: none). */
  pulse: { enabled: boolean; slowRequestMs: number; slowQueryMs: number };
  /** Bearer token of GET /metrics (Prometheus); null: /metrics does not exist. */
  metricsToken: string | null;
  /**
   * IMPORT_FETCH_ALLOW_HOSTS: comma-separated host:port the stock import may fetch although they
   * are private or loopback (tests' local servers). Empty (default): feeds and photos only from public addresses.
   */
  importFetchAllowHosts: string[];
  /** Job handlers run in this process (JOBS_WORKERS=on, the default); off: the API only enqueues and `npm run worker` runs them. */
  jobsWorkers: boolean;
  /** Who issues the invoices (SELLER_*): printed on every PDF and sent as CedentePrestatore in the FatturaPA XML. */
  seller: SellerConfig;
  /**
   * Payments (src/payments): both secrets set → the real provider; otherwise the local stand-in on
   * 127.0.0.1:standinPort (0: an ephemeral port) with demo cards and no real charge.
   */
  stripe: { secretKey: string | null; webhookSecret: string | null; standinPort: number };
  /**
   * The vehicle-history report provider (CARFAX_PROVIDER_URL + CARFAX_PROVIDER_KEY, calls time out
   * after CARFAX_PROVIDER_TIMEOUT_MS); null or absent: the embedded demo provider ("dimostrativo").
   */
  carfax?: { url: string; key: string; timeoutMs: number } | null;
  /**
   * Releases of the remotes, health side: a canary is rolled back automatically once it has
   * RELEASES_CANARY_MIN_SESSIONS sessions and its error rate exceeds the active version's by more than
   * RELEASES_CANARY_MARGIN percentage points; RELEASES_HEALTH_SAMPLE (0..1) is the share of tabs that report.
   */
  releaseHealth: { canaryMinSessions: number; canaryMarginPercent: number; sample: number };
}

export interface SellerConfig {
  company_name: string;
  /** Partita IVA, 11 digits (also the transmitter's code in the FatturaPA header). */
  vat_number: string;
  address: string;
  city: string;
  province: string;
  postal_code: string;
  country: string;
  email: string;
  /** FatturaPA RegimeFiscale (RF01: ordinary). */
  tax_regime: string;
}

/**
 * Clearly fictitious issuer data: the demo must never look like a real company's invoice. A real
 * deployment sets every SELLER_* variable.
 */
export const DEMO_SELLER: SellerConfig = {
  company_name: 'AutoMercato S.r.l. (dati dimostrativi)',
  vat_number: '12345678903',
  address: 'Via dell\'Esempio 1',
  city: 'Milano',
  province: 'MI',
  postal_code: '20100',
  country: 'IT',
  email: 'fatture@automercato.example',
  tax_regime: 'RF01',
};

/** Italian Partita IVA: 11 digits whose last is the check digit of the other ten. */
export function isItalianVat(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    let digit = Number(value[i]);
    if (i % 2 === 1) { digit *= 2; if (digit > 9) digit -= 9; }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10 === Number(value[10]);
}

export function sellerConfig(env: NodeJS.ProcessEnv): SellerConfig {
  const pick = (key: string, fallback: string) => env[key]?.trim() || fallback;
  const seller: SellerConfig = {
    company_name: pick('SELLER_NAME', DEMO_SELLER.company_name),
    vat_number: pick('SELLER_VAT', DEMO_SELLER.vat_number).replace(/^IT/i, ''),
    address: pick('SELLER_ADDRESS', DEMO_SELLER.address),
    city: pick('SELLER_CITY', DEMO_SELLER.city),
    province: pick('SELLER_PROVINCE', DEMO_SELLER.province).toUpperCase(),
    postal_code: pick('SELLER_POSTAL_CODE', DEMO_SELLER.postal_code),
    country: pick('SELLER_COUNTRY', DEMO_SELLER.country).toUpperCase(),
    email: pick('SELLER_EMAIL', DEMO_SELLER.email),
    tax_regime: pick('SELLER_TAX_REGIME', DEMO_SELLER.tax_regime).toUpperCase(),
  };
  if (!isItalianVat(seller.vat_number)) throw new ConfigError(`SELLER_VAT deve essere una partita IVA italiana di 11 cifre valida (ricevuto "${env.SELLER_VAT}")`);
  if (!/^[A-Z]{2}$/.test(seller.province)) throw new ConfigError(`SELLER_PROVINCE deve essere la sigla di una provincia, come MI (ricevuto "${env.SELLER_PROVINCE}")`);
  if (!/^\d{5}$/.test(seller.postal_code)) throw new ConfigError(`SELLER_POSTAL_CODE deve essere un CAP di 5 cifre (ricevuto "${env.SELLER_POSTAL_CODE}")`);
  if (!/^[A-Z]{2}$/.test(seller.country)) throw new ConfigError(`SELLER_COUNTRY deve essere un codice paese di 2 lettere, come IT (ricevuto "${env.SELLER_COUNTRY}")`);
  if (!/^RF(0[1-9]|1[0-9])$/.test(seller.tax_regime)) throw new ConfigError(`SELLER_TAX_REGIME deve essere un regime fiscale FatturaPA da RF01 a RF19 (ricevuto "${env.SELLER_TAX_REGIME}")`);
  if (!/^[^\s@]+@[^\s@]+$/.test(seller.email)) throw new ConfigError(`SELLER_EMAIL deve essere un indirizzo e-mail (ricevuto "${env.SELLER_EMAIL}")`);
  for (const [key, value, max] of [['SELLER_NAME', seller.company_name, 80], ['SELLER_ADDRESS', seller.address, 60], ['SELLER_CITY', seller.city, 60]] as const) {
    if (value.length > max) throw new ConfigError(`${key} può avere al massimo ${max} caratteri (limite della fattura elettronica)`);
  }
  return seller;
}

export class ConfigError extends Error {}

const REMOTE_NAMES = ['search', 'listing', 'dealer', 'carfax', 'admin'] as const;

function int(env: NodeJS.ProcessEnv, key: string, fallback: number, min: number, max: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${key} deve essere un numero intero (ricevuto "${raw}")`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${key} deve essere compreso tra ${min} e ${max} (ricevuto ${value})`);
  return value;
}

/** A decimal number within bounds (`0.25`, `5`). */
function decimal(env: NodeJS.ProcessEnv, key: string, fallback: number, min: number, max: number): number {
  const raw = env[key]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+(\.\d+)?$/.test(raw)) throw new ConfigError(`${key} deve essere un numero (ricevuto "${raw}")`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${key} deve essere compreso tra ${min} e ${max} (ricevuto ${value})`);
  return value;
}

function bool(env: NodeJS.ProcessEnv, key: string, fallback: boolean): boolean {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'no'].includes(raw)) return false;
  throw new ConfigError(`${key} deve essere true o false (ricevuto "${raw}")`);
}

/** `TRUST_PROXY=10.0.0.1,10.1.0.0/16`: addresses, CIDRs or proxy-addr's names (loopback, linklocal, uniquelocal). */
function proxies(env: NodeJS.ProcessEnv): string[] | false {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || ['0', 'false', 'no'].includes(raw)) return false;
  const list = raw.split(',').map((part) => part.trim()).filter(Boolean);
  for (const entry of list) {
    const [address, prefix, extra] = entry.split('/');
    const family = net.isIP(address ?? '');
    const named = ['loopback', 'linklocal', 'uniquelocal'].includes(entry);
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
    if (!named && (!family || !prefixOk || extra !== undefined)) {
      throw new ConfigError(`TRUST_PROXY deve elencare indirizzi IP o reti CIDR del proxy separati da virgole (ricevuto "${entry}")`);
    }
  }
  return list;
}

/** Reads and validates the environment once, at boot; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(`DATABASE_URL deve iniziare con postgres:// (ricevuto "${databaseUrl.replace(/:[^:@/]*@/, ':***@')}")`);
  }
  const logLevel = env.LOG_LEVEL || 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL non valido: "${logLevel}"`);
  }
  const remotes: Record<string, string> = {};
  for (const name of REMOTE_NAMES) {
    const override = env[`REMOTE_${name.toUpperCase()}_URL`];
    if (override && !/^(https?:\/\/|\/)/.test(override)) {
      throw new ConfigError(`REMOTE_${name.toUpperCase()}_URL deve essere un URL assoluto o un percorso (ricevuto "${override}")`);
    }
    if (override) remotes[`mf_${name}`] = override;
  }
  const port = int(env, 'PORT', 3000, 1, 65535);
  const appUrl = (env.APP_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(appUrl)) throw new ConfigError(`APP_URL deve essere un indirizzo come https://www.automercato.it (ricevuto "${appUrl}")`);
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new ConfigError('SMTP_URL deve iniziare con smtp:// o smtps://');
  const devOutbox = bool(env, 'DEV_OUTBOX', false);
  // Without a mailer every mail (reset and verification links included) stays in the dev outbox:
  // fine on a developer's machine, never by accident on the real site.
  if (env.NODE_ENV === 'production' && !bool(env, 'ALLOW_DEV_OUTBOX_IN_PRODUCTION', false)) {
    if (!smtpUrl) {
      throw new ConfigError('In produzione (NODE_ENV=production) serve un server di posta: imposta SMTP_URL. Senza, le email restano nella posta di sviluppo; per avviare comunque così imposta ALLOW_DEV_OUTBOX_IN_PRODUCTION=true.');
    }
    if (devOutbox) {
      throw new ConfigError('DEV_OUTBOX=true in produzione (NODE_ENV=production) mostrerebbe i link riservati a chi arriva da questa macchina, anche attraverso un proxy locale: toglilo, oppure imposta ALLOW_DEV_OUTBOX_IN_PRODUCTION=true.');
    }
  }
  const https = appUrl.startsWith('https://');
  const secureCookies = bool(env, 'SECURE_COOKIES', https);
  const warnings: string[] = [];
  if (https && !secureCookies) {
    warnings.push('APP_URL è https ma SECURE_COOKIES=false: i cookie di sessione non hanno Secure e le risposte non chiedono HSTS. Togli SECURE_COOKIES per usare https.');
  }
  if (!https && secureCookies) {
    warnings.push('SECURE_COOKIES=true ma APP_URL è http: i browser non rimandano i cookie Secure su http (fuori da localhost) e l\'accesso non funzionerà. Imposta APP_URL con https://.');
  }
  const googleId = env.GOOGLE_CLIENT_ID?.trim();
  const googleSecret = env.GOOGLE_CLIENT_SECRET?.trim();
  if (Boolean(googleId) !== Boolean(googleSecret)) {
    throw new ConfigError('Per l\'accesso con Google servono sia GOOGLE_CLIENT_ID sia GOOGLE_CLIENT_SECRET');
  }
  const hibp = bool(env, 'HIBP_ENABLED', false);
  const viesUrl = (env.VIES_URL?.trim() || 'https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number');
  if (!/^https?:\/\/[^\s]+$/.test(viesUrl)) throw new ConfigError(`VIES_URL deve essere un indirizzo http(s) (ricevuto "${viesUrl}")`);
  const pulseRaw = (env.PULSE ?? '').trim().toLowerCase();
  if (pulseRaw && !['on', 'off', 'true', 'false', '1', '0'].includes(pulseRaw)) {
    throw new ConfigError(`PULSE deve essere on oppure off (ricevuto "${env.PULSE}")`);
  }
  const metricsToken = env.METRICS_TOKEN?.trim() || null;
  // A short token is guessable: the metrics name routes, users' activity and errors.
  if (metricsToken && (metricsToken.length < 16 || !/^[\x21-\x7e]+$/.test(metricsToken))) {
    throw new ConfigError('METRICS_TOKEN deve avere almeno 16 caratteri stampabili, senza spazi');
  }
  const workers = (env.JOBS_WORKERS || 'on').trim().toLowerCase();
  if (!['on', 'off'].includes(workers)) throw new ConfigError(`JOBS_WORKERS deve essere on oppure off (ricevuto "${env.JOBS_WORKERS}")`);
  const stripeKey = env.STRIPE_SECRET_KEY?.trim() || null;
  const stripeWebhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() || null;
  if (Boolean(stripeKey) !== Boolean(stripeWebhookSecret)) {
    throw new ConfigError('Per i pagamenti reali servono sia STRIPE_SECRET_KEY sia STRIPE_WEBHOOK_SECRET (senza nessuno dei due si usa lo stand-in dimostrativo)');
  }
  if (stripeKey && !/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/.test(stripeKey)) {
    throw new ConfigError('STRIPE_SECRET_KEY deve essere una chiave segreta del fornitore di pagamenti (inizia con sk_test_, sk_live_, rk_test_ o rk_live_)');
  }
  if (stripeWebhookSecret && !/^whsec_[A-Za-z0-9+/=_-]+$/.test(stripeWebhookSecret)) {
    throw new ConfigError('STRIPE_WEBHOOK_SECRET deve essere il segreto di firma dei webhook (inizia con whsec_)');
  }
  const carfaxUrl = env.CARFAX_PROVIDER_URL?.trim() || null;
  const carfaxKey = env.CARFAX_PROVIDER_KEY?.trim() || null;
  if (Boolean(carfaxUrl) !== Boolean(carfaxKey)) {
    throw new ConfigError('Per il fornitore reale dei report servono sia CARFAX_PROVIDER_URL sia CARFAX_PROVIDER_KEY (senza nessuno dei due si usa il fornitore dimostrativo)');
  }
  if (carfaxUrl && !/^https?:\/\/[^\s]+$/.test(carfaxUrl)) throw new ConfigError(`CARFAX_PROVIDER_URL deve essere un indirizzo http(s) (ricevuto "${carfaxUrl}")`);
  const carfaxTimeoutMs = int(env, 'CARFAX_PROVIDER_TIMEOUT_MS', 10_000, 100, 120_000);
  const standinPort = int(env, 'STRIPE_STANDIN_PORT', 0, 0, 65535);
  if (standinPort !== 0 && standinPort === port) {
    throw new ConfigError(`STRIPE_STANDIN_PORT deve essere diversa da PORT (entrambe ${port})`);
  }
  return {
    host: env.HOST || '0.0.0.0',
    port,
    appUrl,
    smtpUrl,
    mailFrom: env.MAIL_FROM || 'AutoMercato <no-reply@automercato.example>',
    google: googleId && googleSecret
      ? { clientId: googleId, clientSecret: googleSecret, issuer: env.GOOGLE_ISSUER || 'https://accounts.google.com' }
      : null,
    mailRateLimit: int(env, 'MAIL_RATE_LIMIT', 10, 1, 1_000_000),
    importRateLimit: int(env, 'IMPORT_RATE_LIMIT', 10, 1, 1_000_000),
    vies: bool(env, 'VIES_ENABLED', false) ? { url: viesUrl } : null,
    carfax: carfaxUrl && carfaxKey ? { url: carfaxUrl, key: carfaxKey, timeoutMs: carfaxTimeoutMs } : null,
    hibpUrl: hibp ? (env.HIBP_URL || 'https://api.pwnedpasswords.com').replace(/\/+$/, '') : null,
    databaseUrl,
    dataDir: path.resolve(repoRoot, env.DATA_DIR || 'data'),
    seedListings: int(env, 'SEED_LISTINGS', 5000, 0, 5_000_000),
    secureCookies,
    warnings,
    webRoot: path.resolve(repoRoot, env.WEB_ROOT || '.'),
    remotes,
    releases: {
      keepLast: int(env, 'RELEASES_KEEP_LAST', 10, 1, 1000),
      activeHours: int(env, 'RELEASES_ACTIVE_HOURS', 24, 1, 24 * 365),
    },
    logLevel,
    sessionTtlHours: int(env, 'SESSION_TTL_HOURS', 24 * 14, 1, 24 * 365),
    trustProxy: proxies(env),
    devOutbox,
    pulse: {
      enabled: !['off', 'false', '0'].includes(pulseRaw),
      slowRequestMs: int(env, 'PULSE_SLOW_REQUEST_MS', 1000, 1, 600_000),
      slowQueryMs: int(env, 'PULSE_SLOW_QUERY_MS', 100, 1, 600_000),
    },
    metricsToken,
    importFetchAllowHosts: (env.IMPORT_FETCH_ALLOW_HOSTS ?? '').split(',').map((h) => h.trim()).filter(Boolean),
    jobsWorkers: workers === 'on',
    seller: sellerConfig(env),
    stripe: { secretKey: stripeKey, webhookSecret: stripeWebhookSecret, standinPort },
    releaseHealth: {
      canaryMinSessions: int(env, 'RELEASES_CANARY_MIN_SESSIONS', 30, 1, 1_000_000),
      canaryMarginPercent: decimal(env, 'RELEASES_CANARY_MARGIN', 5, 0, 100),
      sample: decimal(env, 'RELEASES_HEALTH_SAMPLE', 1, 0, 1),
    },
  };
}
