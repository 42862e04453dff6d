import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createMailer } from '../src/mail/mailer.js';
import { breachedListSize, isInBreachedList, isPwned } from '../src/areas/accounts/auth/breached.js';
import { cookieClient, createTestApp, eventually, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

interface Received { from: string; to: string[]; raw: string }

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => { raw += chunk.toString('utf8'); });
      stream.on('end', () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('mail through a real SMTP server', () => {
  it('sends the verification mail of a sign-up over SMTP, in Italian, HTML and text', async () => {
    const smtp = await startSmtp();
    // Mail jobs go to whichever worker takes them first: only this app's (SMTP) worker may run.
    await t.app.jobs.stopWorkers();
    const config = loadConfig({ WEB_ROOT: '/x', SMTP_URL: smtp.url, APP_URL: 'https://www.automercato.example', MAIL_RATE_LIMIT: '1000' });
    const app = await buildApp({ database: t.database, config, logger: false });
    try {
      const res = await cookieClient(app).request({
        method: 'POST', url: '/api/register-customer',
        payload: { name: 'Sara', surname: 'Posta', email: 'sara.posta@example.it', password: 'Lettera#Rossa77', terms: true },
      });
      expect(res.statusCode).toBe(201);
      await eventually(async () => smtp.received.length > 0, 'the SMTP server to receive the mail');
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(mail.to).toEqual(['sara.posta@example.it']);
      expect(mail.from).toBe('no-reply@automercato.example');
      expect(mail.raw).toMatch(/^Subject: Conferma il tuo indirizzo email/m);
      expect(mail.raw).toContain('text/plain');
      expect(mail.raw).toContain('text/html');
      expect(mail.raw.replace(/=\r?\n/g, '')).toMatch(/https:\/\/www\.automercato\.example\/api\/email\/verify\/[A-Za-z0-9_-]+/);
      // With real SMTP there is no dev outbox to read mail from.
      expect((await app.inject('/api/dev/outbox')).statusCode).toBe(404);
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('sends a lead to the dealer with Reply-To: the buyer, so "Rispondi" writes to them', async () => {
    const smtp = await startSmtp();
    await t.app.jobs.stopWorkers();
    const config = loadConfig({ WEB_ROOT: '/x', SMTP_URL: smtp.url, APP_URL: 'https://www.automercato.example', MAIL_RATE_LIMIT: '1000' });
    const app = await buildApp({ database: t.database, config, logger: false });
    try {
      const listing = await t.database.db.selectFrom('listings').select('id').where('state', '=', 'published').where('status', '=', 'enabled')
        .orderBy('id').executeTakeFirstOrThrow();
      const res = await cookieClient(app).request({
        method: 'POST', url: '/api/user-messages',
        payload: { listing: listing.id, name: 'Chiara Risposta', email: 'chiara.risposta@example.it', message: 'Buongiorno, posso passare a vederla domani mattina?' },
      });
      expect(res.statusCode).toBe(201);
      await eventually(async () => smtp.received.some((m) => /^Subject: Nuovo contatto per/m.test(m.raw)), 'the SMTP server to receive the lead mail');
      const mail = smtp.received.find((m) => /^Subject: Nuovo contatto per/m.test(m.raw))!;
      expect(mail.raw).toMatch(/^Reply-To: chiara\.risposta@example\.it\r?$/m);
      expect(mail.from).toBe('no-reply@automercato.example');
      expect(mail.to).not.toContain('chiara.risposta@example.it');
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('never sends a Reply-To that is not one plain address (no header injection through it)', async () => {
    const smtp = await startSmtp();
    try {
      const mailer = createMailer({ db: t.database.db, smtpUrl: smtp.url, from: 'x@example.it' });
      await mailer.send({ to: 'a@example.it', subject: 'Prova', html: '<p>h</p>', text: 't', replyTo: 'ugo@example.it\r\nBcc: spia@example.it' });
      await mailer.send({ to: 'b@example.it', subject: 'Prova', html: '<p>h</p>', text: 't', replyTo: 'ugo@example.it, spia@example.it' });
      await eventually(async () => smtp.received.length === 2, 'both mails');
      for (const mail of smtp.received) {
        expect(mail.raw).not.toMatch(/^Reply-To:/mi);
        expect(mail.raw).not.toMatch(/^Bcc:/mi);
        expect(mail.to).not.toContain('spia@example.it');
      }
    } finally {
      await smtp.close();
    }
  });

  it('reports a mail server that refuses, without failing the request that caused it', async () => {
    const mailer = createMailer({ db: t.database.db, smtpUrl: 'smtp://127.0.0.1:1', from: 'x@example.it' });
    await expect(mailer.send({ to: 'a@example.it', subject: 's', html: '<p>h</p>', text: 't' })).rejects.toThrow();
  });
});

describe('known-breached passwords', () => {
  it('ships well over 100,000 of them and matches regardless of case', () => {
    expect(breachedListSize()).toBeGreaterThan(100_000);
    expect(isInBreachedList('P@ssw0rd')).toBe(true);
    expect(isInBreachedList('p@SSW0RD')).toBe(true);
    expect(isInBreachedList('Giardino#Verde42')).toBe(false);
  });

  it('matches after normalising case, leet and a tail of digits and symbols', () => {
    for (const common of ['Password1!', 'P@ssw0rd2026!', 'Welcome1!', 'Qwerty123!', 'Milano2026!', 'Juventus1897!', 'W3lc0m3#', 'Ciao1234!']) {
      expect(isInBreachedList(common), common).toBe(true);
    }
    for (const fine of ['Cliente#Demo2026', 'Lampione#Blu2026', 'Strada#Nuova2026!']) expect(isInBreachedList(fine), fine).toBe(false);
  });

  it('asks a Have I Been Pwned range API with only a 5-character hash prefix', async () => {
    const seen: string[] = [];
    const pwned = 'Unica#Ma2Trafugata';
    const sha1 = crypto.createHash('sha1').update(pwned).digest('hex').toUpperCase();
    const server = http.createServer((req, res) => {
      seen.push(req.url ?? '');
      const prefix = (req.url ?? '').split('/').pop();
      res.end(prefix === sha1.slice(0, 5) ? `0000000000000000000000000000000000A:0\r\n${sha1.slice(5)}:12\r\n` : 'ABC:1\r\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(await isPwned(pwned, base)).toBe(true);
      expect(await isPwned('Tutta#Nuova2026', base)).toBe(false);
      expect(seen[0]).toBe(`/range/${sha1.slice(0, 5)}`);
      expect(seen.join()).not.toContain(sha1.slice(5));
      // A sign-up with HIBP configured refuses the pwned password.
      const app = await buildApp({ database: t.database, config: loadConfig({ WEB_ROOT: '/x', HIBP_ENABLED: 'true', HIBP_URL: base, MAIL_RATE_LIMIT: '1000' }), logger: false });
      const res = await cookieClient(app).request({
        method: 'POST', url: '/api/register-customer',
        payload: { name: 'Ro', surname: 'Bata', email: 'rubata@example.it', password: pwned, terms: true },
      });
      expect(res.statusCode).toBe(422);
      expect(res.body.data.errors.password[0]).toMatch(/violazion/);
      await app.close();
    } finally {
      server.close();
    }
    // Unreachable service: the local list already ran, the sign-up is not blocked.
    expect(await isPwned(pwned, 'http://127.0.0.1:1', 500)).toBe(false);
  });
});
