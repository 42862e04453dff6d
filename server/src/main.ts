import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './db/lock.js';
import { prepareDatabase } from './boot.js';
import { buildApp } from './app.js';
import { DEMO_ACCOUNTS } from './seed/demo.js';
import { createPayments } from './payments/index.js';

const say = (message: string) => process.stdout.write(`${message}\n`);

class PortInUseError extends Error {}

async function main() {
  const config = loadConfig();
  for (const warning of config.warnings) say(`Attenzione: ${warning}`);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite incorporato in ${config.dataDir}`;
  say(`AutoMercato: avvio con database ${where}`);
  const database = await prepareDatabase(config, say);
  // No provider secrets: the local stand-in, which POSTs its signed events to this server's
  // /webhooks/stripe over loopback as the provider would over the internet. Closed with the app.
  const payments = await createPayments(config, say).catch(async (error: unknown) => {
    await database.close().catch(() => undefined);
    if ((error as { code?: unknown }).code === 'EADDRINUSE') {
      throw new PortInUseError(`la porta ${config.stripe.standinPort} del servizio di pagamento dimostrativo (STRIPE_STANDIN_PORT) è già usata: scegline un'altra, oppure lasciala vuota per una porta libera qualsiasi.`);
    }
    throw error;
  });
  const app = await buildApp({ database, config, payments });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`\n${signal} ricevuto: chiudo AutoMercato…`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    // Close the database cleanly (PGlite's folder and lock) before saying why.
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    if ((error as { code?: unknown }).code === 'EADDRINUSE') {
      throw new PortInUseError(`la porta ${config.port} è già usata da un altro programma: chiudilo, oppure scegli un'altra porta (ad esempio PORT=${config.port + 1} npm start).`);
    }
    throw error;
  }
  const url = `http://localhost:${config.port}`;
  say('');
  say(`AutoMercato è pronto su ${url}`);
  say(payments.mode === 'stripe'
    ? 'Pagamenti: fornitore reale (STRIPE_SECRET_KEY), webhook su /webhooks/stripe'
    : `Pagamenti: stand-in dimostrativo su ${payments.standin!.url} (nessun addebito reale; carta di prova 4242 4242 4242 4242)`);
  say('Accessi dimostrativi:');
  for (const account of DEMO_ACCOUNTS) say(`  ${account.label.padEnd(46)} ${account.email.padEnd(38)} ${account.password}`);
  say('Premi Ctrl-C per fermare.');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`Errore di configurazione: ${error.message}\n`);
  } else if (error instanceof PortInUseError) {
    process.stderr.write(`Avvio non riuscito: ${error.message}\n`);
  } else {
    process.stderr.write(`Avvio non riuscito: ${error instanceof Error ? error.stack : String(error)}\n`);
  }
  process.exit(1);
});
