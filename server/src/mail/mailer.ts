import nodemailer, { type Transporter } from 'nodemailer';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
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
export function createMailer(options: { db: Kysely<DB>; smtpUrl: string | null; from: string }): Mailer {
  const { db, smtpUrl, from } = options;
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return {
      mode: 'smtp',
      async send(mail) {
        await transport.sendMail({ from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    mode: 'outbox',
    async send(mail) {
      await transport.sendMail({ from, ...mail });
      await db.insertInto('mail_outbox')
        .values({ to_address: mail.to, subject: mail.subject, html: mail.html, text: mail.text })
        .execute();
    },
  };
}
