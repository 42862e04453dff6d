import type { FilterLocation, Province } from '@automercato/api-sdk';
import { foldText } from '@automercato/i18n/format';

/** Lower case, no accents: "Forlì" → "forli". */
export function fold(text: string): string {
  return foldText(text).trim();
}

/**
 * Type-ahead over province names and codes: exact code first ("BO"), then names that start
 * with the text, then names or regions that contain it.
 */
export function matchProvinces(provinces: readonly Province[], text: string, limit = 8): Province[] {
  const q = fold(text);
  if (!q) return [];
  const scored: Array<[number, Province]> = [];
  for (const p of provinces) {
    const name = fold(p.name);
    const code = p.code.toLowerCase();
    let score = -1;
    if (code === q) score = 0;
    else if (name === q) score = 0;
    else if (name.startsWith(q)) score = 1;
    else if (name.split(/[\s-]+/).some((w) => w.startsWith(q))) score = 2;
    else if (name.includes(q)) score = 3;
    else if (fold(p.region).startsWith(q)) score = 4;
    if (score >= 0) scored.push([score, p]);
  }
  return scored
    .sort((a, b) => a[0] - b[0] || a[1].name.localeCompare(b[1].name, 'it'))
    .slice(0, limit)
    .map(([, p]) => p);
}

/** The location filter for a province (its chief town). */
export function provinceLocation(p: Province): FilterLocation {
  return { city: p.name, latitude: p.latitude, longitude: p.longitude };
}

export const MY_POSITION_LABEL = 'La tua posizione';

/** "Bologna", or "La tua posizione" for a point from geolocation. */
export function locationLabel(location: FilterLocation | null | undefined): string {
  if (!location) return '';
  if (location.city) return location.city;
  if (location.postal_code) return location.postal_code;
  return location.latitude != null && location.longitude != null ? MY_POSITION_LABEL : '';
}

/** Default radius when a place is chosen without one (a place alone filters nothing). */
export const DEFAULT_RADIUS_KM = 50;
