/**
 * The API calls of the shell.
 *
 * Everything goes through @automercato/api-sdk (fullApi.ts, loaded on demand) except the
 * two GETs the home page makes at boot: the SDK's client and error catalogue cost ~1.9 KB
 * gzip, which the home page's 200 KB budget cannot afford. Those two use `getData` below
 * (same envelope, same Italian fallback texts). Replace it with the SDK as soon as the SDK
 * has an entry point light enough for the home page.
 */
import type { Counters, User } from '@automercato/api-sdk';
import type { CurrentUser } from '@automercato/shell-api';

const TIMEOUT_MS = 15_000;
const GENERIC_ERROR = 'Si è verificato un errore imprevisto. Riprova tra qualche istante.';

export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface Envelope<T> {
  error?: boolean;
  data?: T;
  error_message?: string | null;
}

/** GET a JSON envelope's `data` (same origin, credentials, Accept JSON; 15 s timeout). */
export async function getData<T>(path: string, fallbackMessage = GENERIC_ERROR): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new HttpError(0, (error as Error).name === 'TimeoutError' ? 'Timeout scaduto' : fallbackMessage);
  }
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok || !body || body.error) {
    throw new HttpError(response.status, body?.error_message || fallbackMessage);
  }
  return body.data as T;
}

/** GET /api/counters (home page). */
export function fetchCounters(): Promise<Counters> {
  return getData<Counters>('/api/counters');
}

/**
 * GET /api/session: the signed-in user, or null for a guest. Not /api/user, whose 401 for a
 * guest the browser logs as a failed request on every guest's page load.
 */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const user = await getData<User | null>('/api/session', 'Non è stato possibile caricare il profilo utente');
    return user ? { ...user, email_verified_at: user.email_verified_at ?? null, role: user.role ?? null } : null;
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

const full = () => import('./fullApi');

export async function validateResetToken(token: string, email: string | null): Promise<boolean> {
  return (await full()).validateResetToken(token, email);
}

export async function logout(): Promise<void> {
  await (await full()).logout();
}

export async function planCheckoutUrl(dealerUuid: string, planUuid: string): Promise<string> {
  return (await full()).planCheckoutUrl(dealerUuid, planUuid);
}
