import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { BOOT_AFTER_PAINT_CSP_SOURCE } from './boot-after-paint.js';

export interface SecurityHeadersOptions {
  /** Remote manifest locations (/remotes.json): a remote served from elsewhere is allowed to load. */
  remotes: Record<string, string>;
  /** Served over HTTPS (SECURE_COOKIES): browsers are told to keep to it. */
  https: boolean;
}

/** Origins of the remotes that are not on this site (a CDN in production, dev servers locally). */
export function remoteOrigins(remotes: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const location of Object.values(remotes)) {
    if (/^https?:\/\//.test(location)) origins.add(new URL(location).origin);
  }
  return [...origins].sort();
}

/** The headers of every answer; also set on the few answers Fastify makes before any hook (a malformed URL). */
export function setCommonHeaders(reply: FastifyReply, https: boolean): void {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('x-frame-options', 'DENY');
  reply.header('permissions-policy', 'geolocation=(self), camera=(), microphone=(), payment=()');
  if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
}

/**
 * Headers every answer carries, and a Content-Security-Policy on pages: scripts only from this
 * site and the remotes' origins (no inline script but the boot starter, allowed by its hash; no
 * eval: an injected <script> does not run),
 * no framing (clickjacking), no sniffing of types, a referrer without the path to other sites,
 * the browser's position only for this site ("Usa la mia posizione").
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(async (app, { remotes, https }) => {
  const elsewhere = remoteOrigins(remotes);
  const sources = ["'self'", ...elsewhere].join(' ');
  const contentSecurityPolicy = [
    "default-src 'self'",
    // A remote served from elsewhere brings its scripts, manifest, CSS, images and fonts from there.
    // The one inline script: the shell's entry started after a drawn page's first paint.
    `script-src ${sources} ${BOOT_AFTER_PAINT_CSP_SOURCE}`,
    `connect-src ${sources}`,
    // React's style attributes (widths of skeletons, positions) are inline styles.
    `style-src ${sources} 'unsafe-inline'`,
    `img-src ${sources} data: blob:`,
    `font-src ${sources} data:`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

  app.addHook('onSend', async (request, reply) => {
    setCommonHeaders(reply, https);
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', contentSecurityPolicy);
    }
  });
}, { name: 'security-headers' });
