import { sql, type Kysely } from 'kysely';

/**
 * Kysely types read from a migrated database (information_schema), so the schema the code
 * compiles against is the one the migrations build. `pnpm --filter server run db:types` writes
 * them to generated.ts; test/db-types.test.ts fails when the committed file differs.
 * Our own small generator rather than kysely-codegen: it needs a connection string, and the
 * embedded PGlite has none.
 */

/** One table: its columns' TypeScript types, in the table's column order. */
export type Tables = Map<string, Map<string, string>>;

interface ColumnInfo {
  table_name: string;
  column_name: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
  is_generated: 'ALWAYS' | 'NEVER';
}

/** Read as database.ts configures node-postgres (int8 and numeric parsed to numbers). */
const BASE: Record<string, { select: string; write?: string }> = {
  uuid: { select: 'string' }, text: { select: 'string' }, varchar: { select: 'string' }, bpchar: { select: 'string' },
  citext: { select: 'string' }, inet: { select: 'string' }, time: { select: 'string' }, interval: { select: 'string' },
  int2: { select: 'number' }, int4: { select: 'number' }, int8: { select: 'number' },
  float4: { select: 'number' }, float8: { select: 'number' }, numeric: { select: 'number' },
  bool: { select: 'boolean' },
  bytea: { select: 'Buffer' },
  // The code writes JSON as text (JSON.stringify); schema.ts says what each column holds.
  json: { select: 'unknown', write: 'string' }, jsonb: { select: 'unknown', write: 'string' },
  timestamptz: { select: 'Date', write: 'Date | string' }, timestamp: { select: 'Date', write: 'Date | string' },
  date: { select: 'Date', write: 'Date | string' },
};

function columnType(c: ColumnInfo): string {
  const array = c.udt_name.startsWith('_');
  const base = BASE[array ? c.udt_name.slice(1) : c.udt_name];
  if (!base) throw new Error(`${c.table_name}.${c.column_name}: tipo ${c.udt_name} senza corrispondenza in codegen.ts`);
  const wrap = (t: string) => (array ? (t.includes(' ') ? `(${t})[]` : `${t}[]`) : t);
  const nullable = c.is_nullable === 'YES' ? ' | null' : '';
  const select = wrap(base.select) + nullable;
  const write = (array && base.write ? `${wrap(base.write)}` : wrap(base.write ?? base.select)) + nullable;
  if (c.is_generated === 'ALWAYS') return `ColumnType<${select}, never, never>`;
  const defaulted = c.column_default !== null || c.is_identity === 'YES';
  if (write === select) return defaulted ? `Generated<${select}>` : select;
  return `ColumnType<${select}, ${write}${defaulted || nullable ? ' | undefined' : ''}, ${write}>`;
}

export async function introspect(db: Kysely<any>): Promise<Tables> {
  const { rows } = await sql<ColumnInfo>`
    select c.table_name, c.column_name, c.udt_name, c.is_nullable, c.column_default, c.is_identity, c.is_generated
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db);
  const tables: Tables = new Map();
  for (const row of rows) {
    if (!tables.has(row.table_name)) tables.set(row.table_name, new Map());
    tables.get(row.table_name)!.set(row.column_name, columnType(row));
  }
  return tables;
}

/** users → Users, dealer_memberships → DealerMemberships. */
export const interfaceName = (table: string) => table.replace(/(^|_)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());

export function render(tables: Tables): string {
  const out = [
    '// Written by `pnpm --filter server run db:types` from a database migrated with server/migrations.',
    '// Do not edit: test/db-types.test.ts fails when this differs from the migrations. Refinements go in schema.ts.',
    "import type { ColumnType, Generated } from 'kysely';",
    '',
  ];
  for (const [table, columns] of tables) {
    out.push(`export interface ${interfaceName(table)} {`);
    for (const [column, type] of columns) out.push(`  ${column}: ${type};`);
    out.push('}', '');
  }
  out.push('export interface GeneratedDB {');
  for (const table of tables.keys()) out.push(`  ${table}: ${interfaceName(table)};`);
  out.push('}', '');
  return out.join('\n');
}

/** The inverse of render, for the drift test to name what differs. */
export function parse(text: string): Tables {
  const tables: Tables = new Map();
  const names = new Map<string, string>();
  const db = /^export interface GeneratedDB \{\n([\s\S]*?)^\}/m.exec(text)?.[1] ?? '';
  for (const m of db.matchAll(/^  (\w+): (\w+);$/gm)) names.set(m[2]!, m[1]!);
  for (const m of text.matchAll(/^export interface (\w+) \{\n([\s\S]*?)^\}/gm)) {
    const table = names.get(m[1]!);
    if (!table) continue;
    const columns = new Map<string, string>();
    for (const line of m[2]!.matchAll(/^  (\w+): (.*);$/gm)) columns.set(line[1]!, line[2]!);
    tables.set(table, columns);
  }
  return tables;
}

/** What the committed types say differently from the migrations, one Italian line per difference. */
export function differences(committed: Tables, migrated: Tables): string[] {
  const out: string[] = [];
  for (const [table, columns] of migrated) {
    const old = committed.get(table);
    if (!old) { out.push(`tabella ${table}: manca nei tipi`); continue; }
    for (const [column, type] of columns) {
      const was = old.get(column);
      if (was === undefined) out.push(`${table}.${column}: manca nei tipi (migrazioni: ${type})`);
      else if (was !== type) out.push(`${table}.${column}: tipi ${was}, migrazioni ${type}`);
    }
    for (const column of old.keys()) if (!columns.has(column)) out.push(`${table}.${column}: nei tipi ma non nelle migrazioni`);
  }
  for (const table of committed.keys()) if (!migrated.has(table)) out.push(`tabella ${table}: nei tipi ma non nelle migrazioni`);
  return out;
}
