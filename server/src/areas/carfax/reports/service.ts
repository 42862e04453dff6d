import crypto from 'node:crypto';
import type { CarfaxReportDocument } from '@automercato/api-contract';
import { formatDate } from '@automercato/i18n/format';
import { makes } from '../../../catalog/vehicles.js';
import { isUuid } from '@automercato/api-contract';
import { page } from '../../../http/envelope.js';
import { ApiError, notFound } from '../../../http/errors.js';
import { CarfaxProviderError, demoReport, type CarfaxProvider, type VehicleHint } from '../../../carfax-provider/index.js';
import { effectivePlan, planUsage } from '../../billing/subscriptions/index.js';
import type { CarfaxQueries, CarfaxQueriesInTransaction, ListingRow, ReportRow, VehicleKeys } from './queries.js';
import { normaliseProblemCheck } from './summary.js';
import { reportFileName, reportPdf } from './pdf.js';
import { normalisePlate, normaliseVin, PLATE_PATTERN, VIN_PATTERN } from './vehicle-ids.js';
import { foldWords } from '@automercato/i18n/format';

const PAGE_MAX_SIZE = 100;
/** The vehicle of the public sample report: a made-up Fiat VIN and plate whose demo history has a bit of everything (rental first owner, a light damage, a fermo since lifted). */
const SAMPLE_VIN = 'ZFA312000H0000409';
const SAMPLE_PLATE = 'FG123HL';

/** Who asks: a dealer spends its units; an admin's reports are free (source 'admin'). */
export type Buyer = { kind: 'dealer'; dealerId: string; userId: string | null } | { kind: 'admin'; dealerId: string | null; userId: string | null };

/**
 * A purchase no person of the dealer asked for: a buyer's report request on a listing without a
 * report, under the dealer's auto_purchase_carfax_reports. Who asked: the client address
 * (request.ip: the socket, or X-Forwarded-For only from a configured proxy) and the e-mail.
 */
export interface AutomaticPurchase { address: string; email: string }

/** Automatic purchases one address, or one e-mail, may cause per day across all dealers. */
export const AUTO_PURCHASES_PER_REQUESTER = 2;

/** Where a report's links point: the dealer's routes or the admin's. */
export type Base = { kind: 'dealer'; dealerId: string } | { kind: 'admin' };

const MESSAGES = {
  missing: 'Indica il numero di telaio (VIN) o la targa del veicolo.',
  listingMissing: 'L\'annuncio non ha né il numero di telaio (VIN) né la targa: aggiungine uno per acquistare il report.',
  vin: 'Il numero di telaio (VIN) deve avere 17 caratteri tra lettere e cifre, senza I, O e Q (ISO 3779).',
  plate: 'La targa deve essere nel formato AA000AA (due lettere, tre cifre, due lettere).',
  limit: 'Hai esaurito i report disponibili: quelli del piano di questo mese sono finiti e non hai crediti validi. Acquista un pacchetto di report o attendi il mese prossimo.',
  noCredit: 'Credito insufficiente: il tuo piano non include report mensili e non hai crediti validi. Acquista un pacchetto di report per continuare.',
  notAvailable: 'Il fornitore non ha uno storico per questo veicolo: nessun report è stato addebitato.',
  outage: 'Il servizio dei report non risponde in questo momento. Nessun report è stato addebitato: riproveremo in automatico e il report comparirà nell\'elenco appena disponibile.',
  foreignReport: 'Questo report appartiene a un altro concessionario.',
  foreignListing: 'Questo annuncio appartiene a un altro concessionario.',
  autoOff: 'L\'acquisto automatico dei report non è attivo per questo concessionario.',
  autoCap: 'Limite giornaliero degli acquisti automatici di report raggiunto.',
  reportNotFound: 'Report non trovato.',
  dealerNotFound: 'Concessionario non trovato: indica il suo uuid o il suo slug (l\'ultima parte dell\'indirizzo della sua pagina).',
  listingNotFound: 'Annuncio non trovato.',
} as const;

/**
 * Body → normalised VIN and plate (upper case, no spaces or dashes). C3 when neither is given,
 * C5 for a VIN that is not ISO 3779, C6 for a plate not in the Italian AA000AA format.
 */
export function vehicleIds(body: { vin?: string | null; plate?: string | null }, missingMessage: string = MESSAGES.missing) {
  const vin = normaliseVin(body.vin);
  const plate = normalisePlate(body.plate);
  if (!vin && !plate) throw new ApiError('C3', missingMessage, { errors: { vin: [missingMessage], plate: [missingMessage] } });
  if (vin && !VIN_PATTERN.test(vin)) throw new ApiError('C5', MESSAGES.vin, { errors: { vin: [MESSAGES.vin] } });
  if (plate && !PLATE_PATTERN.test(plate)) throw new ApiError('C6', MESSAGES.plate, { errors: { plate: [MESSAGES.plate] } });
  return { vin, plate };
}

/**
 * The dealer already holds a report of this vehicle: 409 C1 with the report (nothing is spent).
 * The form offers to open it, or to buy again with `refresh: true` for a fresher history.
 */
function alreadyHeld(row: ReportRow) {
  const vehicle = row.plate ? `questa targa (${row.plate})` : `questo telaio (${row.vin ?? ''})`;
  return new ApiError('C1', `Hai già un report per ${vehicle}, del ${formatDate(row.created_at)}: aprilo dall'elenco dei report, o chiedi esplicitamente un report aggiornato (costa un altro report).`, {
    existing_report: { uuid: row.id, vin: row.vin, plate: row.plate, created_at: row.created_at },
  }, 409);
}

/**
 * No unit left. C2 "limit reached" when the plan includes monthly reports (they are used up for
 * this month and no credit is left); O2 "insufficient credit" when the plan includes none, so
 * only a credit package can pay for a report.
 */
const nothingLeft = (perMonth: number) => perMonth > 0 ? new ApiError('C2', MESSAGES.limit) : new ApiError('O2', MESSAGES.noCredit);

/** Plan reports left this calendar month (Europe/Rome) and credits left. */
async function availabilityWith(q: CarfaxQueriesInTransaction, dealerId: string) {
  const [{ limits }, usage, credits] = await Promise.all([
    effectivePlan(q.subscriptions, dealerId), planUsage(q.subscriptions, dealerId), q.creditsLeft(dealerId),
  ]);
  const subscription = Math.max(0, limits.reports_per_month - usage.reports_this_month);
  return {
    subscription: { availability: subscription, per_month: limits.reports_per_month, used_this_month: usage.reports_this_month },
    credit: { availability: credits },
    total: subscription + credits,
  };
}

/**
 * One unit, inside the caller's transaction after lockDealer: the plan's monthly reports first,
 * then the oldest credit package not expired nor used up.
 */
async function spendUnit(q: CarfaxQueriesInTransaction, dealerId: string) {
  const [{ limits }, usage] = await Promise.all([effectivePlan(q.subscriptions, dealerId), planUsage(q.subscriptions, dealerId)]);
  if (usage.reports_this_month < limits.reports_per_month) return { source: 'subscription' as const, package_purchase_id: null };
  const credit = await q.oldestCredit(dealerId);
  if (!credit) throw nothingLeft(limits.reports_per_month);
  await q.useCredit(credit.id);
  return { source: 'credit' as const, package_purchase_id: credit.id };
}

type AutoPurchaseSettings = { auto_purchase_carfax_reports: boolean; auto_purchase_daily_cap: number };
const digest = (value: string) => crypto.createHash('sha256').update(value, 'utf8').digest('hex');

/**
 * Whether this automatic purchase may happen: the dealer's setting on, and today under the
 * dealer's daily cap and under the per-requester limit of the address and of the e-mail. With
 * `count` (inside the purchase's transaction, after lockDealer) each counter is incremented: a
 * refusal, or any later failure, rolls the increments back with the purchase.
 */
async function checkAutomatic(
  q: CarfaxQueriesInTransaction, dealerId: string, dealer: AutoPurchaseSettings | undefined, automatic: AutomaticPurchase, count: boolean,
) {
  if (!dealer?.auto_purchase_carfax_reports) throw new ApiError('C2', MESSAGES.autoOff);
  const limits: Array<[string, number]> = [
    [`address:${digest(automatic.address)}`, AUTO_PURCHASES_PER_REQUESTER],
    [`email:${digest(automatic.email.trim().toLowerCase())}`, AUTO_PURCHASES_PER_REQUESTER],
    [`dealer:${dealerId}`, dealer.auto_purchase_daily_cap],
  ];
  if (!count) {
    const today = await q.autoPurchasesToday(limits.map(([key]) => key));
    if (limits.some(([key, cap]) => today.get(key)! >= cap)) throw new ApiError('C2', MESSAGES.autoCap);
    return;
  }
  // One at a time, always in this order (address, e-mail, dealer), so two purchases never wait on each other in a cycle.
  for (const [key, cap] of limits) {
    if (await q.countAutoPurchase(key) > cap) throw new ApiError('C2', MESSAGES.autoCap);
  }
}

const hintOf = (listing: ListingRow): VehicleHint => ({
  make_slug: listing.make_slug, model_slug: listing.model_slug, registration_year: listing.registration_year,
  registration_month: listing.registration_month, mileage: listing.mileage, power_type: listing.power_type,
  emission_class: listing.emission_class,
});

/** Catalogue names compared loosely: "Mercedes-Benz" = "mercedes benz", "Citroën" = "Citroen". */
const fold = (s: string) => foldWords(s, '');

/** The catalogue slugs of a report's make and model (names as the provider writes them), for matching. */
function keysOf(document: CarfaxReportDocument, listing: ListingRow | null): Pick<VehicleKeys, 'make_slug' | 'model_slug' | 'year'> {
  if (listing) return { make_slug: listing.make_slug, model_slug: listing.model_slug, year: document.year };
  const make = makes.find((m) => fold(m.name) === fold(document.make));
  const model = make?.models.find((m) => fold(m.name) === fold(document.model));
  return { make_slug: make?.slug ?? null, model_slug: model?.slug ?? null, year: document.year };
}

export interface CarfaxServiceOptions {
  queries: CarfaxQueries;
  provider: CarfaxProvider;
  log?: { warn: (obj: unknown, msg?: string) => void };
}

export function carfaxService({ queries, provider, log }: CarfaxServiceOptions) {
  const pdfUrl = (base: Base, id: string) => base.kind === 'dealer'
    ? `/api/dealers/${base.dealerId}/carfax-reports/${id}/pdf` : `/api/admin/carfax-reports/${id}/pdf`;

  /** The stored document; rows older than migration 014 of the demo provider get theirs rebuilt (same input, same history). */
  function documentOf(row: ReportRow): CarfaxReportDocument {
    if (row.document) return row.document as unknown as CarfaxReportDocument;
    if (row.provider === 'demo') return demoReport({ vin: row.vin, plate: row.plate }, row.created_at);
    throw new ApiError('C7', 'Il documento di questo report non è disponibile.');
  }

  function present(row: ReportRow, listings: ListingRow[], base: Base) {
    const document = row.document as Partial<CarfaxReportDocument> | null;
    return {
      uuid: row.id,
      vin: row.vin,
      plate: row.plate,
      make: row.make_name ?? document?.make ?? '',
      model: row.model_name ?? document?.model ?? '',
      year: row.year ?? document?.year ?? null,
      provider: document?.provider ?? { name: row.provider === 'demo' ? 'Fornitore dimostrativo' : row.provider, demo: row.provider === 'demo' },
      source: row.source,
      summary: normaliseProblemCheck(row.summary),
      dealer: row.dealer_id ? { uuid: row.dealer_id, name: row.dealer_name ?? '' } : null,
      listings: listings.filter((l) => l.carfax_report_id === row.id).map((l) => ({ uuid: l.id, title: `${l.make_name} ${l.model_name}` })),
      created_at: row.created_at,
      pdf_url: pdfUrl(base, row.id),
    };
  }

  const presentListing = (l: ListingRow & { match: VehicleKeysMatch }) => ({
    uuid: l.id, title: `${l.make_name} ${l.model_name}`, vin: l.vin, plate: l.plate, registration_year: l.registration_year,
    mileage: l.mileage, state: l.state, cover_photo: l.photos[0]?.url ?? null, carfax_report: l.carfax_report_id, match: l.match,
  });

  /** A report the caller may see: the dealer's own (C4 for another dealer's), any for an admin. */
  async function reportFor(base: Base, reportId: string): Promise<ReportRow> {
    const row = isUuid(reportId) ? await queries.report(reportId) : undefined;
    if (!row) throw notFound(MESSAGES.reportNotFound);
    if (base.kind === 'dealer' && row.dealer_id !== base.dealerId) throw new ApiError('C4', MESSAGES.foreignReport);
    return row;
  }

  /** A listing the caller may change: the dealer's own (C4 for another dealer's), any for an admin. */
  async function listingFor(base: Base, listingId: string): Promise<ListingRow> {
    const row = isUuid(listingId) ? await queries.listing(listingId) : undefined;
    if (!row) throw notFound(MESSAGES.listingNotFound);
    if (base.kind === 'dealer' && row.dealer_id !== base.dealerId) throw new ApiError('C4', MESSAGES.foreignListing);
    return row;
  }

  async function detail(base: Base, reportId: string) {
    const row = await reportFor(base, reportId);
    const listings = await queries.listingsOf([row.id]);
    return { ...present(row, listings, base), document: documentOf(row) };
  }

  /**
   * The provider's report, or: C7 when it has no history (nothing to retry), C1 (503) when it is
   * down, after writing the purchase as an order whose job retries it (the unit is spent only
   * when the report arrives).
   */
  async function fetchOrQueue(buyer: Buyer, ids: { vin: string | null; plate: string | null }, listing: ListingRow | null, automatic?: AutomaticPurchase) {
    try {
      return await provider.fetchReport({ ...ids, vehicle: listing ? hintOf(listing) : null });
    } catch (error) {
      if (!(error instanceof CarfaxProviderError)) throw error;
      if (error.kind === 'not_found') throw new ApiError('C7', MESSAGES.notAvailable);
      // An order's job would spend a unit later, outside the automatic limits: an automatic purchase is just not made.
      if (automatic) throw new ApiError('C1', MESSAGES.outage, undefined, 503);
      log?.warn({ err: error, provider: provider.name }, 'carfax provider unavailable: the purchase is queued');
      const orderId = await queries.transaction((q) => q.insertOrder({
        dealer_id: buyer.dealerId, user_id: buyer.userId, listing_id: listing?.id ?? null, ...ids, payer: buyer.kind,
      }));
      throw new ApiError('C1', MESSAGES.outage, { order: orderId, retrying: true }, 503);
    }
  }

  /**
   * `held`: the VIN and plate a dealer's purchase must not hold already (a purchase by VIN or plate
   * without `refresh`); checked before the provider is asked and again in the transaction.
   */
  async function buy(
    buyer: Buyer, ids: { vin: string | null; plate: string | null }, listing: ListingRow | null, base: Base,
    automatic?: AutomaticPurchase, held?: { vin: string | null; plate: string | null },
  ) {
    if (buyer.kind === 'dealer') {
      // Before asking the provider: a dealer with nothing left (or over its automatic limits) is told at once (the transaction checks again).
      if (automatic) await checkAutomatic(queries, buyer.dealerId, await queries.dealer(buyer.dealerId), automatic, false);
      if (held) {
        const existing = await queries.heldReport(buyer.dealerId, held);
        if (existing) throw alreadyHeld(existing);
      }
      const available = await availabilityWith(queries, buyer.dealerId);
      if (available.total === 0) throw nothingLeft(available.subscription.per_month);
    }
    const document = await fetchOrQueue(buyer, ids, listing, automatic);
    const id = await queries.transaction((q) => storeReport(q, provider, buyer, document, listing, automatic, held));
    return await detail(base, id);
  }

  /**
   * The public sample: always the demo provider's history of one fixed vehicle (whatever provider
   * is configured, a real report is never public), dated at the start of this month.
   */
  const sample = () => {
    const at = new Date();
    return demoReport({ vin: SAMPLE_VIN, plate: SAMPLE_PLATE }, new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)));
  };

  return {
    sample,
    async samplePdf() {
      const document = sample();
      return { body: await reportPdf(document), fileName: 'report-veicolo-esempio.pdf' };
    },

    availability: (dealerId: string) => availabilityWith(queries, dealerId),

    async purchases(dealerId: string, pageNumber: number, perPage: number) {
      const size = Math.min(perPage, PAGE_MAX_SIZE);
      const { rows, total } = await queries.purchases(dealerId, size, (pageNumber - 1) * size);
      const now = Date.now();
      return page(rows.map((r) => ({
        uuid: r.id, package: { code: r.package_code, name: r.name }, purchased_at: r.purchased_at, expires_at: r.expires_at,
        expired: r.expires_at.getTime() <= now, reports_total: r.reports_total, reports_used: r.reports_used,
        reports_left: r.expires_at.getTime() <= now ? 0 : r.reports_total - r.reports_used, price_cents: r.price_cents,
      })), total, pageNumber, size);
    },

    async list(base: Base, query: { page?: number; per_page?: number; search?: string; dealer?: string }) {
      const pageNumber = query.page ?? 1;
      const size = Math.min(query.per_page ?? 20, PAGE_MAX_SIZE);
      const search = query.search?.toUpperCase().replace(/[\s-]+/g, '') || undefined;
      const dealerId = base.kind === 'dealer' ? base.dealerId : (query.dealer && isUuid(query.dealer) ? query.dealer : undefined);
      if (base.kind === 'admin' && query.dealer && !dealerId) return page([], 0, pageNumber, size);
      const { rows, total } = await queries.listReports({ dealerId, search }, size, (pageNumber - 1) * size);
      const listings = await queries.listingsOf(rows.map((r) => r.id));
      return page(rows.map((r) => present(r, listings, base)), total, pageNumber, size);
    },

    detail,

    async pdf(base: Base, reportId: string) {
      const report = await detail(base, reportId);
      return { body: await reportPdf(report.document), fileName: reportFileName(report.document, report.uuid) };
    },

    /**
     * A dealer buys by VIN or plate (409 C1 when it holds a report of that VIN or plate already,
     * unless `refresh`); an admin too, free, optionally for a dealer named by uuid or slug.
     */
    async buy(buyer: Buyer, body: { vin?: string | null; plate?: string | null; refresh?: boolean }, base: Base) {
      const ids = vehicleIds(body);
      if (buyer.kind === 'admin' && buyer.dealerId !== null) {
        const named = buyer.dealerId.trim().toLowerCase();
        const dealerId = isUuid(named) ? (await queries.dealer(named))?.id : await queries.dealerIdBySlug(named);
        if (!dealerId) throw notFound(MESSAGES.dealerNotFound);
        return await buy({ ...buyer, dealerId }, ids, null, base);
      }
      return await buy(buyer, ids, null, base, undefined, body.refresh === true ? undefined : ids);
    },

    /**
     * Buy for a listing (its VIN, else its plate) and associate the report with it. `automatic`:
     * nobody of the dealer asked (a buyer's request), so the dealer's auto-purchase setting and
     * the daily limits apply (C2 when refused; C1 on a provider outage, without a retrying order).
     */
    async buyForListing(buyer: Buyer, listingId: string, base: Base, automatic?: AutomaticPurchase) {
      const listing = await listingFor(base, listingId);
      const ids = vehicleIds({ vin: listing.vin, plate: listing.plate }, MESSAGES.listingMissing);
      const forDealer: Buyer = buyer.kind === 'admin' ? { ...buyer, dealerId: listing.dealer_id } : buyer;
      return await buy(forDealer, ids, listing, base, buyer.kind === 'dealer' ? automatic : undefined);
    },

    async remove(base: Base, reportId: string) {
      const row = await reportFor(base, reportId);
      const detached = await queries.transaction((q) => q.deleteReport(row.id));
      return { uuid: row.id, detached_listings: detached };
    },

    async matchingListings(base: Base, reportId: string) {
      const row = await reportFor(base, reportId);
      if (!row.dealer_id) return [];
      const rows = await queries.matchingListings(row.dealer_id, keysOfRow(row));
      return rows.map(presentListing);
    },

    async associateListings(base: Base, reportId: string, listingIds: string[]) {
      const row = await reportFor(base, reportId);
      const unique = [...new Set(listingIds.map((id) => id.toLowerCase()))];
      const listings = await Promise.all(unique.map((id) => listingFor(base, id)));
      if (row.dealer_id && listings.some((l) => l.dealer_id !== row.dealer_id)) throw new ApiError('C4', MESSAGES.foreignListing);
      await queries.transaction((q) => q.setListingReport(listings.map((l) => l.id), row.id));
      return { carfax_report: row.id, listings: listings.map((l) => l.id) };
    },

    async listingMatches(base: Base, listingId: string) {
      const listing = await listingFor(base, listingId);
      const rows = await queries.matchingReports(listing.dealer_id, {
        vin: normaliseVin(listing.vin), plate: normalisePlate(listing.plate), make_slug: listing.make_slug,
        model_slug: listing.model_slug, year: listing.registration_year,
      });
      const listings = await queries.listingsOf(rows.map((r) => r.id));
      return rows.map((r) => ({ ...present(r, listings, base), match: r.match }));
    },

    async associateReport(base: Base, listingId: string, reportId: string | null) {
      const listing = await listingFor(base, listingId);
      if (reportId !== null) {
        const row = await reportFor(base, reportId);
        if (row.dealer_id && row.dealer_id !== listing.dealer_id) throw new ApiError('C4', MESSAGES.foreignReport);
      }
      await queries.transaction((q) => q.setListingReport([listing.id], reportId === null ? null : reportId.toLowerCase()));
      return { listing: listing.id, carfax_report: reportId === null ? null : reportId.toLowerCase() };
    },
  };
}

type VehicleKeysMatch = 'vin' | 'plate' | 'make_model_year';
const keysOfRow = (row: ReportRow): VehicleKeys => ({
  vin: normaliseVin(row.vin), plate: normalisePlate(row.plate), make_slug: row.make_slug, model_slug: row.model_slug, year: row.year,
});

/**
 * The job 'carfax-report-order': a purchase the provider could not serve is asked again. A
 * throw (still down) lets pg-boss retry with back-off; when the report comes the unit is spent
 * and the report stored in one transaction, or the order fails if nothing is left by then.
 */
export function carfaxOrders({ queries, provider }: { queries: CarfaxQueries; provider: CarfaxProvider }) {
  return {
    async processOrder(orderId: string): Promise<'done' | 'failed' | 'skipped'> {
      const order = await queries.order(orderId);
      if (!order || order.status !== 'pending') return 'skipped';
      const listing = order.listing_id ? await queries.listing(order.listing_id) ?? null : null;
      let document: CarfaxReportDocument;
      try {
        document = await provider.fetchReport({ vin: order.vin, plate: order.plate, vehicle: listing ? hintOf(listing) : null });
      } catch (error) {
        if (error instanceof CarfaxProviderError && error.kind === 'not_found') {
          await queries.finishOrder(orderId, { status: 'failed', failure: MESSAGES.notAvailable });
          return 'failed';
        }
        throw error;
      }
      return await queries.transaction(async (q) => {
        const locked = await q.orderForUpdate(orderId);
        if (!locked || locked.status !== 'pending') return 'skipped' as const;
        const buyer: Buyer = locked.payer === 'dealer' && locked.dealer_id
          ? { kind: 'dealer', dealerId: locked.dealer_id, userId: locked.user_id }
          : { kind: 'admin', dealerId: locked.dealer_id, userId: locked.user_id };
        // The listing may have changed hands or got a report meanwhile: then the report is only stored.
        const target = listing && listing.dealer_id === locked.dealer_id && !listing.carfax_report_id ? listing : null;
        try {
          const id = await storeReport(q, provider, buyer, document, target);
          await q.finishOrder(orderId, { status: 'done', report_id: id });
          return 'done' as const;
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          await q.finishOrder(orderId, { status: 'failed', failure: error.message });
          return 'failed' as const;
        }
      });
    },
  };
}

/** Store a fetched report, inside the caller's transaction: for a dealer one unit is spent, the dealer locked first. */
async function storeReport(
  q: CarfaxQueriesInTransaction, provider: CarfaxProvider, buyer: Buyer, document: CarfaxReportDocument, listing: ListingRow | null,
  automatic?: AutomaticPurchase, held?: { vin: string | null; plate: string | null },
) {
  let spent: { source: 'subscription' | 'credit' | 'admin'; package_purchase_id: string | null } = { source: 'admin', package_purchase_id: null };
  if (buyer.kind === 'dealer') {
    const dealer = await q.lockDealer(buyer.dealerId);
    // Under the dealer's lock: of two purchases of one vehicle at once, the second finds the first's report and spends nothing.
    const existing = held ? await q.heldReport(buyer.dealerId, held) : undefined;
    if (existing) throw alreadyHeld(existing);
    if (automatic) await checkAutomatic(q, buyer.dealerId, dealer, automatic, true);
    spent = await spendUnit(q, buyer.dealerId);
  }
  const id = await q.insertReport({
    dealer_id: buyer.dealerId, purchased_by: buyer.userId || null, vin: document.vin, plate: document.plate,
    provider: provider.name, ...spent, summary: document.problem_check, document, ...keysOf(document, listing),
  });
  if (listing) await q.setListingReport([listing.id], id);
  return id;
}

export type CarfaxService = ReturnType<typeof carfaxService>;
