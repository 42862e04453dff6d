import type { QueueName } from '../../../jobs/queues.js';
import { hideSecrets } from '../../../mail/secrets.js';

/** Fields that are credentials by their name, in any job's payload. */
const CREDENTIAL_KEY = /password|passwd|token|secret|key|cookie|authorization/i;
/** What /horizon shows instead of a credential or a secret link (the API contract says so). */
export const HIDDEN = '[nascosto]';

function hideCredentials(value: unknown, depth = 0): unknown {
  if (depth > 20) return HIDDEN;
  if (Array.isArray(value)) return value.map((item) => hideCredentials(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, CREDENTIAL_KEY.test(key) ? HIDDEN : hideCredentials(item, depth + 1)]));
  }
  return value;
}

/**
 * A job's payload as /horizon shows it. A mail's secret links (reset, verification, "choose your
 * password", private report links) are known by what they are: the mail lists them (Mail.secrets,
 * set where the link is built), and they are hidden, not guessed from words in the address.
 */
export function redact(queue: QueueName | string, data: unknown): unknown {
  const isMail = queue === 'mail' && data !== null && typeof data === 'object'
    && typeof (data as { html?: unknown }).html === 'string' && typeof (data as { text?: unknown }).text === 'string';
  return hideCredentials(isMail ? hideSecrets(data as { html: string; text: string; secrets?: string[] }, HIDDEN) : data);
}
