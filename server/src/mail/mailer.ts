import nodemailer, { type Transporter } from 'nodemailer';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { isEmail } from '@automercato/validation';

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Where an answer goes (a dealer's reply to a buyer answers to the dealer, not to the platform). */
  replyTo?: string;
  /**
   * The links in this mail that carry a secret for its recipient only (templates.ts lists each
   * SecretLink it renders): the dev outbox and /horizon show them to nobody else. Absent in mail
   * queued before the list existed: then every link counts as secret.
   */
  secrets?: string[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** 'smtp' sends for real; 'outbox' keeps mail in the database for the /dev page. */
  readonly mode: 'smtp' | 'outbox';
}

/**
 * Mail goes through nodemailer either way: to the SMTP server of SMTP_URL, or (the embedded
 * default, no SMTP configured) rendered by nodemailer and kept in mail_outbox, where the /dev
 * page shows it with working links.
 */
/**
 * A refusal no retry can change (SMTP 5xx: no such mailbox or domain). nodemailer reports the
 * server's reply code as `responseCode`; the mail job gives up at once instead of retrying for minutes.
 */
export function isPermanentMailError(error: unknown): boolean {
  return Number((error as { responseCode?: unknown } | null)?.responseCode) >= 500;
}

/**
 * An address fit for a Reply-To header: one plain addr-spec (the forms' own e-mail rule) or none.
 * It has no spaces, CR/LF, commas, quotes or angle brackets, so a buyer's "address" cannot add a
 * header, a second recipient or a display name.
 */
export function replyToAddress(address: string | null | undefined): string | undefined {
  const value = address?.trim() ?? '';
  return value && isEmail(value) ? value : undefined;
}

/** The mail as nodemailer sends it: a Reply-To that is not one plain address is dropped, never sent. */
function outgoing({ secrets: _secrets, replyTo, ...mail }: Mail): Omit<Mail, 'secrets'> {
  const safe = replyToAddress(replyTo);
  return safe ? { ...mail, replyTo: safe } : mail;
}

/** RFC 2606 reserves .invalid: no such address can exist, so the dev outbox refuses it as a real server would. */
const NEVER_DELIVERABLE = /\.invalid$/i;

export function createMailer(options: { db: Kysely<DB>; smtpUrl: string | null; from: string }): Mailer {
  const { db, smtpUrl, from } = options;
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return {
      mode: 'smtp',
      async send(mail) {
        await transport.sendMail({ from, ...outgoing(mail) });
      },
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    mode: 'outbox',
    async send(message) {
      const { secrets } = message;
      const mail = outgoing(message);
      if (NEVER_DELIVERABLE.test(mail.to.trim())) {
        throw Object.assign(new Error(`550 5.1.2 Dominio inesistente: ${mail.to}`), { responseCode: 550 });
      }
      await transport.sendMail({ from, ...mail });
      await db.insertInto('mail_outbox')
        .values({ to_address: mail.to, subject: mail.subject, html: mail.html, text: mail.text, reply_to: mail.replyTo ?? null, secret_links: secrets ? JSON.stringify(secrets) : null })
        .execute();
    },
  };
}
