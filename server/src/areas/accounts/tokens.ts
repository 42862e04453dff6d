import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

type TokenTable = 'email_verification_tokens' | 'password_reset_tokens';
export const TOKEN_TTL_MINUTES = 60;

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/**
 * Single-use, expiring link tokens: 32 random bytes in the link, only their hash in the
 * database, so a leaked table cannot be turned into working links.
 */
export async function issueToken(db: Kysely<DB>, table: TokenTable, userId: string, now = new Date()): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insertInto(table).values({
    token_hash: sha256(token), user_id: userId, expires_at: new Date(now.getTime() + TOKEN_TTL_MINUTES * 60_000),
  }).execute();
  return token;
}

export type TokenState = { status: 'valid'; userId: string } | { status: 'expired' | 'used' | 'unknown' };

export async function inspectToken(db: Kysely<DB>, table: TokenTable, token: string): Promise<TokenState> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { status: 'unknown' };
  const row = await db.selectFrom(table).select(['user_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', sha256(token)).executeTakeFirst();
  if (!row) return { status: 'unknown' };
  if (row.used_at) return { status: 'used' };
  if (new Date(row.expires_at).getTime() <= Date.now()) return { status: 'expired' };
  return { status: 'valid', userId: row.user_id };
}

/** Marks the token used; true only for the one caller that got it first (no double use). */
export async function consumeToken(db: Kysely<DB>, table: TokenTable, token: string): Promise<string | null> {
  const row = await db.updateTable(table).set({ used_at: new Date() })
    .where('token_hash', '=', sha256(token)).where('used_at', 'is', null).where('expires_at', '>', new Date())
    .returning('user_id').executeTakeFirst();
  return row?.user_id ?? null;
}
