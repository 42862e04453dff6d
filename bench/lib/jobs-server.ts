// The API on PGlite with a slow background job always running: the server half of jobs.ts.
// BENCH_JOB=none | chunked | blocking; the job is a "mail" whose mailer does slow database work
// and, when done, queues the next one, so one slow job runs for the whole load.
//   chunked   many short statements (a report built query by query): ~20 ms of SQL, then the
//             next, for JOB_SECONDS; the one connection is free between statements.
//   blocking  one statement of JOB_SECONDS (pg_sleep): what a job must never do on PGlite.
import { loadConfig } from '../../server/src/config.js';
import { prepareDatabase } from '../../server/src/boot.js';
import { buildApp } from '../../server/src/app.js';
import type { Mailer } from '../../server/src/mail/mailer.js';

const kind = process.env.BENCH_JOB ?? 'none';
const jobSeconds = Number(process.env.JOB_SECONDS ?? '2');
const config = loadConfig();
const database = await prepareDatabase(config, (m) => process.stdout.write(`${m}\n`));
if (database.jobs.kind !== 'pglite') throw new Error('this bench measures embedded PGlite: unset DATABASE_URL');
// The API's own one-connection pool: the job's statements queue with the requests' ones.
const { pool } = database.jobs;
let jobsDone = 0;
let statements = 0;
const next = { to: 'bench@example.it', subject: kind, html: '', text: '' };
const mailer: Mailer = {
  mode: 'smtp',
  async send() {
    const until = Date.now() + jobSeconds * 1000;
    if (kind === 'blocking') {
      await pool.query('select pg_sleep($1)', [jobSeconds]);
      statements++;
    } else {
      while (Date.now() < until) {
        await pool.query('select count(*) from listings where price between $1 and 60000 and mileage < 150000', [Math.floor(Math.random() * 30_000)]);
        statements++;
      }
    }
    jobsDone++;
    await app.jobs.enqueue('mail', next);
  },
};
const app = await buildApp({ database, config, logger: false, mailer });
await app.listen({ host: config.host, port: config.port });
if (kind !== 'none') await app.jobs.enqueue('mail', next);
process.stdout.write(`pronto (job: ${kind})\n`);
process.on('SIGTERM', async () => {
  process.stdout.write(`JOBS ${JSON.stringify({ jobsDone, statements })}\n`);
  await app.close();
  await database.close();
  process.exit(0);
});
