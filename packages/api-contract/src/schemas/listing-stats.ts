import { Type, type Static } from '@sinclair/typebox';

export const StatsDealerParams = Type.Object({ dealerUuid: Type.String({ maxLength: 80 }) });

/** `days`: the period, ending today (Europe/Rome); 30 by default, at most a year. */
export const StatsQuery = Type.Object({
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 365, default: 30 })),
});
export type StatsQuery = Static<typeof StatsQuery>;

/** The four things a dealer counts, for a day, a listing or the whole period. */
export const StatsCounts = Type.Object({
  views: Type.Integer(),
  favourites: Type.Integer(),
  leads: Type.Integer(),
  report_requests: Type.Integer(),
});
export type StatsCounts = Static<typeof StatsCounts>;

/** One calendar day (Italian time), every day of the period present, zeros included. */
export const StatsDay = Type.Composite([Type.Object({ day: Type.String({ format: 'date' }) }), StatsCounts]);
export type StatsDay = Static<typeof StatsDay>;

/** A listing of the dealer with its totals over the period. */
export const StatsListing = Type.Composite([
  Type.Object({
    id: Type.String(),
    title: Type.String(),
    state: Type.String(),
    price: Type.Integer(),
  }),
  StatsCounts,
]);
export type StatsListing = Static<typeof StatsListing>;

/**
 * GET /api/dealers/{dealerUuid}/statistics: the period, per-day totals (oldest first), the totals,
 * every listing with something counted (most viewed first) and the most viewed listings without a lead.
 */
export const DealerStatistics = Type.Object({
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  days: Type.Array(StatsDay),
  totals: StatsCounts,
  listings: Type.Array(StatsListing),
  views_without_leads: Type.Array(StatsListing),
});
export type DealerStatistics = Static<typeof DealerStatistics>;
