import fs from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from './database.js';
import { migrate } from './migrate.js';
import { introspect, render } from './codegen.js';

/** `pnpm --filter server run db:types`: migrates a throw-away embedded database and writes generated.ts. */
const database = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
try {
  await migrate(database.db);
  const file = path.join(import.meta.dirname, 'generated.ts');
  await fs.writeFile(file, render(await introspect(database.db)));
  console.log(`Scritto ${path.relative(process.cwd(), file)}`);
} finally {
  await database.close();
}
