import type { FastifyBaseLogger } from 'fastify';
import type { DealerListingsQuery, ListingBody } from '@automercato/api-contract';
import {
  cvToKw, kwToCv, listingErrorCode, listingLabels, normalisePlate, normaliseVin, toNumber, validateListing,
  type CatalogueVersion, type ListingField,
} from '@automercato/validation';
import type { Lookups } from '../../../catalog/lookups.js';
import { findModel, makes } from '../../../catalog/vehicles.js';
import type { ListingState } from '../../../db/schema.js';
import { page as pageOf } from '../../../http/envelope.js';
import { ApiError, invalid, notFound } from '../../../http/errors.js';
import type { MediaStorage } from '../../../media-storage/index.js';
import { effectivePlan, planUsage } from '../../billing/subscriptions/index.js';
import { storedKeys } from '../photos/index.js';
import type { DealerListingQueries, DealerListingQueriesInTransaction, ListingWrite } from './queries.js';
import { presentDealerListing } from './present.js';
import type { Emitter } from '../../../http/events.js';

const PER_PAGE = 10;
const PER_PAGE_MAX = 100;

type Q = DealerListingQueriesInTransaction;

/** The catalogue versions of a model as the listing form's lookup gives them (undefined: unknown make or model). */
export function catalogueVersions(makeSlug: string, modelSlug: string): CatalogueVersion[] | undefined {
  return findModel(makeSlug, modelSlug)?.versions.map((v) => ({
    name: v.name, year_from: v.years[0], year_to: v.years[1], fuel: v.fuel, power_kw: v.kw, horsepower: v.cv,
    traction: v.traction, gearbox: v.gearbox, body: v.category,
  }));
}

const ALL_MAKES = makes.map((m) => m.slug);

/** A listing's attributes once checked: what is written to the row. */
export type ListingInput = Omit<ListingWrite, 'dealer_id' | 'state' | 'status' | 'city' | 'province_code' | 'postal_code' | 'latitude' | 'longitude'>;

export type ListingCheck =
  | { ok: true; value: ListingInput }
  | { ok: false; code: '2' | 'C5' | 'C6'; errors: Partial<Record<ListingField, string>> };

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const intOrNull = (value: unknown) => (blank(value) ? null : Math.trunc(toNumber(value) ?? 0));

/**
 * A listing body checked with the rules of `@automercato/validation` against the code catalogue
 * (make, model, version and its years): the values to write, or every field's Italian message
 * with the SPEC §8 code (C5 bad VIN, C6 bad plate, else 2). For the import, which reports per row.
 */
export function checkListing(body: Partial<ListingBody> & Record<string, unknown>): ListingCheck {
  const values = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, trimmed(value)])) as Record<string, unknown>;
  const make = typeof values.make === 'string' ? values.make : '';
  const model = typeof values.model === 'string' ? values.model : '';
  // An unknown make is the one message (not also "unknown model"), an unknown model likewise.
  const makeSpec = makes.find((m) => m.slug === make);
  const errors = validateListing(values, {
    makes: ALL_MAKES,
    models: makeSpec?.models.map((m) => m.slug),
    versions: makeSpec && findModel(make, model) ? catalogueVersions(make, model) : undefined,
  });
  if (Object.keys(errors).length) return { ok: false, code: listingErrorCode(errors), errors };

  // One of the powers may be missing: the other gives it (1 kW = 1.35962 CV).
  const kwGiven = toNumber(values.power_kw);
  const cvGiven = toNumber(values.horsepower);
  const powerKw = blank(values.power_kw) || kwGiven === undefined ? cvToKw(cvGiven!) : kwGiven;
  const horsepower = blank(values.horsepower) || cvGiven === undefined ? kwToCv(powerKw) : cvGiven;
  const spec = findModel(make, model)!;
  return {
    ok: true,
    value: {
      make_slug: make,
      model_slug: model,
      version: String(values.version),
      registration_year: toNumber(values.registration_year)!,
      registration_month: toNumber(values.registration_month)!,
      mileage: toNumber(values.mileage)!,
      power_type: String(values.power_type),
      gearbox_type: String(values.gearbox_type),
      power_kw: Math.trunc(powerKw),
      horsepower: Math.trunc(horsepower),
      category: String(values.category),
      exterior_color: String(values.exterior_color),
      exterior_paint_type: String(values.exterior_paint_type),
      interior_color: String(values.interior_color),
      interior_material: String(values.interior_material),
      traction_type: String(values.traction_type),
      emission_class: blank(values.emission_class) ? null : String(values.emission_class),
      origin: String(values.origin),
      price: toNumber(values.price)!,
      price_negotiable: values.price_negotiable === true,
      description: blank(values.description) ? '' : String(values.description),
      vin: blank(values.vin) ? null : normaliseVin(String(values.vin)),
      plate: blank(values.plate) ? null : normalisePlate(String(values.plate)),
      reference: blank(values.reference) ? null : String(values.reference),
      doors: intOrNull(values.doors) ?? spec.doors,
      seats: intOrNull(values.seats) ?? spec.seats,
      engine_cc: intOrNull(values.engine_cc),
    },
  };
}

/** The 422 of a refused body: code 2, or C5 / C6 when the VIN / plate is what is wrong. */
function refusal(check: Extract<ListingCheck, { ok: false }>): ApiError {
  const errors = Object.fromEntries(Object.entries(check.errors).map(([field, message]) => [field, [message!]]));
  const first = check.code === 'C5' ? check.errors.vin : check.code === 'C6' ? check.errors.plate : Object.values(check.errors)[0];
  return new ApiError(check.code, first, { errors }, 422);
}

const referenceTaken = (reference: string) =>
  invalid({ reference: [`Il ${listingLabels.reference} «${reference}» è già usato da un altro tuo annuncio`] });

const isReferenceRace = (error: unknown) => {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  return e?.code === '23505' && (e.constraint === 'listings_dealer_reference' || String(e.message ?? '').includes('listings_dealer_reference'));
};

/** What the plan allows and what the dealer uses: the counters beside the list. */
export async function listingCounters(q: Q, dealerId: string) {
  const [{ limits }, usage, inSearch] = await Promise.all([effectivePlan(q.plan, dealerId), planUsage(q.plan, dealerId), q.inSearchCount(dealerId)]);
  return {
    published: usage.published,
    in_search: inSearch,
    allowed: limits.listings,
    showcase: { used: usage.showcase, allowed: limits.showcase },
    featured: { used: usage.featured, allowed: limits.featured },
  };
}

/**
 * Refuses one more published listing over the plan: S2 when the plan allows none, S4 at the
 * limit. Call after `q.plan.lockDealer` so two publishes of one dealer take turns.
 */
async function ensureRoomToPublish(q: Q, dealerId: string): Promise<void> {
  const [{ plan, limits }, usage] = await Promise.all([effectivePlan(q.plan, dealerId), planUsage(q.plan, dealerId)]);
  if (limits.listings === null) return;
  if (limits.listings === 0) {
    throw new ApiError('S2', `Il piano ${plan.plan_name} non permette di pubblicare annunci: scegli un piano a pagamento.`);
  }
  if (usage.published >= limits.listings) {
    throw new ApiError('S4', `Hai raggiunto il limite di ${limits.listings} annunci pubblicati del piano ${plan.plan_name}: `
      + 'ritira o segna come venduto un annuncio, oppure passa a un piano superiore.');
  }
}

/**
 * Creates (no `listingId`) or fully updates one of the dealer's listings from a body, inside the
 * caller's transaction after `q.plan.lockDealer(dealerId)`. `publish` creates it published (plan
 * limit checked); an update keeps the state. Throws the 422 (2, C5, C6), S2/S4 or 404.
 * Exported for the stock import, which runs many in one transaction.
 */
export async function saveListing(
  q: Q, dealerId: string, body: Partial<ListingBody> & Record<string, unknown>,
  options: { listingId?: string; publish?: boolean } = {},
): Promise<{ id: string; created: boolean }> {
  const check = checkListing(body);
  if (!check.ok) throw refusal(check);
  const value = check.value;
  if (value.reference) {
    const holder = await q.byReference(dealerId, value.reference);
    if (holder && holder.id !== options.listingId) throw referenceTaken(value.reference);
  }
  if (options.listingId) {
    const current = await q.lockOwn(options.listingId, dealerId);
    if (!current) throw notFound('Annuncio non trovato.');
    if (current.state === 'sold') throw invalid({ state: ['Un annuncio venduto non si può più modificare.'] });
    await q.update(options.listingId, value);
    return { id: options.listingId, created: false };
  }
  const place = await q.dealerPlace(dealerId);
  if (!place) throw notFound('Concessionario non trovato.');
  if (options.publish) await ensureRoomToPublish(q, dealerId);
  const now = new Date();
  const id = await q.insert({
    ...value, ...place, dealer_id: dealerId,
    state: options.publish ? 'published' : 'draft',
    published_at: options.publish ? now : null,
  });
  return { id, created: true };
}

export interface DealerListingServiceOptions {
  queries: DealerListingQueries;
  lookups: Lookups;
  storage: MediaStorage;
  /** Announces a change the public sees ('public-listings-changed': search counts and home counters go stale). */
  events: Emitter;
}

export function dealerListingService({ queries, lookups, storage, events }: DealerListingServiceOptions) {
  async function answer(q: Q, dealerId: string, listingId: string) {
    const row = await q.own(listingId, dealerId);
    if (!row) throw notFound('Annuncio non trovato.');
    return { listing: presentDealerListing(row, lookups), counters: await listingCounters(q, dealerId) };
  }

  /**
   * One write for one dealer: its row locked first (publishes, slot toggles and imports of the
   * dealer take turns, so the plan's limits hold), the answer read in the same transaction.
   */
  async function write<T>(dealerId: string, work: (q: Q) => Promise<T>): Promise<T> {
    try {
      const result = await queries.transaction(async (q) => {
        const dealer = await q.plan.lockDealer(dealerId);
        if (!dealer) throw notFound('Concessionario non trovato.');
        return await work(q);
      });
      events.emit('public-listings-changed');
      return result;
    } catch (error) {
      if (isReferenceRace(error)) throw invalid({ reference: ['Questo riferimento interno è già usato da un altro tuo annuncio'] });
      throw error;
    }
  }

  /** A state move: `from` lists the states it starts from; the target state itself is a no-op. */
  function move(to: ListingState, from: readonly ListingState[], refused: string) {
    return (dealerId: string, listingId: string) => write(dealerId, async (q) => {
      const listing = await q.lockOwn(listingId, dealerId);
      if (!listing) throw notFound('Annuncio non trovato.');
      if (listing.state !== to) {
        if (!from.includes(listing.state)) throw invalid({ state: [refused] });
        if (to === 'published') await ensureRoomToPublish(q, dealerId);
        await q.setState(listingId, to);
      }
      return await answer(q, dealerId, listingId);
    });
  }

  /** Showcase or featured on: only published listings, within the plan's slots. */
  function slotOn(kind: 'showcase' | 'featured') {
    return (dealerId: string, listingId: string) => write(dealerId, async (q) => {
      const listing = await q.lockOwn(listingId, dealerId);
      if (!listing) throw notFound('Annuncio non trovato.');
      if (!listing[kind]) {
        const what = kind === 'showcase' ? 'in vetrina' : 'in evidenza';
        if (listing.state !== 'published') throw invalid({ [kind]: [`Solo un annuncio pubblicato può andare ${what}.`] });
        if (listing.status === 'disabled') {
          throw invalid({ [kind]: [`L'annuncio è sospeso dall'amministrazione: non può andare ${what} finché non viene riattivato.`] });
        }
        const [{ plan, limits }, usage] = await Promise.all([effectivePlan(q.plan, dealerId), planUsage(q.plan, dealerId)]);
        const allowed = limits[kind];
        if (allowed === 0) {
          throw new ApiError('S2', `Il piano ${plan.plan_name} non include annunci ${what}: attiva un abbonamento che li preveda.`);
        }
        if (usage[kind] >= allowed) {
          throw kind === 'showcase'
            ? new ApiError('S3', `Hai già ${usage.showcase} annunci in vetrina su ${allowed} del piano ${plan.plan_name}: togline uno per metterne un altro.`)
            : new ApiError('S4', `Hai raggiunto il limite di ${allowed} annunci in evidenza del piano ${plan.plan_name}: togline uno per metterne un altro.`);
        }
        await (kind === 'showcase' ? q.setShowcase(listingId, true) : q.setFeatured(listingId, true));
      }
      return await answer(q, dealerId, listingId);
    });
  }

  function slotOff(kind: 'showcase' | 'featured') {
    return (dealerId: string, listingId: string) => write(dealerId, async (q) => {
      const listing = await q.lockOwn(listingId, dealerId);
      if (!listing) throw notFound('Annuncio non trovato.');
      if (listing[kind]) await (kind === 'showcase' ? q.setShowcase(listingId, false) : q.setFeatured(listingId, false));
      return await answer(q, dealerId, listingId);
    });
  }

  return {
    async list(dealerId: string, query: DealerListingsQuery) {
      const page = query.page ?? 1;
      const perPage = Math.min(query.per_page ?? PER_PAGE, PER_PAGE_MAX);
      const [{ rows, total }, counters] = await Promise.all([
        queries.list(dealerId, {
          query: query.query, state: query.state, sortBy: query.sort_by ?? 'created_at',
          direction: query.sort_direction ?? 'desc', page, perPage,
        }),
        listingCounters(queries, dealerId),
      ]);
      const result = pageOf(rows.map((row) => presentDealerListing(row, lookups)), total, page, perPage);
      return { items: result.items, meta: { ...result.meta, counters } };
    },

    async get(dealerId: string, listingId: string) {
      const row = await queries.own(listingId, dealerId);
      if (!row) throw notFound('Annuncio non trovato.');
      return presentDealerListing(row, lookups);
    },

    create: (dealerId: string, body: ListingBody) => write(dealerId, async (q) => {
      const { id } = await saveListing(q, dealerId, body, { publish: body.state === 'published' });
      return await answer(q, dealerId, id);
    }),

    update: (dealerId: string, listingId: string, body: ListingBody) => write(dealerId, async (q) => {
      await saveListing(q, dealerId, body, { listingId });
      return await answer(q, dealerId, listingId);
    }),

    publish: move('published', ['draft', 'withdrawn'], 'Un annuncio venduto non si può ripubblicare.'),
    withdraw: move('withdrawn', ['published'], 'Si può ritirare solo un annuncio pubblicato.'),
    sold: move('sold', ['published', 'withdrawn'], 'Una bozza non si può segnare come venduta: pubblicala o eliminala.'),

    /** A draft goes with its photo files (after the commit: a failed delete leaves the row). */
    async remove(dealerId: string, listingId: string, log: FastifyBaseLogger) {
      const { keys, counters } = await write(dealerId, async (q) => {
        const listing = await q.lockOwn(listingId, dealerId);
        if (!listing) throw notFound('Annuncio non trovato.');
        if (listing.state !== 'draft') {
          throw invalid({ state: ["Si possono eliminare solo le bozze: ritira l'annuncio o segnalo come venduto."] });
        }
        await q.remove(listingId);
        return { keys: storedKeys(listing.photos), counters: await listingCounters(q, dealerId) };
      });
      const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
      const failed = results.filter((r) => r.status === 'rejected').length;
      if (failed) log.warn({ listingId, failed }, 'dealer-listings: photo files left in the storage after a delete');
      return { uuid: listingId, deleted: true, counters };
    },

    showcaseOn: slotOn('showcase'),
    showcaseOff: slotOff('showcase'),
    featuredOn: slotOn('featured'),
    featuredOff: slotOff('featured'),

    versions(makeSlug: string, modelSlug: string) {
      const versions = catalogueVersions(makeSlug, modelSlug);
      if (!versions) throw notFound('Marca o modello non presenti nel catalogo.');
      return versions.map((v) => ({ ...v, fuel: v.fuel!, power_kw: v.power_kw!, horsepower: v.horsepower!, traction: v.traction!, gearbox: v.gearbox!, body: v.body! }));
    },
  };
}

export type DealerListingService = ReturnType<typeof dealerListingService>;
