// npm run build | dev | seed | worker | bench | bench:web — the same install check as npm start, then the task.
import { useNode24 } from './lib/node-version.mjs';
import { ensureInstalled, ensureBuilt, pnpmOrExit, supervise, pnpmCommand } from './lib/pnpm.mjs';

await useNode24(); // an older Node fetches Node 24 into the project and runs this again with it
const [task, ...args] = process.argv.slice(2);
ensureInstalled();
switch (task) {
  case 'build':
    ensureBuilt({ force: true });
    break;
  case 'seed':
    pnpmOrExit(['--filter', '@automercato/server', 'run', 'seed', ...args]);
    break;
  case 'worker':
    // Only the job workers (mail, sweeps), no HTTP: beside API processes started with JOBS_WORKERS=off.
    pnpmOrExit(['--filter', '@automercato/server', 'run', 'worker', ...args]);
    break;
  case 'bench':
    pnpmOrExit(['--filter', '@automercato/bench', 'run', 'bench', ...args]);
    break;
  case 'bench:web':
    pnpmOrExit(['--filter', '@automercato/bench', 'run', 'bench:web', ...args]);
    break;
  case 'bench:admin':
    pnpmOrExit(['--filter', '@automercato/bench', 'run', 'bench:admin', ...args]);
    break;
  case 'bench:import-upload':
    pnpmOrExit(['--filter', '@automercato/bench', 'run', 'bench:import-upload', ...args]);
    break;
  case 'dev': {
    // API plus every app's dev server, in parallel, until Ctrl-C.
    // A developer's own machine: the /dev page shows the mail outbox to loopback (unless told otherwise).
    process.env.DEV_OUTBOX ??= 'true';
    const [command, ...prefix] = pnpmCommand();
    process.exit(await supervise(command, [...prefix, '--parallel', '--filter', './shell', '--filter', './mf-*', '--filter', '@automercato/server', 'run', 'dev']));
    break;
  }
  default:
    console.error(`Uso: npm run build | dev | seed [-- --listings N] | worker | bench | bench:web | bench:admin | bench:import-upload`);
    process.exit(1);
}
