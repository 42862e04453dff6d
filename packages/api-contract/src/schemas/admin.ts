import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { AUDIT_ENTITIES } from '../constants.js';
import { DateTime, Nullable, PageMeta, PageQuery, StringEnum } from './common.js';

/**
 * The admin back-office's tables: every list takes a page, a size (capped at
 * ADMIN_PER_PAGE_MAX), a text search `q`, one of its own sortable columns and a direction, plus
 * its own filters; the CSV export of the same list takes the same query without the page.
 */
export const AdminListQuery = <const S extends readonly string[], F extends TProperties>(sortable: S, filters: F) =>
  Type.Object({
    ...PageQuery(),
    q: Type.Optional(Type.String({ maxLength: 120, description: 'Text search (the list says which columns)' })),
    sort_by: Type.Optional(StringEnum(sortable)),
    sort_direction: Type.Optional(StringEnum(['asc', 'desc'] as const)),
    ...filters,
  });

/** Totals stop at ADMIN_COUNT_CAP: `total_capped` true means "more than total". */
export const AdminPageMeta = Type.Object({ ...PageMeta.properties, total_capped: Type.Boolean() });
export type AdminPageMeta = Static<typeof AdminPageMeta>;
export const AdminPage = <T extends import('@sinclair/typebox').TSchema>(item: T) => Type.Object({ items: Type.Array(item), meta: AdminPageMeta });

/** `enabled` / `disabled` filter of users, dealers and listings. */
export const EnabledFilter = Type.Optional(StringEnum(['enabled', 'disabled'] as const));

// ── audit trail ──
export const AuditChange = Type.Object({
  /** The stored field (or, on a dealer's membership entries, the member's e-mail). */
  field: Type.String(),
  label: Type.String(),
  before: Type.String(),
  after: Type.String(),
});
export type AuditChange = Static<typeof AuditChange>;
export const AuditEntry = Type.Object({
  id: Type.String(),
  at: DateTime,
  /** A short verb of the area: user.disable, listing.update, membership.add… */
  action: Type.String(),
  entity_type: StringEnum(AUDIT_ENTITIES),
  entity_id: Type.String(),
  /** The admin who did it (the e-mail they had then; the name they have now, null when gone). */
  actor: Type.Object({ id: Nullable(Type.String()), email: Type.String(), name: Type.Optional(Nullable(Type.String())) }),
  /** Only the fields that changed, as stored. */
  before: Nullable(Type.Record(Type.String(), Type.Unknown())),
  after: Nullable(Type.Record(Type.String(), Type.Unknown())),
  /** The request's address. */
  ip: Nullable(Type.String()),
  /**
   * The same changes as an admin reads them: an Italian label, the values in words (people and
   * dealers by name, Italian time); bookkeeping fields (updated_at…) left out.
   */
  changes: Type.Array(AuditChange),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditQuery = Type.Object({
  ...PageQuery(),
  entity_type: StringEnum(AUDIT_ENTITIES),
  entity_id: Type.String({ minLength: 1, maxLength: 80 }),
});
