/**
 * The local OpenID provider that stands in for Google in the e2e journeys (see
 * oidc-server.ts): where it listens, the client the API uses, and its one test account.
 * Imported by playwright.config.ts, by the server script and by the tests.
 */
export const OIDC_CLIENT_ID = 'automercato-e2e';
export const OIDC_CLIENT_SECRET = 'e2e-secret-0123456789abcdef';

/** The person who "signs in with Google": the provider logs them in and consents at once. */
export const GOOGLE_TEST_ACCOUNT = {
  sub: 'e2e-google-0001',
  email: 'chiara.verdi.e2e@gmail.example',
  email_verified: true,
  given_name: 'Chiara',
  family_name: 'Verdi',
} as const;

/** The provider's fixed loopback port: E2E_OIDC_PORT, else the platform's port + 1000. */
export function oidcPort(platformPort: number): number {
  const explicit = process.env['E2E_OIDC_PORT'];
  return explicit ? Number(explicit) : platformPort + 1000;
}

export const oidcIssuer = (port: number): string => `http://127.0.0.1:${port}`;
