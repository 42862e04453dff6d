import crypto from 'node:crypto';
import type { AccountQueriesInTransaction as AccountQueries, TokenTable } from './queries.js';

export const TOKEN_TTL_MINUTES = 60;

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/**
 * Single-use, expiring link tokens: 32 random bytes in the link, only their hash in the
 * database, so a leaked table cannot be turned into working links.
 */
export async function issueToken(queries: AccountQueries, table: TokenTable, userId: string, now = new Date()): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await queries.insertToken(table, sha256(token), userId, new Date(now.getTime() + TOKEN_TTL_MINUTES * 60_000));
  return token;
}

export type TokenState = { status: 'valid'; userId: string } | { status: 'expired' | 'used' | 'unknown' };

export async function inspectToken(queries: AccountQueries, table: TokenTable, token: string): Promise<TokenState> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { status: 'unknown' };
  const row = await queries.findToken(table, sha256(token));
  if (!row) return { status: 'unknown' };
  if (row.used_at) return { status: 'used' };
  if (new Date(row.expires_at).getTime() <= Date.now()) return { status: 'expired' };
  return { status: 'valid', userId: row.user_id };
}

/** Marks the token used; true only for the one caller that got it first (no double use). */
/** Whose token this is, used or expired too (null: no such token). */
export async function tokenOwner(queries: AccountQueries, table: TokenTable, token: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  return (await queries.findToken(table, sha256(token)))?.user_id ?? null;
}

export function consumeToken(queries: AccountQueries, table: TokenTable, token: string): Promise<string | null> {
  return queries.useToken(table, sha256(token));
}
