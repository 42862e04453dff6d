import { labelOf, messages } from '@automercato/validation';
import { invalid } from '../../http/errors.js';

/** The query keys of SPEC §7 ("Filter to query mapping") as the API accepts them. */
const slug = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,59}$' } as const;
const slugs = { type: 'array', items: slug, maxItems: 30 } as const;
const flag = { type: 'string', enum: ['true', 'false', '1', '0'] } as const;
const amount = { type: 'number', minimum: 0, maximum: 100_000_000 } as const;
const power = { type: 'number', minimum: 0, maximum: 10_000 } as const;
const year = { type: 'integer', minimum: 1900, maximum: 2100 } as const;

export const filterProperties = {
  brand: slug,
  model: slug,
  version: { type: 'string', maxLength: 100 },
  category: slugs,
  dealer: { type: 'array', items: { type: 'string', pattern: '^[a-zA-Z0-9-]{1,80}$' }, maxItems: 50 },
  power_type: slugs,
  gearbox_type: slugs,
  traction_type: slugs,
  emission_class: slugs,
  exterior_color: slugs,
  exterior_paint_type: slugs,
  interior_color: slugs,
  interior_material: slugs,
  origin: slugs,
  include_no_photos: flag,
  price_negotiable: flag,
  exclude_no_carfax: flag,
  price_min: amount,
  price_max: amount,
  mileage_min: amount,
  mileage_max: amount,
  registration_year_min: year,
  registration_year_max: year,
  power_min: power,
  power_max: power,
  horsepower_min: power,
  horsepower_max: power,
  latitude: { type: 'number', minimum: -90, maximum: 90 },
  longitude: { type: 'number', minimum: -180, maximum: 180 },
  radius: { type: 'number', minimum: 1, maximum: 2_000_000 },
} as const;

type Flag = 'true' | 'false' | '1' | '0';
export interface ListingFilters {
  brand?: string;
  model?: string;
  version?: string;
  category?: string[];
  dealer?: string[];
  power_type?: string[];
  gearbox_type?: string[];
  traction_type?: string[];
  emission_class?: string[];
  exterior_color?: string[];
  exterior_paint_type?: string[];
  interior_color?: string[];
  interior_material?: string[];
  origin?: string[];
  include_no_photos?: Flag;
  price_negotiable?: Flag;
  exclude_no_carfax?: Flag;
  price_min?: number;
  price_max?: number;
  mileage_min?: number;
  mileage_max?: number;
  registration_year_min?: number;
  registration_year_max?: number;
  power_min?: number;
  power_max?: number;
  horsepower_min?: number;
  horsepower_max?: number;
  latitude?: number;
  longitude?: number;
  radius?: number;
}

const NUMERIC_KEYS = Object.entries(filterProperties)
  .filter(([, schema]) => schema.type === 'number' || schema.type === 'integer').map(([key]) => key as keyof ListingFilters);

/** What a schema cannot say: numbers must be finite ("1e400" parses as Infinity); a radius needs a point. */
export function checkFilters(filters: ListingFilters): void {
  const errors: Record<string, string[]> = {};
  for (const key of NUMERIC_KEYS) {
    const value = filters[key];
    if (typeof value === 'number' && !Number.isFinite(value)) errors[key] = [messages.numeric(labelOf(key))];
  }
  if (Object.keys(errors).length) throw invalid(errors);
  if (filters.radius !== undefined && (filters.latitude === undefined || filters.longitude === undefined)) {
    throw invalid({ radius: ['Per cercare entro un raggio indica anche una località (latitudine e longitudine).'] });
  }
}
