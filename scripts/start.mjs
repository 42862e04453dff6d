// npm start: install what is missing, build what changed, then run the whole marketplace on one URL.
import path from 'node:path';
import { useNode24 } from './lib/node-version.mjs';
import { ensureBuilt, ensureInstalled, root, supervise } from './lib/pnpm.mjs';
import { serverNodeFlags } from '../server/node-flags.mjs';

await useNode24(); // an older Node fetches Node 24 into the project and runs this again with it
ensureInstalled();
ensureBuilt();
const code = await supervise(process.execPath, [...serverNodeFlags, '--import', 'tsx', 'src/main.ts'], { cwd: path.join(root, 'server') });
process.exit(code);
