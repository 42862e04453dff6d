import crypto from 'node:crypto';

/**
 * Publish tokens: `amr_` + 32 random bytes (base64url), shown once to the super-admin
 * who issued it. Only the sha256 (hex) of the whole secret is stored; areas/releases/publish hashes the
 * bearer token the same way to find it.
 */
export const RELEASE_TOKEN_PREFIX = 'amr_';

export const releaseTokenHash = (secret: string) => crypto.createHash('sha256').update(secret).digest('hex');

export function newReleaseToken(): { secret: string; hash: string } {
  const secret = `${RELEASE_TOKEN_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
  return { secret, hash: releaseTokenHash(secret) };
}
