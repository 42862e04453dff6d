import { describe, it, expect } from 'vitest';
import { carPictureBodies, carPictureCategories, carPictureColors, renderCarSvg } from './car-svg.js';
import { findVersion, makes } from '../../../catalog/vehicles.js';
import { ListingFactory } from '../../../seed/listing-factory.js';
import { Random } from '../../../seed/random.js';
import { mediaService } from './service.js';

const SAMPLE_COLORS = ['bianco', 'nero', 'rosso', 'argento', 'blu', 'giallo'];

/** Minimal well-formedness check: one root <svg>, every opened tag closed in order. */
function assertWellFormed(svg: string): void {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  const stack: string[] = [];
  let roots = 0;
  for (const m of svg.matchAll(/<(\/?)([A-Za-z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g)) {
    const [, closing, name, , selfClosing] = m;
    if (closing) {
      expect(stack.pop(), `unexpected </${name}>`).toBe(name);
    } else if (!selfClosing) {
      if (stack.length === 0) roots++;
      stack.push(name ?? '');
    }
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
  // Nothing that looks like a stray tag or an external reference.
  expect(svg.replace(/<[^>]*>/g, '')).not.toMatch(/[<>]/);
  expect(svg).not.toMatch(/<script|<image|<text|@import|https?:\/\/(?!www\.w3\.org\/2000\/svg)/i);
  expect(svg).not.toMatch(/(?:href|url\()\s*=?\s*["(]?\s*(?!#)[a-z]/i);
}

const bytes = (s: string): number => new TextEncoder().encode(s).length;

describe('renderCarSvg', () => {
  it('exposes the 9 categories and the 15 colours', () => {
    expect(carPictureCategories).toEqual([
      'city-car', 'berlina', 'station-wagon', 'suv', 'monovolume', 'coupe', 'cabrio', 'pick-up', 'furgone',
    ]);
    expect(Object.keys(carPictureColors)).toHaveLength(15);
    for (const hex of Object.values(carPictureColors)) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('produces well-formed standalone SVG under 6 KB for every category', () => {
    for (const category of carPictureCategories) {
      for (const color of SAMPLE_COLORS) {
        for (let index = 0; index < 10; index++) {
          const svg = renderCarSvg({ category, color, index });
          assertWellFormed(svg);
          expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
          expect(svg).toContain('viewBox="0 0 800 600"');
          expect(svg).toContain('width="800" height="600"');
          expect(bytes(svg)).toBeLessThan(6 * 1024);
        }
      }
    }
  });

  it('stays under 6 KB for every colour', () => {
    for (const color of Object.keys(carPictureColors)) {
      for (const category of carPictureCategories) {
        for (let index = 0; index < 10; index++) {
          expect(bytes(renderCarSvg({ category, color, index }))).toBeLessThan(6 * 1024);
        }
      }
    }
  });

  it('is deterministic', () => {
    for (const category of carPictureCategories) {
      const a = renderCarSvg({ category, color: 'verde', index: 5 });
      const b = renderCarSvg({ category, color: 'verde', index: 5 });
      expect(a).toBe(b);
    }
  });

  it('paints the body with the requested colour and writes an Italian title', () => {
    const svg = renderCarSvg({ category: 'suv', color: 'rosso', index: 0 });
    expect(svg).toContain(carPictureColors.rosso);
    expect(svg).toContain('<title id="ti">Foto 1 – SUV Rosso</title>');
    expect(renderCarSvg({ category: 'coupe', color: 'bordeaux', index: 9 })).toContain('Foto 10 – Coupé Bordeaux');
  });

  it('falls back to berlina / grigio / photo 0 for unknown input', () => {
    const fallback = renderCarSvg({ category: 'berlina', color: 'grigio', index: 0 });
    expect(renderCarSvg({ category: 'astronave', color: 'fucsia', index: Number.NaN })).toBe(fallback);
    expect(renderCarSvg({ category: '__proto__', color: 'constructor', index: 0 })).toBe(fallback);
    expect(renderCarSvg({ category: 'toString', color: 'hasOwnProperty', index: 0 })).toBe(fallback);
    expect(renderCarSvg({ category: '<script>', color: '"><x', index: Infinity })).toBe(fallback);
    // Out-of-range indices fold into 0..9.
    expect(renderCarSvg({ category: 'suv', color: 'blu', index: 13 })).toBe(
      renderCarSvg({ category: 'suv', color: 'blu', index: 3 }),
    );
    expect(renderCarSvg({ category: 'suv', color: 'blu', index: -1 })).toBe(
      renderCarSvg({ category: 'suv', color: 'blu', index: 9 }),
    );
    expect(renderCarSvg({ category: 'suv', color: 'blu', index: 2.7 })).toBe(
      renderCarSvg({ category: 'suv', color: 'blu', index: 2 }),
    );
  });

  it('draws visibly different vehicles for different categories', () => {
    const outputs = carPictureCategories.map((category) => renderCarSvg({ category, color: 'blu', index: 0 }));
    expect(new Set(outputs).size).toBe(carPictureCategories.length);
    const bodies = outputs.map((svg) => /<path id="b" d="([^"]+)"/.exec(svg)?.[1]);
    for (const body of bodies) expect(body).toBeTruthy();
    expect(new Set(bodies).size).toBe(carPictureCategories.length);
  });

  it('varies the picture with the photo index', () => {
    const photos = Array.from({ length: 10 }, (_, index) => renderCarSvg({ category: 'berlina', color: 'rosso', index }));
    expect(new Set(photos).size).toBe(10);
    expect(photos[2]).toContain('scale(-1 1)');
  });

  it('draws a hatchback apart from the saloon, and only when asked for it', () => {
    expect(carPictureBodies).toEqual([...carPictureCategories, 'hatchback']);
    const hatch = renderCarSvg({ category: 'berlina', body: 'hatchback', color: 'blu', index: 0 });
    const saloon = renderCarSvg({ category: 'berlina', color: 'blu', index: 0 });
    assertWellFormed(hatch);
    expect(bytes(hatch)).toBeLessThan(6 * 1024);
    expect(hatch).toContain('Foto 1 – Berlina 2 volumi Blu');
    expect(saloon).toContain('Foto 1 – Berlina Blu');
    const body = (svg: string) => /<path id="b" d="([^"]+)"/.exec(svg)?.[1];
    expect(body(hatch)).not.toBe(body(saloon));
    // An unknown body falls back to the category, not to a saloon.
    expect(renderCarSvg({ category: 'suv', body: 'astronave', color: 'blu', index: 0 })).toBe(renderCarSvg({ category: 'suv', color: 'blu', index: 0 }));
  });
});

describe('demo photos show the body the car really has', () => {
  const drawn = (make: string, model: string, version: string) => {
    const v = findVersion(make, model, version)!;
    return /<title id="ti">Foto 1 – (.+) Grigio<\/title>/.exec(renderCarSvg({ category: v.category, body: v.body, color: 'grigio', index: 0 }))?.[1];
  };

  it('a Golf is a hatchback, a Passat a saloon or an estate per version, an Ateca an SUV', () => {
    expect(drawn('volkswagen', 'golf', '1.5 TSI Life')).toBe('Berlina 2 volumi');
    expect(drawn('volkswagen', 'passat', '2.0 TDI 190 CV 4Motion DSG Highline')).toBe('Berlina');
    expect(drawn('volkswagen', 'passat', 'Variant GTE 1.4 TSI DSG')).toBe('Station wagon');
    expect(drawn('seat', 'ateca', '2.0 TDI 150 CV 4Drive DSG Xcellence')).toBe('SUV');
    expect(drawn('alfa-romeo', 'giulia', '2.2 Turbodiesel 160 CV AT8 Super')).toBe('Berlina');
    expect(drawn('volkswagen', 't-roc', 'Cabriolet 1.5 TSI R-Line')).toBe('Cabrio');
  });

  it('every catalogue version has a drawing of its body', () => {
    for (const make of makes) for (const model of make.models) for (const v of model.versions) {
      expect(carPictureBodies, `${model.slug} ${v.name}`).toContain(v.body);
    }
  });

  it('generated listings point their photos at their version\'s body, and the address serves that drawing', () => {
    const factory = new ListingFactory(new Random(7), makes, new Date(Date.UTC(2026, 10, 24)));
    const dealer = { id: 'd', slug: 'd', city: 'Roma', provinceCode: 'RM', postalCode: '00100', latitude: 41.9, longitude: 12.5 };
    const media = mediaService();
    let hatchbacks = 0;
    for (let i = 0; i < 300; i++) {
      const listing = factory.create(dealer, new Date());
      const v = findVersion(listing.make_slug, listing.model_slug, listing.version)!;
      for (const photo of JSON.parse(listing.photos as string) as { url: string }[]) {
        const [, , , body, color, file] = photo.url.split('/');
        expect(body, `${listing.model_slug} ${listing.version}`).toBe(v.body);
        const svg = media.carPicture(body!, color!, file!);
        expect(svg).toBe(renderCarSvg({ category: v.category, body: v.body, color: color!, index: Number(file!.split('.')[0]) }));
        if (body === 'hatchback') hatchbacks++;
      }
    }
    expect(hatchbacks).toBeGreaterThan(0);
  });
});
