// npm start: install what is missing, build what changed, then run the whole marketplace on one URL.
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root, supervise } from './lib/pnpm.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`AutoMercato richiede Node.js >= 20.19 (trovato ${process.versions.node}).`);
  process.exit(1);
}
ensureInstalled();
ensureBuilt();
const code = await supervise(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: path.join(root, 'server') });
process.exit(code);
