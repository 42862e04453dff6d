import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { addressUnit } from '../../../http/client-address.js';

/**
 * Who counts as a visitor, and who does not count at all. Pure functions, tested beside.
 */

/** Crawlers, link previews, monitors, scripted clients and browsers that declare themselves headless. */
const BOT_UA = new RegExp([
  'bot\\b', 'bot/', 'crawl', 'spider', 'slurp', 'mediapartners', 'facebookexternalhit', 'facebookcatalog',
  'embedly', 'quora link preview', 'outbrain', 'pinterest', 'vkshare', 'w3c_validator', 'whatsapp', 'telegram',
  'discord', 'skypeuripreview', 'preview', 'headless', 'phantomjs', 'puppeteer', 'playwright', 'selenium',
  'webdriver', 'lighthouse', 'pagespeed', 'gtmetrix', 'chrome-lighthouse', 'curl/', 'wget/', 'httpie',
  'python-requests', 'python-urllib', 'aiohttp', 'httpclient', 'okhttp', 'java/', 'go-http-client', 'axios/',
  'node-fetch', 'undici', '^node$', 'libwww', 'scrapy', 'ahrefs', 'semrush', 'mj12', 'dotbot', 'petalbot',
  'yandex', 'baiduspider', 'bingpreview', 'applebot', 'duckduck', 'uptime', 'pingdom', 'statuscake', 'archive.org',
].join('|'), 'i');

/** A user agent that is not a person's browser: missing, empty, or a declared bot/tool. */
export function isBot(userAgent: string | undefined): boolean {
  const ua = (userAgent ?? '').trim();
  return ua.length < 10 || BOT_UA.test(ua);
}

/** Speculative loads (link prefetch, prerender, Chrome's Speculation Rules): nobody has seen the page yet. */
export function isPrefetch(headers: IncomingHttpHeaders): boolean {
  const values = [headers['sec-purpose'], headers['purpose'], headers['x-purpose'], headers['x-moz']]
    .flat().filter((v): v is string => typeof v === 'string');
  return values.some((v) => /prefetch|prerender|preview/i.test(v));
}

/**
 * The visitor's key: the signed-in user (one person on phone and laptop counts once), otherwise the
 * session (the beacon is a POST, so it always has one: the XSRF check needs it). Stored as a keyed
 * hash, so the table of who was counted names nobody.
 */
export function visitorKey(session: { idHash: string; user: { id: string } | null }, secret: string): string {
  const who = session.user ? `u:${session.user.id}` : `s:${session.idHash}`;
  return crypto.createHmac('sha256', secret).update(who).digest('base64url').slice(0, 22);
}

/**
 * The address's key for one listing and day. Sessions cost a script nothing, an address does: a
 * view counts only when its address is new for the listing that day too. The address is
 * `request.ip` (the socket's, or a configured proxy's client; never a header the caller writes; an
 * IPv6 address counts by its /64),
 * kept only as this hash, keyed and salted by listing and day, so it cannot be reversed without the
 * key nor followed from one listing or day to the next; the rows go the day after.
 */
export function addressKey(ip: string, listingId: string, day: string, secret: string): string {
  return `a:${crypto.createHmac('sha256', secret).update(`${day}|${listingId}|${addressUnit(ip)}`).digest('base64url').slice(0, 22)}`;
}

const ROME_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Italian calendar day of an instant, `YYYY-MM-DD`: a view at 00:30 in Rome belongs to that day. */
export function romeDay(at: Date): string {
  return ROME_DAY.format(at);
}

/** `YYYY-MM-DD` plus `n` days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
