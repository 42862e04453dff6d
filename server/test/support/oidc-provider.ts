import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
// oidc-provider ships no type declarations (and @types/oidc-provider is not installed):
// the few members the tests use are typed by OidcProvider below.
// @ts-ignore
import Provider from 'oidc-provider';

/** A person at the test identity provider; the claims go into the ID token as Google puts them. */
export interface TestAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

/** What the simulated user does at the provider's next login/consent screen. */
export interface TestUserChoice {
  accountId: string;
  consent: boolean;
}

export interface TestProvider {
  issuer: string;
  accounts: Map<string, TestAccount>;
  /** Set before each flow: who logs in and whether they accept the consent screen. */
  choice: TestUserChoice;
  /** Requests to the discovery document so far. */
  discoveryRequests: number;
  close(): Promise<void>;
}

interface OidcInteraction {
  prompt: { name: string; details: { missingOIDCScope?: string[]; missingOIDCClaims?: string[] } };
  params: Record<string, unknown> & { client_id: string };
  session?: { accountId?: string };
  grantId?: string;
}

interface OidcGrant {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  save(): Promise<string>;
}

interface OidcProvider {
  callback(): (req: http.IncomingMessage, res: http.ServerResponse) => void;
  interactionDetails(req: http.IncomingMessage, res: http.ServerResponse): Promise<OidcInteraction>;
  interactionFinished(
    req: http.IncomingMessage, res: http.ServerResponse, result: Record<string, unknown>,
    options?: { mergeWithLastSubmission?: boolean },
  ): Promise<void>;
  Grant: { new (init: { accountId: string; clientId: string }): OidcGrant; find(id: string): Promise<OidcGrant | undefined> };
}

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

/**
 * A real OpenID Provider (oidc-provider) on 127.0.0.1 with one confidential client. Its login and
 * consent screens are replaced by a tiny interaction route that answers at once with `choice`,
 * so a cookie-jar client following redirects goes through the whole authorization code flow.
 */
export async function startTestProvider(options: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  accounts: TestAccount[];
}): Promise<TestProvider> {
  let handle: (req: http.IncomingMessage, res: http.ServerResponse) => void = (_req, res) => res.end();
  const server = http.createServer((req, res) => handle(req, res));
  const port = await listen(server);
  const issuer = `http://127.0.0.1:${port}`;

  const accounts = new Map(options.accounts.map((account) => [account.sub, account]));
  const signingKey = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    clients: [{
      client_id: options.clientId,
      client_secret: options.clientSecret,
      redirect_uris: [options.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      // openid-client's default client authentication (as Google accepts it).
      token_endpoint_auth_method: 'client_secret_post',
    }],
    jwks: { keys: [{ ...signingKey, kid: 'test-signing-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [crypto.randomBytes(32).toString('hex')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Like Google: the profile and e-mail claims are in the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    interactions: { url: async (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          return { ...account, name: `${account.given_name} ${account.family_name}` };
        },
      };
    },
    async renderError(ctx: { type: string; body: unknown }, out: Record<string, unknown>) {
      ctx.type = 'json';
      ctx.body = out;
    },
  }) as OidcProvider;

  const state: TestProvider = {
    issuer,
    accounts,
    choice: { accountId: options.accounts[0]?.sub ?? '', consent: true },
    discoveryRequests: 0,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };

  async function interact(req: http.IncomingMessage, res: http.ServerResponse) {
    const { prompt, params, session, grantId } = await provider.interactionDetails(req, res);
    const { accountId, consent } = state.choice;
    if (prompt.name === 'login') {
      if (!accounts.has(accountId)) {
        await provider.interactionFinished(req, res, { error: 'login_required', error_description: 'unknown test account' },
          { mergeWithLastSubmission: false });
        return;
      }
      await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
      return;
    }
    if (prompt.name === 'consent') {
      if (!consent) {
        await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'End-User denied the request' },
          { mergeWithLastSubmission: false });
        return;
      }
      const grant = (grantId ? await provider.Grant.find(grantId) : undefined)
        ?? new provider.Grant({ accountId: session!.accountId!, clientId: params.client_id });
      if (prompt.details.missingOIDCScope) grant.addOIDCScope(prompt.details.missingOIDCScope.join(' '));
      if (prompt.details.missingOIDCClaims) grant.addOIDCClaims(prompt.details.missingOIDCClaims);
      await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
      return;
    }
    res.statusCode = 501;
    res.end(`prompt ${prompt.name} not handled by the test provider`);
  }

  const callback = provider.callback();
  handle = (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/.well-known/openid-configuration') state.discoveryRequests += 1;
    if (req.method === 'GET' && /^\/interaction\/[^/]+$/.test(path)) {
      interact(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    callback(req, res);
  };
  return state;
}

/**
 * A browser-like HTTP client: one cookie jar per origin (host and port), redirects followed by hand.
 * Cookie paths are ignored (every cookie of an origin is sent), which the servers under test tolerate.
 */
export class Browser {
  readonly jars = new Map<string, Map<string, string>>();

  jar(origin: string): Map<string, string> {
    let jar = this.jars.get(origin);
    if (!jar) this.jars.set(origin, (jar = new Map()));
    return jar;
  }

  async get(url: string | URL): Promise<Response> {
    const target = new URL(url);
    const jar = this.jar(target.origin);
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(target, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', raw = ''] = attribute.split('=').map((part) => part.trim());
        if (key.toLowerCase() === 'max-age') return Number(raw) <= 0;
        if (key.toLowerCase() === 'expires') return new Date(raw).getTime() <= Date.now();
        return false;
      });
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }
}
