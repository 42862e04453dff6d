/**
 * A local OpenID Connect provider for the e2e "Accedi con Google" journey: the server tests'
 * `startTestProvider` (oidc-provider, one confidential client, login and consent answered at
 * once for the configured account) on a fixed loopback port, so the API can be started with
 * GOOGLE_ISSUER pointing at it before the provider exists.
 *
 *   OIDC_PORT=4120 APP_URL=http://127.0.0.1:3120 node --import tsx support/oidc-server.ts
 *
 * playwright.config.ts starts it as a `webServer` next to the platform.
 */
import http from 'node:http';
import { startTestProvider } from '../../server/test/support/oidc-provider';
import { GOOGLE_TEST_ACCOUNT, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } from './oidc';

const port = Number(process.env['OIDC_PORT']);
const appUrl = (process.env['APP_URL'] ?? '').replace(/\/+$/, '');
if (!Number.isInteger(port) || port <= 0 || !/^https?:\/\/[^/]+$/.test(appUrl)) {
  console.error('oidc-server: set OIDC_PORT (a port) and APP_URL (http://host:port of the platform)');
  process.exit(2);
}

// startTestProvider listens on a free port (port 0); here the port must be known in advance,
// so its one `listen(0, …)` call is pointed at OIDC_PORT.
const listen = http.Server.prototype.listen;
http.Server.prototype.listen = function (this: http.Server, ...args: unknown[]) {
  if (args[0] === 0) args[0] = port;
  return (listen as (...a: unknown[]) => http.Server).apply(this, args);
} as typeof listen;

let provider: Awaited<ReturnType<typeof startTestProvider>>;
try {
  provider = await startTestProvider({
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
    redirectUri: `${appUrl}/social/callback/google`,
    accounts: [{ ...GOOGLE_TEST_ACCOUNT }],
  });
} finally {
  http.Server.prototype.listen = listen;
}

console.log(`oidc-server: issuer ${provider.issuer}, client ${OIDC_CLIENT_ID}, redirect ${appUrl}/social/callback/google`);

const stop = () => {
  void provider.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
