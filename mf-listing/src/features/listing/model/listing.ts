/**
 * Pure helpers of the listing page: what it shows, computed from the API's ListingDetail
 * (server/src/areas/listings/public/present.ts `presentDetail`). No React here, so they are unit tested.
 */
import type { ListingDetail, ListingSummary } from '@automercato/api-sdk';
import { NBSP, formatKm, formatMonthYear, formatNumber, formatPower, formatPrice } from '@automercato/i18n/format';
import { t } from '../texts';

export const SITE_NAME = 'AutoMercato';

/** SPEC: "{title} – {price} | AutoMercato". */
export function documentTitle(listing: Pick<ListingDetail, 'title' | 'price'>): string {
  return `${listing.title} – ${formatPrice(listing.price)} | ${SITE_NAME}`;
}

/** The contact form's prefilled message: worded so that it fits whoever writes it (no "interessato/a"). */
export function defaultMessage(title: string): string {
  return t('listing.buongiornoMiInteressaE', { title });
}

export interface KeyDataRow {
  /** Stable key (also a data attribute for tests). */
  key: string;
  label: string;
  value: string;
}

const lower = (s: string) => s.toLocaleLowerCase('it-IT');

/**
 * The definition list of the page, in the order an Italian buyer reads it. Rows without a
 * value (an electric car has no Euro class, an old listing no engine size) are left out.
 */
export function keyData(l: ListingDetail): KeyDataRow[] {
  const rows: Array<KeyDataRow | null> = [
    { key: 'mileage', label: 'Chilometraggio', value: formatKm(l.mileage) },
    { key: 'registration', label: 'Immatricolazione', value: formatMonthYear(l.registration_month, l.registration_year) },
    { key: 'fuel', label: 'Alimentazione', value: l.power_type?.name ?? '' },
    { key: 'gearbox', label: 'Cambio', value: l.gearbox_type?.name ?? '' },
    { key: 'power', label: 'Potenza', value: formatPower(l.power_kw) },
    { key: 'emission', label: t('listing.classeDiEmissione'), value: l.emission_class?.name ?? '' },
    { key: 'body', label: 'Carrozzeria', value: l.category?.name ?? '' },
    {
      key: 'exterior',
      label: t('listing.coloreEsterno'),
      value: l.exterior_color
        ? `${l.exterior_color.name}${l.exterior_paint_type ? `, vernice ${lower(l.exterior_paint_type.name)}` : ''}`
        : '',
    },
    {
      key: 'interior',
      label: 'Interni',
      value: l.interior_color
        ? `${l.interior_color.name}${l.interior_material ? `, in ${lower(l.interior_material.name)}` : ''}`
        : '',
    },
    { key: 'traction', label: 'Trazione', value: l.traction_type?.name ?? '' },
    { key: 'origin', label: 'Provenienza', value: l.origin?.name ?? '' },
    { key: 'doors', label: 'Porte', value: l.doors ? String(l.doors) : '' },
    { key: 'seats', label: 'Posti', value: l.seats ? String(l.seats) : '' },
    { key: 'engine', label: 'Cilindrata', value: l.engine_cc ? `${formatNumber(l.engine_cc, { maximumFractionDigits: 0 })}${NBSP}cm³` : '' },
  ];
  return rows.filter((row): row is KeyDataRow => row !== null && row.value !== '');
}

/** The four facts next to the price. */
export function highlights(l: ListingSummary): Array<{ label: string; value: string }> {
  return [
    { label: 'Anno', value: l.registration_year ? String(l.registration_year) : '' },
    { label: 'Chilometri', value: formatKm(l.mileage) },
    { label: 'Alimentazione', value: l.power_type?.name ?? '' },
    { label: 'Cambio', value: l.gearbox_type?.name ?? '' },
  ].filter((fact) => fact.value !== '');
}

/** "Via Miranese 206, 30174 Venezia (VE)". */
export function dealerAddress(d: ListingDetail['dealer']): string {
  const place = [d.postal_code, d.city].filter(Boolean).join(' ');
  return [d.address, `${place}${d.province_code ? ` (${d.province_code})` : ''}`].filter((s) => s && s.trim()).join(', ');
}

/** tel: link target: digits and a leading +, nothing else ("+39 041 915 3306" → "tel:+390419153306"). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** "lagunamotors.example" from "https://www.lagunamotors.example/". */
export function websiteLabel(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** A website link only for http(s) addresses (never javascript: or data:). */
export function safeWebsite(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The dealer's position, else the listing's (both may be missing). */
export function positionOf(l: ListingDetail): Coordinates | null {
  const pick = (lat: number | null | undefined, lon: number | null | undefined) =>
    typeof lat === 'number' && typeof lon === 'number' && Number.isFinite(lat) && Number.isFinite(lon)
      ? { latitude: lat, longitude: lon }
      : null;
  return pick(l.dealer.latitude, l.dealer.longitude) ?? pick(l.location?.latitude, l.location?.longitude);
}

const coordinate = (value: number) => formatNumber(Math.abs(value), { minimumFractionDigits: 4, maximumFractionDigits: 4 });

/** "45,4873° N, 12,2054° E" (Italian decimal comma). */
export function formatCoordinates({ latitude, longitude }: Coordinates): string {
  return `${coordinate(latitude)}° ${latitude >= 0 ? 'N' : 'S'}, ${coordinate(longitude)}° ${longitude >= 0 ? 'E' : 'O'}`;
}

/** OpenStreetMap at that point, with a marker (opened by the user, never loaded by the page). */
export function openStreetMapUrl({ latitude, longitude }: Coordinates, zoom = 16): string {
  const lat = latitude.toFixed(5);
  const lon = longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
}

/** The canonical address as an absolute URL (for sharing). */
export function absoluteUrl(path: string, origin: string = globalThis.location?.origin ?? ''): string {
  try {
    return new URL(path, origin).href;
  } catch {
    return path;
  }
}

/** Pathname of a canonical `url` (it may carry a query or an origin one day). */
export function pathnameOf(url: string): string {
  try {
    return new URL(url, 'http://x').pathname;
  } catch {
    return url;
  }
}
