import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './db/lock.js';
import { openDatabase } from './db/database.js';
import { createMailer } from './mail/mailer.js';
import path from 'node:path';
import { createJobs } from './jobs/index.js';
import { Lookups } from './catalog/lookups.js';
import { diskStorage } from './media-storage/index.js';
import { createPayments } from './payments/index.js';
import { createCarfaxProvider } from './carfax-provider/index.js';
import { areaSchedules, registerAreaWork, workContext } from './areas/index.js';
import { Events } from './http/events.js';

// `npm run worker`: only the job workers (mail, sweeps, cron), no HTTP. Run it beside API processes
// started with JOBS_WORKERS=off, as many as wanted, against one PostgreSQL (DATABASE_URL). The API
// migrates the database; this process expects it migrated. On PGlite only one process may open
// the data folder, so there the API runs the workers itself (the default).

const say = (message: string) => process.stdout.write(`${message}\n`);

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const log = {
    info: say,
    warn: (obj: object, msg: string) => process.stderr.write(`${msg} ${JSON.stringify(obj)}\n`),
    error: (obj: object, msg: string) => process.stderr.write(`${msg} ${(obj as { err?: Error }).err?.stack ?? JSON.stringify(obj)}\n`),
  };
  const jobs = createJobs({
    database, db: database.db, mailer: createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom }), schedules: areaSchedules, workers: true, log,
  });
  // Plan changes at period end talk to the payment provider. The local stand-in lives in the API
  // process (its memory is the provider's state): without STRIPE_* keys the API runs these jobs.
  const payments = config.stripe.secretKey && config.stripe.webhookSecret ? await createPayments(config, (message) => log.warn({}, message)) : null;
  // The same areas' handlers as the API's (src/areas/index.ts). Stock imports write photos to the
  // same media folder as the API's; nobody here listens to events (the API's caches expire within a minute).
  registerAreaWork(workContext(config, {
    db: database.db, jobs, carfaxProvider: createCarfaxProvider(config.carfax), lookups: await Lookups.load(database.db),
    storage: diskStorage(path.join(config.dataDir, 'media')), events: new Events(log), log, ...(payments ? { payments: () => payments } : {}),
  }));
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal} ricevuto: attendo i job in corso e chiudo il worker…`);
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    await jobs.stop();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await jobs.start();
  say(`Worker AutoMercato avviato (${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}): code ${(await jobs.queues()).map((q) => q.name).join(', ')}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) process.stderr.write(`Errore di configurazione: ${error.message}\n`);
  else process.stderr.write(`Avvio del worker non riuscito: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
