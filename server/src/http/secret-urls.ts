/**
 * The addresses that carry a secret meant for one person: a one-time token that acts as a sign-in
 * (reset, "choose your password", e-mail verification), a private report link, the provider's
 * sign-in answer. Links of this kind are built only by secretLink(), so a mail knows which of its
 * links are secret (the dev outbox and /horizon hide exactly those), and the request log writes
 * these paths with the secret left out.
 */
export const SECRET_PATHS = {
  /** The shell's page that sets a password: recovery and the account an admin opened. */
  passwordReset: '/password-reset/:token',
  emailVerification: '/api/email/verify/:token',
  /** The buyer's private report page (carfax remote) and the API call it makes. */
  carfaxReport: '/carfax/report/:token',
  carfaxReportApi: '/api/carfax-reports/shared/:token',
  /** Google's answer: its code and state are in the query. */
  googleCallback: '/social/callback/google',
} as const;

export type SecretLinkKind = keyof typeof SECRET_PATHS;

/** What the outbox, /horizon and the log show in place of a secret. */
export const SECRET_HIDDEN = '[link riservato al destinatario]';

/** A link that carries a secret for its recipient only (see SECRET_PATHS). */
export class SecretLink {
  constructor(readonly url: string) {}
  toString(): string { return this.url; }
}

export function secretLink(appUrl: string, kind: 'passwordReset' | 'emailVerification' | 'carfaxReport', token: string): SecretLink {
  return new SecretLink(`${appUrl}${SECRET_PATHS[kind].replace(':token', encodeURIComponent(token))}`);
}

/** Each secret path as a pattern on a request's path: its fixed segments, any value for :token. */
const PATTERNS = Object.values(SECRET_PATHS).map((template) => ({
  template,
  pattern: new RegExp(`^${template.split('/').map((segment) => (segment.startsWith(':') ? '[^/]*' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}/?$`),
}));

/**
 * A request URL as the log may write it: a secret path becomes its template (`/password-reset/:token`)
 * without query; any other URL is unchanged.
 */
export function loggableUrl(url: string): string {
  const path = url.split('?')[0] ?? '';
  let decoded = path;
  try { decoded = decodeURIComponent(path); } catch { /* a malformed escape: matched as written */ }
  const secret = PATTERNS.find(({ pattern }) => pattern.test(path) || pattern.test(decoded));
  return secret ? secret.template : url;
}

/** Fastify's request serializer for the log, with the URL through loggableUrl(). */
export function requestForLog(request: { method?: string; url?: string; host?: string; ip?: string; socket?: { remotePort?: number } | null }) {
  return {
    method: request.method,
    url: loggableUrl(request.url ?? ''),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
