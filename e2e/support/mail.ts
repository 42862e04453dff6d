import { expect, type APIRequestContext } from '@playwright/test';

/** A mail the platform kept in its dev outbox (no SMTP configured): GET /api/dev/outbox. */
export interface OutboxMail {
  id: number;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

export const SUBJECTS = {
  verification: 'Conferma il tuo indirizzo email',
  reset: 'Reimposta la tua password',
  passwordChanged: 'La tua password è stata cambiata',
} as const;

export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMail[]> {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.status(), 'GET /api/dev/outbox').toBe(200);
  return ((await res.json()) as { data: OutboxMail[] }).data;
}

/**
 * The newest mail to `to` with `subject` whose id is above `afterId` (mail leaves after the
 * API answers, so it is waited for).
 */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: string,
  afterId = 0,
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await outbox(request, to)).find((mail) => mail.subject === subject && mail.id > afterId);
        return found !== undefined;
      },
      { message: `mail "${subject}" to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** Id of the newest mail to `to` (0 when none). */
export async function lastMailId(request: APIRequestContext, to: string): Promise<number> {
  return (await outbox(request, to))[0]?.id ?? 0;
}

/** The action link of a mail (its text version: "<label>: <url>"). */
export function linkIn(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  expect(match, `a link in:\n${text}`).toBeTruthy();
  return match![0];
}

/** A site link as a path (the mail links use APP_URL, the tests may run elsewhere). */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
