/**
 * The calls of the shell that go through the full @automercato/api-sdk client (every call
 * of SPEC §7, the XSRF dance, Italian error messages). Its own chunk, off the home page.
 */
import { ApiError, createApi } from '@automercato/api-sdk';

export const api = createApi();

/**
 * POST /api/validate-reset-token. Until the server implements it, its 404 (like any 4xx)
 * means "not valid" → /password-token-expired. A network failure is not an answer: it
 * propagates (error screen) instead of telling the user their link expired.
 */
export async function validateResetToken(token: string, email: string | null): Promise<boolean> {
  try {
    const body: { token: string; email?: string } = { token };
    if (email) body.email = email;
    const data = await api.auth.validateResetToken(body);
    const valid = (data as { valid?: unknown } | null)?.valid;
    return valid === undefined ? true : valid === true;
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
    throw error;
  }
}

export async function logout(): Promise<void> {
  await api.auth.logout();
}

export function planCheckoutUrl(dealerUuid: string, planUuid: string): string {
  return api.links.planCheckout(dealerUuid, planUuid);
}
