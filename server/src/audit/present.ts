import type { AuditEntityType } from '@automercato/api-contract';
import type { Lookups } from '../catalog/lookups.js';
import { roleLabel } from '../catalog/sync.js';
import { romeDateTime } from '../http/rome-time.js';
import type { AuditRow } from './queries.js';
import { isUuid, VEHICLE_FIELD_LABELS } from '@automercato/api-contract';

/**
 * How an audit row reads in Italian: a field label instead of a column name, values
 * in words ("disattivato → attivo", "Mario Rossi" instead of a uuid, Italian time), and the
 * bookkeeping columns (updated_at, the moderation's own time and author…) left out.
 */

/** Columns whose change says nothing an admin needs: timestamps of the row itself, ids, caches. */
export const HIDDEN_FIELDS: Readonly<Record<AuditEntityType, readonly string[]>> = {
  user: ['id', 'password_hash', 'google_subject', 'created_at', 'updated_at', 'dealer_member', 'terms_accepted_at'],
  dealer: ['id', 'created_at', 'updated_at', 'stripe_customer_id', 'vat_checked_at', 'vat_confirmed_at', 'vat_confirmed_by', 'slug',
    // The entry already says when; how precisely an address was placed is a detail of the geocoder.
    'disabled_at', 'geocode_precision'],
  listing: [
    'id', 'created_at', 'updated_at', 'photo_count', 'import_photo_urls', 'showcased_at', 'featured_at',
    // The entry already says when and by whom.
    'moderated_at', 'moderated_by', 'carfax_report_id',
  ],
  membership: [],
  message: ['id', 'created_at', 'dealer_id'],
  // The map row (remote_map): when things happened is the entry's own time; the automatic rollback's
  // bookkeeping is said by its entry (action and reason).
  remote: ['remote', 'canary_started_at', 'active_since', 'updated_at', 'last_auto_rollback_at', 'last_auto_rollback_version', 'last_auto_rollback_reason'],
};

const COMMON: Readonly<Record<string, string>> = {
  email: 'Email', name: 'Nome', phone: 'Telefono', enabled: 'Stato', city: 'Città', province_code: 'Provincia',
  postal_code: 'CAP', latitude: 'Latitudine', longitude: 'Longitudine', description: 'Descrizione', deleted_at: 'Eliminato il',
};

/** The label of each column an audit row may carry, per entity. */
export const FIELD_LABELS: Readonly<Record<AuditEntityType, Readonly<Record<string, string>>>> = {
  user: {
    ...COMMON, surname: 'Cognome', role: 'Ruolo attivo', roles: 'Ruoli', email_verified_at: 'Email verificata il',
  },
  dealer: {
    ...COMMON, name: 'Nome del concessionario', company_name: 'Ragione sociale', vat_number: 'Partita IVA', vat_status: 'Esito VIES',
    website: 'Sito web', address: 'Indirizzo', country: 'Paese', auto_approve_carfax_requests: 'Approvazione automatica richieste Carfax',
    auto_purchase_carfax_reports: 'Acquisto automatico report Carfax', auto_purchase_daily_cap: 'Acquisti automatici al giorno',
    lead_notification_email_addresses: 'Email per i contatti', sdi_code: 'Codice destinatario SDI', pec: 'PEC',
    import_feed_url: 'Feed di importazione', opening_hours: 'Orari di apertura', logo: 'Logo', verified_at: 'Email confermata il',
    vat_confirmation: 'Partita IVA confermata', vat_review_reason: 'Motivo della verifica della partita IVA',
    disabled_reason: 'Motivo della disattivazione', geocode_status: 'Posizione sulla mappa', geocode_comune: 'Comune sulla mappa',
  },
  listing: {
    ...COMMON, dealer_id: 'Concessionario', status: 'Stato (moderazione)', state: 'Stato dell\'annuncio',
    // The vehicle's fields as the form and its messages name them (the contract's table).
    make_slug: VEHICLE_FIELD_LABELS.make, model_slug: VEHICLE_FIELD_LABELS.model, ...VEHICLE_FIELD_LABELS,
    photos: 'Foto', showcase: 'In vetrina', featured: 'In evidenza', published_at: 'Pubblicato il',
    withdrawn_at: 'Ritirato il', sold_at: 'Venduto il', moderation_reason: 'Motivo della sospensione',
  },
  membership: { email: 'Email', dealerships: 'Concessionari gestiti', dealer_role: 'Ruolo concessionario' },
  // A remote's releases (publication, and the map's changes on the admin side).
  remote: {
    version: 'Versione pubblicata', active_version: 'Versione attiva', canary_version: 'Versione in prova (canary)',
    canary_percent: 'Quota di sessioni in prova', reason: 'Motivo', token: 'Token di pubblicazione',
  },
  message: {
    ...COMMON, listing_id: 'Annuncio', user_id: 'Account', message: 'Messaggio', read_at: 'Letto il',
    deleted_by_dealer_at: 'Eliminato dal concessionario il', deleted_by_admin_at: 'Eliminato dallo staff il', replied_at: 'Risposto il',
  },
};

/** Columns that hold another row's id: shown by that row's name. */
const REFERENCES: Readonly<Record<string, 'user' | 'dealer' | 'listing'>> = {
  user_id: 'user', moderated_by: 'user', vat_confirmed_by: 'user', dealer_id: 'dealer', listing_id: 'listing',
};

/** Columns holding a slug of a lookup vocabulary (catalog/vocabulary.ts). */
const VOCABULARY: Readonly<Record<string, string>> = {
  category: 'categories', power_type: 'power-types', gearbox_type: 'gearbox-types', traction_type: 'traction-types',
  emission_class: 'emission-classes', exterior_color: 'exterior-colors', exterior_paint_type: 'paint-types',
  interior_color: 'interior-colors', interior_material: 'interior-materials', origin: 'origins',
};

/** Enumerated values in words. `enabled` is the on/off of an account, a dealer, a listing. */
const VALUES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  enabled: { true: 'attivo', false: 'disattivato' },
  status: { enabled: 'attivo', disabled: 'disattivato' },
  state: { draft: 'bozza', published: 'pubblicato', withdrawn: 'ritirato', sold: 'venduto' },
  vat_confirmation: { unconfirmed: 'in verifica', confirmed: 'confermata', rejected: 'respinta' },
  geocode_status: { placed: 'trovata', not_found: 'non trovata' },
  vat_status: { unchecked: 'non verificata', valid: 'valida', invalid: 'non valida', pending: 'in attesa' },
};

const DAYS: Readonly<Record<string, string>> = { mon: 'lun', tue: 'mar', wed: 'mer', thu: 'gio', fri: 'ven', sat: 'sab', sun: 'dom' };
const MONTHS = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'];
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const number = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 6 });
const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** Names of the people, dealers and listings an entry refers to, looked up once per page. */
export interface AuditNames {
  users: ReadonlyMap<string, string>;
  /** By e-mail (lower case): a dealer's membership trail is keyed by the member's e-mail. */
  usersByEmail: ReadonlyMap<string, string>;
  dealers: ReadonlyMap<string, string>;
  listings: ReadonlyMap<string, string>;
}

export interface AuditChangeLine { field: string; label: string; before: string; after: string }

function openingHours(value: unknown): string {
  if (!value || typeof value !== 'object') return '—';
  const days = Object.entries(value as Record<string, Array<{ from: string; to: string }> | undefined>)
    .filter(([day]) => DAYS[day])
    .map(([day, ranges]) => `${DAYS[day]} ${ranges?.length ? ranges.map((r) => `${r.from}–${r.to}`).join(', ') : 'chiuso'}`);
  return days.length ? days.join('; ') : '—';
}

/** One value in words, as the field it belongs to reads it. */
function valueOf(field: string, value: unknown, names: AuditNames, lookups: Lookups, context: { make?: string }): string {
  if (value === null || value === undefined || value === '') return '—';
  const reference = REFERENCES[field];
  if (reference && typeof value === 'string') {
    const map = reference === 'user' ? names.users : reference === 'dealer' ? names.dealers : names.listings;
    return map.get(value.toLowerCase()) ?? (reference === 'user' ? 'utente non più presente' : 'non più presente');
  }
  const words = VALUES[field]?.[String(value)];
  if (words) return words;
  if (VOCABULARY[field] && typeof value === 'string') return lookups.item(VOCABULARY[field]!, value).name;
  if (field === 'make_slug' && typeof value === 'string') return lookups.brand(value).name;
  if (field === 'model_slug' && typeof value === 'string') {
    const make = context.make ?? [...lookups.modelsByBrand].find(([, models]) => models.some((m) => m.slug === value))?.[0];
    return make ? lookups.model(make, value).name : value;
  }
  if (field === 'role' && typeof value === 'string') return roleLabel(value);
  if (field === 'roles' && Array.isArray(value)) return value.map((r) => roleLabel(String(r))).join(', ') || '—';
  if (field === 'price' && typeof value === 'number') return euro.format(value);
  if (field === 'mileage' && typeof value === 'number') return `${number.format(value)} km`;
  if (field === 'registration_month' && typeof value === 'number') return MONTHS[value - 1] ?? String(value);
  if (field === 'photos' && Array.isArray(value)) return value.length === 1 ? '1 foto' : `${value.length} foto`;
  if (field === 'opening_hours') return openingHours(value);
  if (field === 'canary_percent' && typeof value === 'number') return `${value}%`;
  if (field === 'logo') return 'logo caricato';
  if (typeof value === 'boolean') return value ? 'sì' : 'no';
  if (typeof value === 'number') return number.format(value);
  if (value instanceof Date || (typeof value === 'string' && ISO_TIME.test(value))) return romeDateTime(value as Date | string);
  if (Array.isArray(value)) return value.length ? value.map((v) => valueOf('', v, names, lookups, context)).join(', ') : '—';
  if (typeof value === 'object') return '(modificato)';
  return String(value);
}

/**
 * The changed fields of an entry as label and values in words, in the order of the labels; the
 * hidden ones and any column without a label are left out (a raw name never reaches the page).
 */
export function changeLines(row: Pick<AuditRow, 'entity_type' | 'action' | 'before' | 'after'>, names: AuditNames, lookups: Lookups): AuditChangeLine[] {
  const entity = row.entity_type as AuditEntityType;
  const before = row.before ?? {};
  const after = row.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const context = { make: (after.make_slug ?? before.make_slug) as string | undefined };
  // A dealer's membership entries are keyed by the member's e-mail: the label is the person.
  if (entity === 'dealer' && row.action.startsWith('membership.')) {
    return fields.map((email) => ({
      field: email,
      label: names.usersByEmail.get(email.toLowerCase()) ?? email,
      before: before[email] == null ? 'nessun ruolo' : String(before[email]),
      after: after[email] == null ? 'nessun ruolo' : String(after[email]),
    }));
  }
  const labels = FIELD_LABELS[entity] ?? {};
  const hidden = new Set(HIDDEN_FIELDS[entity] ?? []);
  const order = Object.keys(labels);
  return fields
    .filter((field) => labels[field] && !hidden.has(field))
    .sort((a, b) => order.indexOf(a) - order.indexOf(b))
    .map((field) => ({
      field, label: labels[field]!,
      before: valueOf(field, before[field], names, lookups, context),
      after: valueOf(field, after[field], names, lookups, context),
    }));
}

/** The ids and e-mails a page of entries refers to, to look their names up in one go. */
export function referencesOf(rows: ReadonlyArray<Pick<AuditRow, 'entity_type' | 'action' | 'actor_id' | 'before' | 'after'>>) {
  const users = new Set<string>();
  const emails = new Set<string>();
  const dealers = new Set<string>();
  const listings = new Set<string>();
  for (const row of rows) {
    if (row.actor_id) users.add(row.actor_id.toLowerCase());
    for (const values of [row.before, row.after]) {
      for (const [field, value] of Object.entries(values ?? {})) {
        if (row.entity_type === 'dealer' && row.action.startsWith('membership.')) emails.add(field.toLowerCase());
        const reference = REFERENCES[field];
        if (!reference || typeof value !== 'string' || !isUuid(value)) continue;
        (reference === 'user' ? users : reference === 'dealer' ? dealers : listings).add(value.toLowerCase());
      }
    }
  }
  return { users: [...users], emails: [...emails], dealers: [...dealers], listings: [...listings] };
}
