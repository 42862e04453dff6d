import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable, Page, PageQuery, StringEnum } from './common.js';

/** A calendar day "2021-03-15" (Europe/Rome). */
const Day = Type.String({ format: 'date' });

export const OWNER_USES = ['privato', 'noleggio', 'taxi', 'leasing', 'aziendale'] as const;
export const DAMAGE_SEVERITIES = ['lieve', 'media', 'grave'] as const;
export const LIEN_TYPES = ['fermo_amministrativo', 'sequestro', 'riserva_di_proprieta'] as const;
export const ODOMETER_SOURCES = ['immatricolazione', 'tagliando', 'revisione', 'passaggio_di_proprieta', 'officina', 'annuncio'] as const;
export const INSPECTION_OUTCOMES = ['regolare', 'ripetere', 'sospeso'] as const;
export const REGISTRATION_EVENTS = ['prima_immatricolazione', 'immatricolazione_italia', 'radiazione', 'reimmatricolazione'] as const;
export const REPORT_SOURCES = ['subscription', 'credit', 'admin'] as const;

/**
 * The "Problem Check": what a buyer sees before the full report (the listing page shows it).
 * Each flag true means a problem found; `liens` true while a lien is still open.
 */
export const CarfaxProblemCheck = Type.Object({
  stolen: Type.Boolean(),
  total_loss: Type.Boolean(),
  scrapped: Type.Boolean(),
  imported: Type.Boolean(),
  non_private_use: Type.Boolean(),
  odometer_rollback: Type.Boolean(),
  liens: Type.Boolean(),
  damages: Type.Boolean(),
  /** How many owners in the history. */
  owners_count: Type.Integer(),
  /** The last odometer reading known. */
  last_km: Nullable(Type.Integer()),
});
export type CarfaxProblemCheck = Static<typeof CarfaxProblemCheck>;

export const CarfaxProvider = Type.Object({
  name: Type.String(),
  /** True for the embedded demo provider: its data is invented ("Dati dimostrativi"). */
  demo: Type.Boolean(),
});

/** The full report document (stored as carfax_reports.document). */
export const CarfaxReportDocument = Type.Object({
  vin: Nullable(Type.String()),
  plate: Nullable(Type.String()),
  make: Type.String(),
  model: Type.String(),
  year: Type.Integer(),
  provider: CarfaxProvider,
  generated_at: DateTime,
  problem_check: CarfaxProblemCheck,
  registrations: Type.Array(Type.Object({
    event: StringEnum(REGISTRATION_EVENTS),
    date: Day,
    /** ISO 3166 alpha-2 ("IT", "DE"). */
    country: Type.String(),
    note: Nullable(Type.String()),
  })),
  owners: Type.Array(Type.Object({
    from: Day,
    /** null for the current owner. */
    to: Nullable(Day),
    use: StringEnum(OWNER_USES),
    /** Province code where the owner was registered ("MI"). */
    province: Nullable(Type.String()),
  })),
  /** Readings in date order; `rollback` marks one lower than the reading before it. */
  odometer: Type.Array(Type.Object({
    date: Day,
    km: Type.Integer(),
    source: StringEnum(ODOMETER_SOURCES),
    rollback: Type.Boolean(),
  })),
  /** Revisioni: at 4 years, then every 2 years. */
  inspections: Type.Array(Type.Object({
    date: Day,
    km: Type.Integer(),
    outcome: StringEnum(INSPECTION_OUTCOMES),
  })),
  damages: Type.Array(Type.Object({
    date: Day,
    severity: StringEnum(DAMAGE_SEVERITIES),
    /** Italian, as shown: "Anteriore sinistro". */
    area: Type.String(),
    /** Euros, whole. */
    cost_estimate: Type.Integer(),
  })),
  liens: Type.Array(Type.Object({
    type: StringEnum(LIEN_TYPES),
    from: Day,
    /** null while still open. */
    to: Nullable(Day),
  })),
  import: Nullable(Type.Object({ country: Type.String(), date: Day })),
  /**
   * VOCABULARY.md emission class slug ("euro-6"); null when the vehicle has none (electric,
   * hydrogen: see `power_type`) or when nobody gave it. Only `power_type` tells the two apart.
   */
  emission_class: Nullable(Type.String()),
  /**
   * VOCABULARY.md power type slug ("diesel", "elettrica"); null or absent when unknown (documents
   * stored before the emission class was kept). A null emission class reads "zero emissions" only for a power type of
   * ZERO_EMISSION_POWER_TYPES, else "non indicata".
   */
  power_type: Type.Optional(Nullable(Type.String())),
});
export type CarfaxReportDocument = Static<typeof CarfaxReportDocument>;

const reportProperties = {
  uuid: Type.String({ format: 'uuid' }),
  vin: Nullable(Type.String()),
  plate: Nullable(Type.String()),
  make: Type.String(),
  model: Type.String(),
  year: Nullable(Type.Integer()),
  provider: CarfaxProvider,
  /** What paid for it: the plan's monthly reports, a credit package, or an admin (free). */
  source: StringEnum(REPORT_SOURCES),
  summary: CarfaxProblemCheck,
  dealer: Nullable(Type.Object({ uuid: Type.String(), name: Type.String() })),
  /** Listings this report is associated with. */
  listings: Type.Array(Type.Object({ uuid: Type.String(), title: Type.String() })),
  created_at: DateTime,
  /** GET …/carfax-reports/{uuid}/pdf (an attachment). */
  pdf_url: Type.String(),
};

/** A stored report in lists (no document). */
export const CarfaxReport = Type.Object(reportProperties);
export type CarfaxReport = Static<typeof CarfaxReport>;
/** One report with its full document. */
export const CarfaxReportDetail = Type.Object({ ...reportProperties, document: CarfaxReportDocument });
export type CarfaxReportDetail = Static<typeof CarfaxReportDetail>;
export const CarfaxReportPage = Page(CarfaxReport);

/** What a dealer can still buy: plan reports left this calendar month (Europe/Rome) + unexpired credits. */
export const CarfaxAvailability = Type.Object({
  subscription: Type.Object({ availability: Type.Integer(), per_month: Type.Integer(), used_this_month: Type.Integer() }),
  credit: Type.Object({ availability: Type.Integer() }),
  total: Type.Integer(),
});
export type CarfaxAvailability = Static<typeof CarfaxAvailability>;

export const CarfaxPackagePurchase = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  package: Type.Object({ code: Type.String(), name: Type.String() }),
  purchased_at: DateTime,
  expires_at: DateTime,
  expired: Type.Boolean(),
  reports_total: Type.Integer(),
  reports_used: Type.Integer(),
  reports_left: Type.Integer(),
  price_cents: Type.Integer(),
});
export type CarfaxPackagePurchase = Static<typeof CarfaxPackagePurchase>;
export const CarfaxPackagePurchasePage = Page(CarfaxPackagePurchase);

/**
 * Buy a report: a VIN (ISO 3779: 17 characters, no I, O, Q) or an Italian plate (AA000AA); one is
 * required (C3). A dealer that already holds a report of that VIN or plate gets 409 C1 with
 * `data.existing_report` (CarfaxHeldReport) and spends nothing, unless `refresh` is true (a
 * fresher report is wanted on purpose).
 */
export const CarfaxReportBody = Type.Object({
  vin: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  plate: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  refresh: Type.Optional(Type.Boolean()),
});
/** The `data` of the 409 C1 answer to buying a report the dealer already holds: the newest such report. */
export const CarfaxHeldReport = Type.Object({
  existing_report: Type.Object({
    uuid: Type.String({ format: 'uuid' }),
    vin: Nullable(Type.String()),
    plate: Nullable(Type.String()),
    created_at: DateTime,
  }),
});
export type CarfaxHeldReport = Static<typeof CarfaxHeldReport>;
/**
 * Admin: also the dealer the report is for, by uuid or slug (optional; without it the report
 * belongs to no dealer). An admin's report is free: `refresh` changes nothing for it.
 */
export const AdminCarfaxReportBody = Type.Object({
  vin: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  plate: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  dealer: Type.Optional(Nullable(Type.String({ maxLength: 80 }))),
  refresh: Type.Optional(Type.Boolean()),
});
export const CarfaxReportListQuery = Type.Object({
  ...PageQuery(),
  /** Part of a VIN or plate (case and spaces ignored). */
  search: Type.Optional(Type.String({ maxLength: 40 })),
});
export const AdminCarfaxReportListQuery = Type.Object({
  ...PageQuery(),
  search: Type.Optional(Type.String({ maxLength: 40 })),
  dealer: Type.Optional(Type.String({ maxLength: 80 })),
});
export const CarfaxPurchasesQuery = Type.Object(PageQuery());

export const CarfaxDealerParams = Type.Object({ dealerUuid: Type.String({ maxLength: 80 }) });
export const CarfaxDealerReportParams = Type.Object({ dealerUuid: Type.String({ maxLength: 80 }), reportId: Type.String({ maxLength: 80 }) });
export const CarfaxDealerListingParams = Type.Object({ dealerUuid: Type.String({ maxLength: 80 }), listingId: Type.String({ maxLength: 80 }) });
export const CarfaxAdminReportParams = Type.Object({ reportId: Type.String({ maxLength: 80 }) });
export const CarfaxAdminListingParams = Type.Object({ listingId: Type.String({ maxLength: 80 }) });

export const MATCH_KINDS = ['vin', 'plate', 'make_model_year'] as const;

/** A listing that may be the vehicle of a report, best match first (VIN, then plate, then make/model/year). */
export const CarfaxMatchingListing = Type.Object({
  uuid: Type.String(),
  title: Type.String(),
  vin: Nullable(Type.String()),
  plate: Nullable(Type.String()),
  registration_year: Type.Integer(),
  mileage: Type.Integer(),
  state: Type.String(),
  cover_photo: Nullable(Type.String()),
  /** The report it is associated with now, if any. */
  carfax_report: Nullable(Type.String()),
  match: StringEnum(MATCH_KINDS),
});
export type CarfaxMatchingListing = Static<typeof CarfaxMatchingListing>;

/** A report that may be of a listing's vehicle, best match first. */
export const CarfaxMatchingReport = Type.Object({ ...reportProperties, match: StringEnum(MATCH_KINDS) });
export type CarfaxMatchingReport = Static<typeof CarfaxMatchingReport>;

export const AssociateListingsBody = Type.Object({
  listings: Type.Array(Type.String({ maxLength: 80 }), { minItems: 1, maxItems: 100 }),
});
/** null detaches the listing's report. */
export const AssociateReportBody = Type.Object({ carfax_report: Nullable(Type.String({ maxLength: 80 })) });
export const ListingCarfaxLink = Type.Object({ listing: Type.String(), carfax_report: Nullable(Type.String()) });
export const AssociatedListings = Type.Object({ carfax_report: Type.String(), listings: Type.Array(Type.String()) });
export const CarfaxReportDeleted = Type.Object({ uuid: Type.String(), detached_listings: Type.Integer() });

/** On the public listing detail: the Problem Check of its associated report (null without one). */
export const ListingCarfaxSummary = Type.Object({
  provider: CarfaxProvider,
  generated_at: DateTime,
  summary: CarfaxProblemCheck,
});
export type ListingCarfaxSummary = Static<typeof ListingCarfaxSummary>;
