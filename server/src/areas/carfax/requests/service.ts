import crypto from 'node:crypto';
import type { CarfaxReportDocument } from '@automercato/api-contract';
import { messages as texts } from '@automercato/validation';
import type { Lookups } from '../../../catalog/lookups.js';
import { carfaxRequestApprovedMail, carfaxRequestReceivedMail, carfaxRequestRejectedMail } from '../../../mail/templates.js';
import { ApiError, invalid, gone, notFound } from '../../../http/errors.js';
import { page } from '../../../http/envelope.js';
import type { RateLimiter } from '../../../http/rate-limit.js';
import type { AfterAnswer } from '../../../http/after-answer.js';
import type { SessionUser } from '../../../http/session.js';
import { listingPath } from '../../listings/public/present.js';
import type { ListingQueries } from '../../listings/public/index.js';
import { requirePublicListing } from '../../listings/public/service.js';
import { normaliseProblemCheck } from '../reports/summary.js';
import type { AutomaticPurchase } from '../reports/service.js';
import type { CarfaxRequestQueries, CarfaxRequestTxQueries, ListedRow, RequestRow, RequestStatus } from './queries.js';
import { secretLink } from '../../../http/secret-urls.js';

/** How long a mailed report link opens the report. */
export const REPORT_LINK_DAYS = 90;
const DAY_MS = 86_400_000;

export interface NewCarfaxRequest { listing: string; email?: string; name?: string; message?: string }

/** A checked request, ready to be stored (and auto-decided). */
interface Submission {
  listingId: string; dealerId: string; buyer: { userId: string | null; email: string };
  name: string | null; message: string | null; ip: string;
  extras: { auto_approve_carfax_requests: boolean; auto_purchase_carfax_reports: boolean };
}

/**
 * Buys the dealer's report for a listing that has none (the reports slice's spending: plan
 * reports first, then credits; C2 when nothing is left) and associates it to the listing.
 * Returns the report id. Runs in its own transaction, before the approval's: a report bought
 * for a listing stays the listing's even if the approval then fails. `automatic`: no person of
 * the dealer decided (the dealer's auto-purchase setting, its daily cap and the per-requester
 * limits apply, counted in the purchase's transaction).
 */
export type BuyListingReport = (input: { dealerId: string; listingId: string; userId: string | null; automatic?: AutomaticPurchase }) => Promise<string>;

/** Where the report an approval shares comes from when the listing has none. */
type Purchase = 'by-dealer' | AutomaticPurchase | null;

/** What stops an automatic approval and leaves the request pending for the dealer (nothing to share, nothing left, limits, provider). */
const AUTO_APPROVAL_STOPS = ['C1', 'C2', 'C3', 'C5', 'C6', 'C7', 'O2'];

/** A guest's answer, the same whether the e-mail asked about the listing before or not (the work follows the answer). */
export const GUEST_ANSWER_MESSAGE = 'Richiesta ricevuta: se il concessionario condivide il report, riceverai il link all\'indirizzo email indicato.';

export interface CarfaxRequestServiceOptions {
  queries: CarfaxRequestQueries;
  listings: ListingQueries;
  lookups: Lookups;
  appUrl: string;
  /** Per client address (the platform's mail limit, request.ip: X-Forwarded-For only from configured proxies). */
  addressLimiter: RateLimiter;
  /** Per e-mail address the mails would go to. */
  emailLimiter: RateLimiter;
  /** The carfax area's purchase for a listing (index.ts wires carfaxService.buyForListing). */
  buyListingReport: BuyListingReport;
  /** Runs a guest's request after its answer (http/after-answer.ts). */
  afterAnswer: AfterAnswer;
  /** Where a dealer's mails about buyers go (index.ts: the leads' rule, the lead-notification addresses or the dealer's e-mail). */
  dealerRecipients: (dealerId: string) => Promise<string[]>;
}

/** The link's secret: 256 random bits in the mail, only its SHA-256 in the database. */
export const hashToken = (token: string) => crypto.createHash('sha256').update(token, 'utf8').digest('hex');
const newToken = () => crypto.randomBytes(32).toString('base64url');

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Runs work for one key after the work already queued for it (in this process), whatever its outcome. */
function keyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return async <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(work);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}

export function carfaxRequestService({
  queries, listings, lookups, appUrl, addressLimiter, emailLimiter, buyListingReport, afterAnswer, dealerRecipients,
}: CarfaxRequestServiceOptions) {
  const oneAtATime = keyedQueue();
  const titleOf = (row: Pick<RequestRow, 'make_slug' | 'model_slug'>) =>
    `${lookups.brand(row.make_slug).name} ${lookups.model(row.make_slug, row.model_slug).name}`;
  const fullTitle = (row: RequestRow) => `${titleOf(row)} ${row.version}`.trim();
  const pathOf = (row: RequestRow) => listingPath({ id: row.listing_id, city: row.city, make_slug: row.make_slug, model_slug: row.model_slug, dealer_slug: row.dealer_slug });
  const listingOf = (row: RequestRow) => ({ uuid: row.listing_id, title: titleOf(row), version: row.version, url: row.on_sale ? pathOf(row) : null });

  /** The name for a mail's greeting: the one left with the request, else none. */
  const greetingName = (row: RequestRow) => row.name ?? '';

  const presentForDealer = (row: ListedRow) => ({
    uuid: row.id, status: row.status, created_at: row.created_at, decided_at: row.decided_at,
    decided_by: row.decided_by_name !== null ? `${row.decided_by_name} ${row.decided_by_surname ?? ''}`.trim() : null,
    auto_approved: row.auto_approved, email: row.email, name: row.name, message: row.message, registered: row.user_id !== null,
    listing: { ...listingOf(row), vin: row.vin, plate: row.plate, has_report: row.listing_report_id !== null },
    dealer: { uuid: row.dealer_id, name: row.dealer_name },
  });

  /**
   * The report the approval shares: the listing's, or one bought for it now when `purchase` allows
   * (a person of the dealer or an admin decided, or the dealer's auto-purchase); else C7.
   */
  async function obtainListingReport(row: RequestRow, decidedBy: string | null, purchase: Purchase): Promise<string> {
    if (row.listing_report_id) {
      // A report row older than the full documents (migration 014) would mail a link to nothing.
      if ((await queries.report(row.listing_report_id))?.document) return row.listing_report_id;
      throw new ApiError('C7', 'Il report associato all\'annuncio non contiene la storia completa del veicolo: associane uno aggiornato, poi approva la richiesta.');
    }
    if (!row.vin && !row.plate) {
      throw new ApiError('C3', 'L\'annuncio non ha né telaio (VIN) né targa: aggiungine uno o associa un report prima di approvare.');
    }
    if (purchase === null) throw new ApiError('C7', 'L\'annuncio non ha ancora un report da condividere: la richiesta attende la decisione del concessionario.');
    return await buyListingReport({
      dealerId: row.dealer_id, listingId: row.listing_id, userId: decidedBy, automatic: purchase === 'by-dealer' ? undefined : purchase,
    });
  }

  /**
   * Approves or rejects a pending request. Approving shares the listing's report (bought first
   * when it has none and `purchase` allows) through a new link mailed to the buyer; the mail is a
   * job of the same transaction as the decision. A decided request is not decided again.
   */
  async function decide(
    id: string, status: 'approved' | 'rejected', decidedBy: string | null,
    options: { dealerId?: string; auto?: boolean; purchase?: Purchase } = {},
  ) {
    const found = await queries.byId(id);
    if (!found || (options.dealerId && found.dealer_id !== options.dealerId)) throw notFound('Richiesta non trovata.');
    requirePending(found);
    // Approvals of one listing's requests run one at a time in this process, each reading the listing
    // afresh: two approvals at once buy its report once, the second shares it.
    await oneAtATime(found.listing_id, async () => {
      const current = (await queries.byId(id))!;
      requirePending(current);
      const reportId = status === 'approved' ? await obtainListingReport(current, decidedBy, options.purchase === undefined ? 'by-dealer' : options.purchase) : null;
      await approveOrReject(id, status, decidedBy, reportId, options);
    });
    return presentOne(id);
  }

  async function approveOrReject(id: string, status: 'approved' | 'rejected', decidedBy: string | null, reportId: string | null, options: { dealerId?: string; auto?: boolean }) {
    await queries.transaction(async (q) => {
      const row = await q.lockRequest(id, options.dealerId);
      if (!row) throw notFound('Richiesta non trovata.');
      requirePending(row);
      const mail = { title: fullTitle(row), dealerName: row.dealer_name, listingUrl: `${appUrl}${pathOf(row)}` };
      if (status === 'rejected') {
        await q.reject(row.id, decidedBy!);
        await q.queueMail(carfaxRequestRejectedMail(row.email, greetingName(row), mail));
        return;
      }
      const token = newToken();
      const expiresAt = new Date(Date.now() + REPORT_LINK_DAYS * DAY_MS);
      await q.approve(row.id, { decidedBy, reportId: reportId!, tokenHash: hashToken(token), expiresAt, auto: options.auto ?? false });
      await q.queueMail(carfaxRequestApprovedMail(row.email, greetingName(row), {
        ...mail, reportUrl: secretLink(appUrl, 'carfaxReport', token), expiresAt,
      }));
    });
  }

  async function presentOne(id: string) {
    const row = (await queries.byId(id))!;
    const decider = row.decided_by ? await queries.userName(row.decided_by) : undefined;
    return presentForDealer({ ...row, decided_by_name: decider?.name ?? null, decided_by_surname: decider?.surname ?? null });
  }

  function requirePending(row: RequestRow) {
    if (row.status !== 'pending') {
      const state = row.status === 'approved' ? 'approvata' : 'rifiutata';
      throw invalid({ status: [`La richiesta è già stata ${state}: si può decidere solo una richiesta in attesa.`] });
    }
  }

  /** The document a link or the requester's list opens: the report the approval shared. */
  async function sharedReport(row: RequestRow) {
    const report = row.carfax_report_id ? await queries.report(row.carfax_report_id) : undefined;
    // No document: the report was removed, or is a row older than the full documents (migration 014).
    if (!report?.document) throw new ApiError('C7', 'Il report di questo veicolo non è più disponibile.');
    return {
      request_uuid: row.id, approved_at: row.decided_at!, expires_at: row.report_token_expires_at!,
      listing: listingOf(row), dealer_name: row.dealer_name,
      summary: normaliseProblemCheck(report.summary),
      // The vehicle's history only: never the report's id, its dealer or how it was paid.
      report: report.document as unknown as CarfaxReportDocument,
    };
  }

  /**
   * The dealer is told of a request waiting for its decision (a job of `q`'s transaction when `q`
   * is one). `recipients` are read before any transaction: that read is not on its connection.
   */
  async function mailDealer(q: CarfaxRequestTxQueries, id: string, recipients: string[]) {
    const row = (await q.byId(id))!;
    for (const to of recipients) {
      await q.queueMail(carfaxRequestReceivedMail(to, {
        title: fullTitle(row), plate: row.plate, name: row.name, email: row.email, message: row.message,
        requestsUrl: `${appUrl}/dealer/${row.dealer_id}/carfax`,
      }));
    }
  }

  /**
   * The buyer's open request on the listing, else a new one, decided at once by the dealer's
   * auto-approval when it is on: the listing's report is shared; a listing without one gets one
   * bought only under the dealer's auto-purchase setting (with its daily cap and the limits per
   * address and e-mail). Whatever stops it leaves the request pending for the dealer.
   */
  async function submit(request: Submission): Promise<{ row: RequestRow; existing: boolean }> {
    const open = await queries.openRequest(request.listingId, request.buyer);
    if (open) return { row: open, existing: true };
    const pending = {
      listingId: request.listingId, dealerId: request.dealerId, userId: request.buyer.userId, email: request.buyer.email,
      name: request.name, message: request.message,
    };
    const auto = request.extras.auto_approve_carfax_requests;
    const recipients = await dealerRecipients(request.dealerId);
    // Without auto-approval the request waits for the dealer: it and the dealer's mail are saved together.
    const id = auto ? await queries.insertPending(pending) : await queries.transaction(async (q) => {
      const inserted = await q.insertPending(pending);
      if (inserted) await mailDealer(q, inserted, recipients);
      return inserted;
    });
    if (!id) {
      // Another click of the same buyer made it a moment ago.
      const raced = await queries.openRequest(request.listingId, request.buyer);
      if (raced) return { row: raced, existing: true };
      throw new ApiError('1');
    }
    if (auto) {
      const purchase = request.extras.auto_purchase_carfax_reports ? { address: request.ip, email: request.buyer.email } : null;
      try {
        await decide(id, 'approved', null, { auto: true, purchase });
      } catch (error) {
        if (!(error instanceof ApiError) || !AUTO_APPROVAL_STOPS.includes(error.code)) throw error;
        // Auto-approval could not share a report: the request now waits for the dealer, who is told.
        await mailDealer(queries, id, recipients);
      }
    }
    return { row: (await queries.byId(id))!, existing: false };
  }

  return {
    /**
     * A buyer asks for a listing's report. One open request per buyer and listing: a signed-in
     * buyer's repeat answers the pending (or still valid approved) one (200, `existing`). A guest
     * gets one answer (202) whatever the e-mail asked before: the request is made after it.
     */
    async create(body: NewCarfaxRequest, user: SessionUser | null, ip: string) {
      const email = (user?.email ?? body.email?.trim() ?? '').toLowerCase();
      if (!user) {
        if (!email) throw invalid({ email: [texts.required('email')] });
        if (!EMAIL.test(email)) throw invalid({ email: [texts.email('email')] });
      }
      await addressLimiter.check(user ? `carfax-request:user:${user.id}` : `carfax-request:${ip}`);
      await emailLimiter.check(`carfax-request:email:${email}`);
      const listing = await requirePublicListing(listings, body.listing);
      const extras = await queries.listingExtras(listing.id);
      if (!listing.carfax_report_id && !extras.vin && !extras.plate) {
        throw new ApiError('C3', 'Per questo annuncio il report Carfax non è disponibile: il concessionario non ha indicato telaio o targa. Puoi chiedere informazioni scrivendo al concessionario.');
      }
      const request: Submission = {
        listingId: listing.id, dealerId: listing.dealer_id, extras, ip,
        buyer: { userId: user?.id ?? null, email },
        name: body.name?.trim() || (user ? `${user.name} ${user.surname}`.trim() : null) || null, message: body.message?.trim() || null,
      };
      if (!user) {
        afterAnswer.run('carfax request', () => submit(request));
        return {
          code: 202 as const,
          request: { uuid: null, status: 'pending' as const, created_at: new Date(), existing: false, message: GUEST_ANSWER_MESSAGE },
        };
      }
      const { row, existing } = await submit(request);
      return {
        code: existing ? 200 as const : 201 as const,
        request: {
          uuid: row.id, status: row.status, created_at: row.created_at, existing,
          message: existing
            ? (row.status === 'approved' ? 'Hai già ricevuto questo report: controlla la tua email.' : 'Hai già richiesto questo report: il concessionario ti risponderà presto.')
            : (row.status === 'approved' ? 'Richiesta approvata: ti abbiamo inviato il link al report per email.' : 'Richiesta inviata: riceverai un\'email quando il concessionario avrà risposto.'),
        },
      };
    },

    /** The signed-in buyer's requests with status; the report's API path when approved. */
    async mine(userId: string) {
      const rows = await queries.buyerRequests(userId);
      return {
        items: rows.map((row) => ({
          uuid: row.id, status: row.status, created_at: row.created_at, decided_at: row.decided_at,
          listing: listingOf(row), dealer_name: row.dealer_name,
          report_url: row.status === 'approved' && row.carfax_report_id ? `/api/carfax-requests/${row.id}/report` : null,
          report_expires_at: row.status === 'approved' ? row.report_token_expires_at : null,
        })),
      };
    },

    /** The report of an approved request, to its signed-in requester only (anyone else: not found). */
    async reportForRequester(requestId: string, userId: string) {
      const row = await queries.byId(requestId);
      if (!row || row.user_id !== userId) throw notFound('Richiesta non trovata.');
      if (row.status !== 'approved') {
        throw new ApiError('C7', row.status === 'pending'
          ? 'Il concessionario non ha ancora risposto alla tua richiesta.'
          : 'Il concessionario non ha potuto condividere questo report.');
      }
      return sharedReport(row);
    },

    /** The report behind a mailed link: the token is the only key (unknown → 404, expired → 410). */
    async reportByToken(token: string) {
      const row = token.length >= 20 ? await queries.byTokenHash(hashToken(token)) : undefined;
      if (!row) throw notFound('Link al report non valido.');
      if (!row.report_token_expires_at || row.report_token_expires_at.getTime() <= Date.now()) {
        throw gone('Il link al report è scaduto. Accedi al tuo account per rivederlo tra le tue richieste, o richiedilo di nuovo dalla pagina dell\'annuncio.');
      }
      return sharedReport(row);
    },

    async list(filter: { dealerId?: string; status?: RequestStatus }, pageNumber: number, perPage: number) {
      const { rows, total } = await queries.list(filter, perPage, (pageNumber - 1) * perPage);
      return page(rows.map(presentForDealer), total, pageNumber, perPage);
    },

    /** A dealer's (or, without dealerId, an admin's) decision by a person. */
    decide: (id: string, status: 'approved' | 'rejected', decidedBy: string, dealerId?: string) =>
      decide(id, status, decidedBy, { dealerId }),
  };
}

export type CarfaxRequestService = ReturnType<typeof carfaxRequestService>;
