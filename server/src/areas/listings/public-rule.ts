import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { HiddenBecause } from '@automercato/api-contract';
import type { DB, ListingState, VatConfirmation } from '../../db/schema.js';

/**
 * "A listing is public": the one rule, written twice side by side, as SQL (for every read that
 * filters or says whether the public sees a listing) and as a predicate on a row already read
 * (for code that holds the row). Each condition carries both sides and the reason a dealer or an
 * admin is given (the contract's HIDDEN_BECAUSE); public-rule.test.ts checks on both databases that
 * the two sides agree on every combination.
 */

export type ListingScope = ExpressionBuilder<DB & { l: DB['listings']; d: DB['dealers'] }, 'l' | 'd'>;
export type DealerScope = ExpressionBuilder<DB & { d: DB['dealers'] }, 'd'>;

/** What the rule reads of a dealer. */
export interface DealerRuleRow { enabled: boolean; verified_at: Date | string | null; vat_confirmation: VatConfirmation }
/** What the rule reads of a listing, with its dealer. */
export interface ListingRuleRow { status: 'enabled' | 'disabled'; state: ListingState; photo_count: number; dealer: DealerRuleRow }

type Condition<Scope, Row> = readonly [HiddenBecause, (eb: Scope) => Expression<SqlBool>, (row: Row) => boolean];

/** The dealer's part: enabled by the admins, its owner confirmed the e-mail, its partita IVA confirmed (by VIES or an admin). */
const DEALER_RULE = {
  enabled: ['dealer_disabled', (eb) => eb('d.enabled', '=', true), (d) => d.enabled],
  verified: ['dealer_unverified', (eb) => eb('d.verified_at', 'is not', null), (d) => d.verified_at !== null],
  vat: ['vat_unconfirmed', (eb) => eb('d.vat_confirmation', '=', 'confirmed'), (d) => d.vat_confirmation === 'confirmed'],
} as const satisfies Record<string, Condition<DealerScope, DealerRuleRow>>;

/** The listing's part: enabled by the admins, published by its dealer. */
const LISTING_RULE = {
  enabled: ['suspended', (eb) => eb('l.status', '=', 'enabled'), (l) => l.status === 'enabled'],
  published: ['not_published', (eb) => eb('l.state', '=', 'published'), (l) => l.state === 'published'],
} as const satisfies Record<string, Condition<ListingScope, ListingRuleRow>>;

/** Search (and every public count) leaves out listings without photos unless asked (include_no_photos). */
const PHOTO_RULE = ['no_photos', (eb) => eb('l.photo_count', '>', 0), (l) => l.photo_count > 0] as const satisfies Condition<ListingScope, ListingRuleRow>;

/** A dealer condition read through the listing's row and scope. */
const throughListing = ([reason, test, holds]: Condition<DealerScope, DealerRuleRow>): Condition<ListingScope, ListingRuleRow> =>
  [reason, (eb) => test(eb as unknown as DealerScope), (l) => holds(l.dealer)];

const DEALER_CONDITIONS = Object.values(DEALER_RULE);
/** onSale's conditions, listing first. */
const ON_SALE: readonly Condition<ListingScope, ListingRuleRow>[] = [
  LISTING_RULE.enabled, LISTING_RULE.published, ...DEALER_CONDITIONS.map(throughListing),
];
/**
 * inPublicSearch's conditions in the order the dealer should act on them: the admins' suspension
 * and the dealer's own disabling first (they override everything), then the dealer's state, then
 * what is missing. The first one a listing fails is its `hidden_because`.
 */
const IN_ORDER: readonly Condition<ListingScope, ListingRuleRow>[] = [
  LISTING_RULE.enabled, throughListing(DEALER_RULE.enabled), LISTING_RULE.published,
  throughListing(DEALER_RULE.verified), throughListing(DEALER_RULE.vat), PHOTO_RULE,
];

// ── SQL ──

/** A dealer the public sees (dealer pages, the dealer filter, counters, and through onSale every listing read). */
export const publicDealer = (eb: DealerScope): Expression<SqlBool> => eb.and(DEALER_CONDITIONS.map(([, test]) => test(eb)));

/** On sale, the one definition every public read uses (search, counters, favourites, sitemaps, the detail, views). */
export const onSale = (eb: ListingScope): Expression<SqlBool> => eb.and(ON_SALE.map(([, test]) => test(eb)));

/** With at least one photo (the search's default, include_no_photos lifts it). */
export const withPhotos = (eb: ListingScope): Expression<SqlBool> => PHOTO_RULE[1](eb);

/** Found by a buyer's search without filters (and counted on the home page): on sale, with at least one photo. */
export const inPublicSearch = (eb: ListingScope): Expression<SqlBool> => eb.and([onSale(eb), withPhotos(eb)]);

/** The first rule of inPublicSearch a listing fails, as a column (`hidden_because`, null when buyers find it). */
export const hiddenBecauseColumn = <S, T extends keyof S>(builder: ExpressionBuilder<S, T>) => {
  const eb = builder as unknown as ListingScope;
  const whens = IN_ORDER.map(([reason, test]) => sql`when not (${test(eb)}) then ${sql.lit(reason)}`);
  return sql<HiddenBecause | null>`(case ${sql.join(whens, sql` `)} else null end)`.as('hidden_because');
};

/** onSale as a column (`on_sale`; false where a left join found no listing), for the reads that show a listing to its dealer or to admins. */
export const onSaleColumn = <S, T extends keyof S>(eb: ExpressionBuilder<S, T>) =>
  sql<boolean>`coalesce(${onSale(eb as unknown as ListingScope)}, false)`.as('on_sale');

// ── rows ──

/** publicDealer on a dealer already read. */
export const isPublicDealer = (dealer: DealerRuleRow): boolean => DEALER_CONDITIONS.every(([, , holds]) => holds(dealer));

/** onSale on a listing already read with its dealer. */
export const isOnSale = (listing: ListingRuleRow): boolean => ON_SALE.every(([, , holds]) => holds(listing));

/** hidden_because on a listing already read with its dealer: null when buyers find it. */
export const hiddenBecause = (listing: ListingRuleRow): HiddenBecause | null =>
  IN_ORDER.find(([, , holds]) => !holds(listing))?.[0] ?? null;
