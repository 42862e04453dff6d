import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults: port 3000, embedded database, 5,000 demo listings', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: null, seedListings: 5000, secureCookies: false });
    // No remote is pinned: each comes from the releases map.
    expect(config.remotes).toEqual({});
    expect(config.releases).toEqual({ keepLast: 10, activeHours: 24 });
  });
  it('stops with a clear Italian message on a bad value', () => {
    expect(() => loadConfig({ PORT: 'tremila' })).toThrow(new ConfigError('PORT deve essere un numero intero (ricevuto "tremila")'));
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT deve essere compreso tra 1 e 65535/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:segreto@x/db' })).toThrow(/postgres:\/\//);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:segreto@x/db' })).not.toThrow(/segreto/);
    expect(() => loadConfig({ SECURE_COOKIES: 'forse' })).toThrow(/SECURE_COOKIES deve essere true o false/);
    expect(() => loadConfig({ REMOTE_SEARCH_URL: 'ftp://x' })).toThrow(/REMOTE_SEARCH_URL/);
    expect(() => loadConfig({ RELEASES_KEEP_LAST: '0' })).toThrow(/RELEASES_KEEP_LAST deve essere compreso tra 1 e 1000/);
    expect(loadConfig({ RELEASES_ACTIVE_HOURS: '48' }).releases).toEqual({ keepLast: 10, activeHours: 48 });
  });
  it('reads the canaries\' health rules with their defaults', () => {
    expect(loadConfig({}).releaseHealth).toEqual({ canaryMinSessions: 30, canaryMarginPercent: 5, sample: 1 });
    expect(loadConfig({ RELEASES_CANARY_MIN_SESSIONS: '100', RELEASES_CANARY_MARGIN: '2.5', RELEASES_HEALTH_SAMPLE: '0.1' }).releaseHealth)
      .toEqual({ canaryMinSessions: 100, canaryMarginPercent: 2.5, sample: 0.1 });
    expect(() => loadConfig({ RELEASES_HEALTH_SAMPLE: '2' })).toThrow(/RELEASES_HEALTH_SAMPLE deve essere compreso tra 0 e 1/);
    expect(() => loadConfig({ RELEASES_CANARY_MARGIN: 'cinque' })).toThrow(/RELEASES_CANARY_MARGIN deve essere un numero/);
  });
  it('trusts no proxy and keeps the dev outbox to admins unless told', () => {
    expect(loadConfig({})).toMatchObject({ trustProxy: false, devOutbox: false });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1,loopback', DEV_OUTBOX: 'true' }))
      .toMatchObject({ trustProxy: ['10.0.0.1', '10.1.0.0/16', '::1', 'loopback'], devOutbox: true });
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY deve elencare indirizzi IP.*"true"/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.300' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ DEV_OUTBOX: 'sempre' })).toThrow(/DEV_OUTBOX deve essere true o false/);
  });
  it('a production start (NODE_ENV=production) needs a real mailer unless told explicitly; the default start does not', () => {
    expect(loadConfig({}).smtpUrl).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(new ConfigError('In produzione (NODE_ENV=production) serve un server di posta: imposta SMTP_URL. Senza, le email restano nella posta di sviluppo; per avviare comunque così imposta ALLOW_DEV_OUTBOX_IN_PRODUCTION=true.'));
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' }).smtpUrl).toBe('smtp://mail.example:587');
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_DEV_OUTBOX_IN_PRODUCTION: 'true' }).smtpUrl).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587', DEV_OUTBOX: 'true' })).toThrow(/DEV_OUTBOX=true in produzione.*ALLOW_DEV_OUTBOX_IN_PRODUCTION/);
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_DEV_OUTBOX_IN_PRODUCTION: 'forse' })).toThrow(/ALLOW_DEV_OUTBOX_IN_PRODUCTION deve essere true o false/);
  });
  it('Secure cookies (and HSTS) by default when APP_URL is https; a warning when SECURE_COOKIES says otherwise', () => {
    expect(loadConfig({})).toMatchObject({ secureCookies: false, warnings: [] });
    expect(loadConfig({ APP_URL: 'https://www.automercato.it' })).toMatchObject({ secureCookies: true, warnings: [] });
    const off = loadConfig({ APP_URL: 'https://www.automercato.it', SECURE_COOKIES: 'false' });
    expect(off.secureCookies).toBe(false);
    expect(off.warnings).toEqual([expect.stringMatching(/APP_URL è https ma SECURE_COOKIES=false/)]);
    const on = loadConfig({ APP_URL: 'http://automercato.lan', SECURE_COOKIES: 'true' });
    expect(on.secureCookies).toBe(true);
    expect(on.warnings).toEqual([expect.stringMatching(/SECURE_COOKIES=true ma APP_URL è http/)]);
  });
  it('asks VIES about a dealer\'s partita IVA only when VIES_ENABLED, at the EC endpoint unless VIES_URL says', () => {
    expect(loadConfig({}).vies).toBeNull();
    expect(loadConfig({ VIES_URL: 'http://127.0.0.1:1/x' }).vies).toBeNull();
    expect(loadConfig({ VIES_ENABLED: 'true' }).vies).toEqual({ url: 'https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number' });
    expect(loadConfig({ VIES_ENABLED: 'true', VIES_URL: 'http://127.0.0.1:8089/check' }).vies).toEqual({ url: 'http://127.0.0.1:8089/check' });
    expect(() => loadConfig({ VIES_ENABLED: 'true', VIES_URL: 'ftp://vies' })).toThrow(/VIES_URL/);
    expect(() => loadConfig({ VIES_ENABLED: 'sì' })).toThrow(/VIES_ENABLED deve essere true o false/);
  });
  it('runs the job workers in the API process unless JOBS_WORKERS=off', () => {
    expect(loadConfig({}).jobsWorkers).toBe(true);
    expect(loadConfig({ JOBS_WORKERS: 'off' }).jobsWorkers).toBe(false);
    expect(loadConfig({ JOBS_WORKERS: 'ON' }).jobsWorkers).toBe(true);
    expect(() => loadConfig({ JOBS_WORKERS: 'forse' })).toThrow(new ConfigError('JOBS_WORKERS deve essere on oppure off (ricevuto "forse")'));
  });
  it('uses the payment stand-in unless both provider secrets are given, and says which is missing', () => {
    expect(loadConfig({}).stripe).toEqual({ secretKey: null, webhookSecret: null, standinPort: 0 });
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_xyz', STRIPE_STANDIN_PORT: '4242' }).stripe)
      .toEqual({ secretKey: 'sk_test_abc123', webhookSecret: 'whsec_xyz', standinPort: 4242 });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(/servono sia STRIPE_SECRET_KEY sia STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(/STRIPE_SECRET_KEY deve essere una chiave segreta/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'segreto' })).toThrow(/STRIPE_WEBHOOK_SECRET deve essere il segreto di firma/);
    expect(() => loadConfig({ STRIPE_STANDIN_PORT: 'qualsiasi' })).toThrow(new ConfigError('STRIPE_STANDIN_PORT deve essere un numero intero (ricevuto "qualsiasi")'));
    expect(() => loadConfig({ STRIPE_STANDIN_PORT: '3000' })).toThrow(/STRIPE_STANDIN_PORT deve essere diversa da PORT/);
  });
  it('lets a remote be redeployed elsewhere without rebuilding the shell', () => {
    expect(loadConfig({ REMOTE_SEARCH_URL: 'https://cdn.example/search/v2/mf-manifest.json' }).remotes.mf_search)
      .toBe('https://cdn.example/search/v2/mf-manifest.json');
  });
  it('records Pulse unless PULSE=off, and opens /metrics only with a long token', () => {
    expect(loadConfig({})).toMatchObject({ pulse: { enabled: true, slowRequestMs: 1000, slowQueryMs: 100 }, metricsToken: null });
    expect(loadConfig({ PULSE: 'off', METRICS_TOKEN: 'a'.repeat(16) })).toMatchObject({ pulse: { enabled: false }, metricsToken: 'a'.repeat(16) });
    expect(() => loadConfig({ PULSE: 'forse' })).toThrow(/PULSE deve essere on oppure off/);
    expect(() => loadConfig({ METRICS_TOKEN: 'corto' })).toThrow(/METRICS_TOKEN deve avere almeno 16 caratteri/);
    expect(() => loadConfig({ PULSE_SLOW_QUERY_MS: 'lento' })).toThrow(/PULSE_SLOW_QUERY_MS deve essere un numero intero/);
  });
});

describe('the invoice issuer (SELLER_*)', () => {
  it('defaults to a clearly fictitious AutoMercato S.r.l. with a well-formed Partita IVA', () => {
    const { seller } = loadConfig({});
    expect(seller).toMatchObject({ company_name: 'AutoMercato S.r.l. (dati dimostrativi)', vat_number: '12345678903', country: 'IT', tax_regime: 'RF01' });
  });
  it('takes the real issuer from the environment and refuses what the electronic invoice cannot carry', () => {
    expect(loadConfig({ SELLER_NAME: 'Esempio S.p.A.', SELLER_VAT: 'IT01234567897', SELLER_PROVINCE: 'to', SELLER_POSTAL_CODE: '10121' }).seller)
      .toMatchObject({ company_name: 'Esempio S.p.A.', vat_number: '01234567897', province: 'TO', postal_code: '10121' });
    expect(() => loadConfig({ SELLER_VAT: '12345678901' })).toThrow(new ConfigError('SELLER_VAT deve essere una partita IVA italiana di 11 cifre valida (ricevuto "12345678901")'));
    expect(() => loadConfig({ SELLER_POSTAL_CODE: '2010' })).toThrow(/SELLER_POSTAL_CODE deve essere un CAP di 5 cifre/);
    expect(() => loadConfig({ SELLER_TAX_REGIME: 'RF99' })).toThrow(/SELLER_TAX_REGIME/);
    expect(() => loadConfig({ SELLER_NAME: 'x'.repeat(81) })).toThrow(/SELLER_NAME può avere al massimo 80 caratteri/);
  });
});
