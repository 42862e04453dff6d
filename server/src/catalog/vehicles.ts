/**
 * Makes, models and versions of the catalogue (see /work/shared/spec/VOCABULARY.md).
 * Pure data written for AutoMercato from the cars sold in Italy: every version carries
 * its own power, fuel, traction, gearbox, body, the years it was sold and its list
 * price when new, so the listing form can prefill from it and the demo stock agrees
 * with it. test/catalog-coherence.test.ts walks all of it for contradictions.
 */
import type { CategorySlug, GearboxSlug, PowerTypeSlug, TractionSlug } from './vocabulary.js';
import { CURB_WEIGHTS_KG } from './curb-weights.js';
import { CV_PER_KW, kwToCv } from '@automercato/i18n/format';

/** 1 kW = 1.35962 CV and the rounding listings store: the formatters' (one home for the unit). */
export const KW_TO_CV = CV_PER_KW;
export { kwToCv };

/**
 * The shape a demo photo draws: the categories of VOCABULARY.md, plus `hatchback` for
 * the two-box cars the vocabulary files under `berlina` (a Golf is not a saloon).
 */
export type BodyShape = CategorySlug | 'hatchback';

export interface VersionSpec {
  /** Trim as sold ("2.0 TDI 150 CV DSG Style"). */
  name: string;
  kw: number;
  /** `kwToCv(kw)`. */
  cv: number;
  fuel: PowerTypeSlug;
  traction: TractionSlug;
  gearbox: GearboxSlug;
  /** Body in the vocabulary's terms (the listing's `category`). */
  category: CategorySlug;
  /** What the drawn photo shows. */
  body: BodyShape;
  /** First and last year this version was sold new in Italy. */
  years: [number, number];
  /** List price when new, EUR. */
  newPrice: number;
}

export interface ModelSpec {
  slug: string;
  name: string;
  /** Its usual body type (synced to the `models` table). */
  category: CategorySlug;
  /** Other body types among its versions. */
  altCategories?: CategorySlug[];
  /** Year the model name first went on sale (no version can be older). */
  since: number;
  /** Fuels of its versions; the first one is the most common. */
  fuels: PowerTypeSlug[];
  /** Power range in kW over all versions. */
  kw: [number, number];
  /** Power range per fuel. */
  kwByFuel: Partial<Record<PowerTypeSlug, [number, number]>>;
  /** Cheapest and dearest version when new, EUR. */
  newPrice: [number, number];
  /** First and last year any version was sold. */
  years: [number, number];
  gearboxes: GearboxSlug[];
  tractions: TractionSlug[];
  versions: VersionSpec[];
  doors: number;
  seats: number;
  /** Curb weight (tara, kg) of its lightest usual version (./curb-weights.ts); undefined: not known. */
  curbWeightKg?: number;
}

export interface MakeSpec {
  slug: string;
  name: string;
  premium: boolean;
  models: ModelSpec[];
}

const FUELS: Record<string, PowerTypeSlug> = {
  B: 'benzina', D: 'diesel', GPL: 'gpl', CNG: 'metano', EV: 'elettrica', HEV: 'ibrida', HEVD: 'ibrida-diesel',
  PHEV: 'ibrida-plug-in', H2: 'idrogeno',
};
const TRACTIONS: Record<string, TractionSlug> = { F: 'anteriore', R: 'posteriore', 4: 'integrale' };
const GEARBOXES: Record<string, GearboxSlug> = { M: 'manuale', A: 'automatico', S: 'semiautomatico' };
const BODIES: Record<string, BodyShape> = {
  city: 'city-car', hatch: 'hatchback', sedan: 'berlina', sw: 'station-wagon', suv: 'suv', mpv: 'monovolume',
  coupe: 'coupe', cabrio: 'cabrio', pickup: 'pick-up', van: 'furgone',
};

/**
 * One version from its compact line: `name | kW fuel traction gearbox body from-to price`,
 * e.g. `'2.0 TDI 150 CV DSG Style | 110 D F A hatch 2020-2026 37000'`. Codes: fuel B D GPL CNG
 * EV HEV HEVD PHEV H2; traction F (anteriore) R (posteriore) 4 (integrale); gearbox M A S;
 * body city hatch sedan sw suv mpv coupe cabrio pickup van. A typo throws at load time.
 */
function version(line: string): VersionSpec {
  const [name, spec] = line.split(' | ').map((s) => s.trim());
  const m = /^(\d+) (\w+) ([FR4]) ([MAS]) (\w+) (\d{4})-(\d{4}) (\d+)$/.exec(spec ?? '');
  const fuel = m && FUELS[m[2]!];
  const body = m && BODIES[m[5]!];
  if (!name || !m || !fuel || !body) throw new Error(`Versione del catalogo non valida: ${line}`);
  const kw = Number(m[1]);
  return {
    name, kw, cv: kwToCv(kw), fuel, traction: TRACTIONS[m[3]!]!, gearbox: GEARBOXES[m[4]!]!,
    category: body === 'hatchback' ? 'berlina' : body, body,
    years: [Number(m[6]), Number(m[7])], newPrice: Number(m[8]),
  };
}

const uniq = <T>(items: T[]): T[] => [...new Set(items)];
const span = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)];

function model(slug: string, name: string, category: CategorySlug, since: number, doors: number, seats: number, lines: string[]): ModelSpec {
  const versions = lines.map(version);
  const fuels = uniq(versions.map((v) => v.fuel));
  const alt = uniq(versions.map((v) => v.category)).filter((c) => c !== category);
  return {
    slug, name, category, since, doors, seats, versions, fuels,
    ...(alt.length ? { altCategories: alt } : {}),
    kw: span(versions.map((v) => v.kw)),
    kwByFuel: Object.fromEntries(fuels.map((f) => [f, span(versions.filter((v) => v.fuel === f).map((v) => v.kw))])),
    newPrice: span(versions.map((v) => v.newPrice)),
    years: [Math.min(...versions.map((v) => v.years[0])), Math.max(...versions.map((v) => v.years[1]))],
    gearboxes: uniq(versions.map((v) => v.gearbox)),
    tractions: uniq(versions.map((v) => v.traction)),
  };
}

function make(slug: string, name: string, premium: boolean, models: ModelSpec[]): MakeSpec {
  const weighed = models.map((m) => {
    const kg = CURB_WEIGHTS_KG[`${slug}/${m.slug}`];
    return kg === undefined ? m : { ...m, curbWeightKg: kg };
  });
  return { slug, name, premium, models: weighed };
}

export const makes: readonly MakeSpec[] = [
  make('abarth', 'Abarth', false, [
    model('500', '500', 'city-car', 2008, 3, 4, [
      '1.4 T-Jet 135 CV | 99 B F M city 2008-2015 19500',
      '1.4 T-Jet 160 CV esseesse | 118 B F M city 2009-2015 23500',
      '500C 1.4 T-Jet 135 CV | 99 B F M cabrio 2010-2015 22000',
      '1.4 T-Jet 135 CV MTA Custom | 99 B F S city 2010-2015 20500',
    ]),
    model('595', '595', 'city-car', 2012, 3, 4, [
      '1.4 T-Jet 145 CV | 107 B F M city 2016-2024 21500',
      '1.4 T-Jet 165 CV Turismo | 121 B F M city 2016-2024 25000',
      '1.4 T-Jet 180 CV Competizione | 132 B F M city 2016-2024 28000',
      '1.4 T-Jet 165 CV Pista | 121 B F M city 2017-2022 24000',
      '595C 1.4 T-Jet 165 CV Turismo | 121 B F M cabrio 2016-2024 28000',
      '1.4 T-Jet 160 CV esseesse | 118 B F M city 2012-2015 24000',
    ]),
    model('695', '695', 'city-car', 2010, 3, 4, [
      '1.4 T-Jet 180 CV | 132 B F M city 2017-2024 30000',
      '1.4 T-Jet 180 CV Rivale | 132 B F M city 2017-2021 34000',
      '1.4 T-Jet 180 CV Tributo Ferrari | 132 B F S city 2010-2014 42000',
      '1.4 T-Jet 190 CV Biposto | 140 B F M city 2015-2017 40000',
      '1.4 T-Jet 180 CV 75° Anniversario | 132 B F M city 2024-2024 36000',
    ]),
    model('500e', '500e', 'city-car', 2023, 3, 4, [
      'Turismo | 114 EV F A city 2023-2026 40000',
      'Scorpionissima | 114 EV F A city 2023-2024 42000',
      'Cabrio Turismo | 114 EV F A cabrio 2023-2026 43000',
    ]),
    model('600e', '600e', 'suv', 2024, 5, 5, [
      '240 CV Turismo | 177 EV F A suv 2025-2026 41000',
      '280 CV Scorpionissima | 206 EV F A suv 2024-2026 46000',
      '280 CV Scorpionissima Launch Edition | 206 EV F A suv 2024-2025 46000',
    ]),
  ]),
  make('alfa-romeo', 'Alfa Romeo', true, [
    model('giulia', 'Giulia', 'berlina', 2016, 4, 5, [
      '2.2 Turbodiesel 160 CV AT8 Super | 118 D R A sedan 2016-2019 44000',
      '2.2 Turbodiesel 160 CV AT8 Sprint | 118 D R A sedan 2020-2026 46000',
      '2.2 Turbodiesel 210 CV AT8 Q4 Veloce | 154 D 4 A sedan 2017-2026 56000',
      '2.0 Turbo 280 CV AT8 Q4 Veloce | 206 B 4 A sedan 2017-2026 60000',
      '2.9 V6 Bi-Turbo 510 CV Quadrifoglio | 375 B R A sedan 2016-2026 90000',
    ]),
    model('stelvio', 'Stelvio', 'suv', 2017, 5, 5, [
      '2.2 Turbodiesel 160 CV AT8 RWD Business | 118 D R A suv 2017-2022 48000',
      '2.2 Turbodiesel 190 CV AT8 Q4 Ti | 140 D 4 A suv 2017-2022 53000',
      '2.2 Turbodiesel 210 CV AT8 Q4 Veloce | 154 D 4 A suv 2017-2026 60000',
      '2.0 Turbo 280 CV AT8 Q4 Veloce | 206 B 4 A suv 2017-2026 63000',
      '2.9 V6 Bi-Turbo 510 CV Quadrifoglio | 375 B 4 A suv 2018-2026 100000',
    ]),
    model('giulietta', 'Giulietta', 'berlina', 2010, 5, 5, [
      '1.6 JTDm 120 CV Super | 88 D F M hatch 2016-2020 26000',
      '1.4 Turbo 120 CV GPL Distinctive | 88 GPL F M hatch 2011-2015 24500',
      '2.0 JTDm 150 CV Veloce | 110 D F M hatch 2016-2020 30000',
      '1.4 T-Jet 120 CV Progression | 88 B F M hatch 2010-2015 22500',
      '1750 TBi 240 CV Quadrifoglio Verde | 177 B F M hatch 2014-2016 34000',
    ]),
    model('tonale', 'Tonale', 'suv', 2022, 5, 5, [
      '1.5 Hybrid 130 CV TCT7 Sprint | 96 HEV F A suv 2022-2026 37000',
      '1.5 Hybrid 160 CV TCT7 Veloce | 118 HEV F A suv 2022-2026 44000',
      '1.6 Diesel 130 CV TCT6 Ti | 96 D F A suv 2022-2026 40000',
      '1.3 Plug-in Hybrid Q4 280 CV Veloce | 206 PHEV 4 A suv 2022-2026 55000',
    ]),
    model('mito', 'MiTo', 'city-car', 2008, 3, 5, [
      '1.4 78 CV Progression | 57 B F M city 2008-2018 16000',
      '1.3 JTDm 95 CV Super | 70 D F M city 2011-2018 18500',
      '1.4 T-Jet 120 CV GPL Distinctive | 88 GPL F M city 2009-2015 19500',
      '0.9 TwinAir 105 CV Super | 77 B F M city 2014-2018 18000',
      '1.4 MultiAir 170 CV Quadrifoglio Verde | 125 B F M city 2009-2016 24000',
    ]),
    model('junior', 'Junior', 'suv', 2024, 5, 5, [
      'Ibrida 136 CV Speciale | 100 HEV F A suv 2024-2026 31000',
      'Ibrida Q4 145 CV Speciale | 107 HEV 4 A suv 2025-2026 35000',
      'Elettrica 156 CV Speciale | 115 EV F A suv 2024-2026 40000',
      'Elettrica Veloce 280 CV | 206 EV F A suv 2024-2026 48000',
    ]),
  ]),
  make('audi', 'Audi', true, [
    model('a1', 'A1', 'city-car', 2010, 5, 5, [
      '1.6 TDI Ambition | 77 D F M city 2010-2014 20500',
      '1.0 TFSI Sportback Design | 70 B F M city 2015-2018 19500',
      '25 TFSI Sportback Admired | 70 B F M city 2018-2026 22000',
      '30 TFSI Sportback S line edition | 81 B F M city 2018-2026 26000',
      '40 TFSI S tronic Sportback S line | 147 B F A city 2018-2024 30000',
      'S1 2.0 TFSI quattro | 170 B 4 M city 2014-2018 31000',
    ]),
    model('a3', 'A3', 'berlina', 1996, 5, 5, [
      '30 TDI Sportback Business | 85 D F M hatch 2019-2026 29000',
      '35 TFSI S tronic Sportback S line edition | 110 B F A hatch 2018-2026 34000',
      '40 TFSI e S tronic Sportback Business Advanced | 150 PHEV F A hatch 2020-2026 42000',
      'Sportback 1.5 TFSI g-tron S tronic Sport | 96 CNG F A hatch 2017-2019 30000',
      'S3 Sportback 2.0 TFSI quattro | 228 B 4 A hatch 2016-2026 52000',
      'RS 3 Sportback 2.5 TFSI quattro | 294 B 4 A hatch 2017-2026 65000',
    ]),
    model('a4', 'A4', 'berlina', 1994, 4, 5, [
      '2.0 TDI 150 CV Business | 110 D F M sedan 2015-2019 40000',
      'Avant 35 TDI S tronic Business Advanced | 120 D F A sw 2019-2024 46000',
      '40 TDI quattro S tronic S line edition | 150 D 4 A sedan 2019-2024 55000',
      'Avant 40 g-tron S tronic Business | 125 CNG F A sw 2019-2021 47000',
      'S4 Avant 3.0 TDI quattro | 255 D 4 A sw 2019-2024 72000',
      'RS 4 Avant 2.9 TFSI quattro | 331 B 4 A sw 2018-2024 90000',
    ]),
    model('a6', 'A6', 'berlina', 1994, 4, 5, [
      '40 TDI S tronic Business Sport | 150 D F A sedan 2018-2025 58000',
      'Avant 45 TDI quattro tiptronic Business Plus | 170 D 4 A sw 2018-2025 66000',
      '50 TDI quattro tiptronic S line | 210 D 4 A sedan 2018-2025 72000',
      '55 TFSI e quattro S tronic | 270 PHEV 4 A sedan 2020-2025 75000',
      'Avant 3.0 TDI quattro S tronic Business Plus | 200 D 4 A sw 2014-2018 62000',
      'RS 6 Avant 4.0 TFSI quattro | 441 B 4 A sw 2020-2025 130000',
    ]),
    model('q2', 'Q2', 'suv', 2016, 5, 5, [
      '30 TFSI Business | 85 B F M suv 2018-2025 27000',
      '30 TDI S tronic Admired | 85 D F A suv 2018-2025 30000',
      '35 TFSI S tronic S line edition | 110 B F A suv 2018-2025 34000',
      '2.0 TDI quattro S tronic Sport | 110 D 4 A suv 2016-2018 36000',
      'SQ2 2.0 TFSI quattro | 221 B 4 A suv 2019-2023 48000',
    ]),
    model('q3', 'Q3', 'suv', 2011, 5, 5, [
      '2.0 TDI 150 CV quattro Business | 110 D 4 M suv 2015-2018 38000',
      '35 TDI S tronic Business Advanced | 110 D F A suv 2018-2026 42000',
      '35 TFSI S line edition | 110 B F M suv 2018-2026 40000',
      'Sportback 40 TDI quattro S tronic S line | 150 D 4 A suv 2019-2026 52000',
      '45 TFSI e S tronic Business Plus | 180 PHEV F A suv 2021-2026 50000',
      'RS Q3 Sportback 2.5 TFSI quattro | 294 B 4 A suv 2019-2026 72000',
    ]),
    model('q5', 'Q5', 'suv', 2008, 5, 5, [
      '2.0 TDI 190 CV quattro S tronic Sport | 140 D 4 A suv 2015-2018 55000',
      '40 TDI quattro S tronic Business | 150 D 4 A suv 2018-2026 58000',
      '45 TFSI quattro S tronic Sport | 180 B 4 A suv 2018-2026 60000',
      'Sportback 40 TDI quattro S tronic S line | 150 D 4 A suv 2021-2026 64000',
      '50 TFSI e quattro S tronic S line plus | 220 PHEV 4 A suv 2020-2024 68000',
      'SQ5 TDI quattro tiptronic | 255 D 4 A suv 2019-2024 80000',
    ]),
    model('q7', 'Q7', 'suv', 2006, 5, 7, [
      '3.0 TDI 272 CV quattro tiptronic S line | 200 D 4 A suv 2015-2018 75000',
      '45 TDI quattro tiptronic Business Plus | 170 D 4 A suv 2019-2026 78000',
      '50 TDI quattro tiptronic Sport | 210 D 4 A suv 2019-2026 84000',
      '60 TFSI e quattro tiptronic | 335 PHEV 4 A suv 2020-2024 95000',
      'SQ7 4.0 TFSI quattro | 373 B 4 A suv 2020-2026 115000',
    ]),
    model('e-tron', 'e-tron', 'suv', 2019, 5, 5, [
      '50 quattro Business | 230 EV 4 A suv 2019-2023 74000',
      '55 quattro Advanced | 300 EV 4 A suv 2019-2023 86000',
      'Sportback 55 quattro S line edition | 300 EV 4 A suv 2020-2023 90000',
      'S quattro | 370 EV 4 A suv 2020-2023 100000',
    ]),
  ]),
  make('bmw', 'BMW', true, [
    model('serie-1', 'Serie 1', 'berlina', 2004, 5, 5, [
      '116d 5p. Business Advantage | 85 D R M hatch 2015-2019 27000',
      '118d 5p. Sport | 110 D F A hatch 2019-2026 34000',
      '118i 5p. Msport | 103 B F M hatch 2019-2026 35000',
      '120d xDrive 5p. Msport | 140 D 4 A hatch 2019-2024 42000',
      '116i 5p. Advantage | 80 B R M hatch 2015-2019 26000',
      'M135i xDrive | 225 B 4 A hatch 2019-2024 52000',
    ]),
    model('serie-2', 'Serie 2', 'monovolume', 2014, 5, 5, [
      '218d Active Tourer Advantage | 110 D F M mpv 2014-2021 34000',
      '216d Gran Tourer Business | 85 D F M mpv 2015-2022 32000',
      '225xe Active Tourer iPerformance | 165 PHEV 4 A mpv 2016-2021 40000',
      '218i Gran Coupé Sport | 103 B F M sedan 2020-2026 34000',
      '220i Coupé Msport | 135 B R A coupe 2017-2021 40000',
      'M240i xDrive Coupé | 275 B 4 A coupe 2021-2026 60000',
    ]),
    model('serie-3', 'Serie 3', 'berlina', 1975, 4, 5, [
      '318d Business Advantage | 110 D R M sedan 2019-2026 40000',
      '320d xDrive Touring Msport | 140 D 4 A sw 2019-2026 50000',
      '330e Sport | 215 PHEV R A sedan 2019-2026 50000',
      '320i Luxury | 135 B R A sedan 2019-2026 44000',
      'M340i xDrive | 275 B 4 A sedan 2019-2026 70000',
      'M3 Competition | 375 B R A sedan 2021-2026 95000',
    ]),
    model('serie-5', 'Serie 5', 'berlina', 1972, 4, 5, [
      '520d Business | 140 D R A sedan 2017-2023 55000',
      '520d xDrive Touring Msport | 140 D 4 A sw 2017-2024 62000',
      '530e Luxury | 215 PHEV R A sedan 2020-2023 64000',
      '530d xDrive | 210 D 4 A sedan 2017-2023 70000',
      '540i xDrive Msport | 250 B 4 A sedan 2017-2023 74000',
      'M5 Competition | 460 B 4 A sedan 2018-2023 140000',
    ]),
    model('x1', 'X1', 'suv', 2009, 5, 5, [
      'sDrive18d Business Advantage | 110 D F M suv 2015-2022 36000',
      'xDrive20d xLine | 140 D 4 A suv 2015-2022 44000',
      'sDrive18i Msport | 103 B F M suv 2016-2022 38000',
      'xDrive25e Business | 162 PHEV 4 A suv 2020-2022 48000',
      'sDrive20i Msport | 125 B F A suv 2022-2026 46000',
      'xDrive23d Msport | 145 D 4 A suv 2022-2026 52000',
    ]),
    model('x2', 'X2', 'suv', 2018, 5, 5, [
      'sDrive18d Advantage | 110 D F M suv 2018-2023 38000',
      'sDrive20i Msport-X | 141 B F A suv 2018-2023 42000',
      'xDrive20d Msport | 140 D 4 A suv 2018-2023 46000',
      'xDrive25e Business-X | 162 PHEV 4 A suv 2020-2023 48000',
      'M35i | 225 B 4 A suv 2019-2023 58000',
    ]),
    model('x3', 'X3', 'suv', 2003, 5, 5, [
      'xDrive20d Business Advantage | 140 D 4 A suv 2017-2024 52000',
      'sDrive18d Business | 110 D R A suv 2018-2024 47000',
      'xDrive30e Msport | 215 PHEV 4 A suv 2020-2024 62000',
      'xDrive30d xLine | 195 D 4 A suv 2017-2024 64000',
      'M40i | 260 B 4 A suv 2018-2024 72000',
      'X3 M Competition | 375 B 4 A suv 2019-2024 100000',
    ]),
    model('x5', 'X5', 'suv', 1999, 5, 5, [
      'xDrive25d Business | 170 D 4 A suv 2016-2020 68000',
      'xDrive30d Msport | 195 D 4 A suv 2018-2023 80000',
      'xDrive40d xLine | 250 D 4 A suv 2020-2026 88000',
      'xDrive45e | 290 PHEV 4 A suv 2019-2023 85000',
      'xDrive50e Msport | 360 PHEV 4 A suv 2023-2026 95000',
      'xDrive40i Msport | 250 B 4 A suv 2018-2026 85000',
    ]),
    model('i3', 'i3', 'city-car', 2013, 5, 4, [
      '60 Ah | 125 EV R A city 2013-2016 36000',
      '94 Ah Advantage | 125 EV R A city 2016-2018 37000',
      '94 Ah REx | 125 EV R A city 2016-2018 41000',
      '120 Ah Advantage | 125 EV R A city 2018-2022 39000',
      'i3s 120 Ah | 135 EV R A city 2018-2022 42000',
    ]),
    model('i4', 'i4', 'berlina', 2021, 5, 5, [
      'eDrive35 Msport | 210 EV R A sedan 2023-2026 57000',
      'eDrive40 Business | 250 EV R A sedan 2021-2026 60000',
      'eDrive40 Msport | 250 EV R A sedan 2021-2026 64000',
      'xDrive40 Msport | 295 EV 4 A sedan 2024-2026 68000',
      'M50 | 400 EV 4 A sedan 2021-2026 75000',
    ]),
  ]),
  make('byd', 'BYD', false, [
    model('atto-3', 'Atto 3', 'suv', 2022, 5, 5, [
      'Active | 150 EV F A suv 2024-2026 38000',
      'Comfort | 150 EV F A suv 2022-2026 41000',
      'Design | 150 EV F A suv 2022-2026 43000',
    ]),
    model('dolphin', 'Dolphin', 'berlina', 2023, 5, 5, [
      'Active | 70 EV F A hatch 2024-2026 30000',
      'Boost | 150 EV F A hatch 2023-2026 35000',
      'Comfort | 150 EV F A hatch 2023-2026 34000',
      'Design | 150 EV F A hatch 2023-2026 37000',
    ]),
    model('seal', 'Seal', 'berlina', 2023, 4, 5, [
      'Comfort | 230 EV R A sedan 2024-2026 45000',
      'Design | 230 EV R A sedan 2023-2026 47000',
      'Excellence AWD | 390 EV 4 A sedan 2023-2026 53000',
    ]),
  ]),
  make('citroen', 'Citroën', false, [
    model('c1', 'C1', 'city-car', 2005, 5, 4, [
      '1.0 VTi 68 CV 5 porte Feel | 50 B F M city 2014-2022 12000',
      '1.0 VTi 72 CV 5 porte Shine | 53 B F M city 2018-2022 14000',
      '1.0 VTi 72 CV Airscape Feel | 53 B F M city 2018-2022 14000',
      '1.0 VTi 68 CV ETG Live | 50 B F S city 2014-2018 12500',
    ]),
    model('c3', 'C3', 'city-car', 2002, 5, 5, [
      '1.2 PureTech 83 CV Shine | 61 B F M city 2017-2024 17500',
      '1.5 BlueHDi 100 CV Feel | 74 D F M city 2018-2022 18500',
      '1.2 PureTech 110 CV EAT6 Shine | 81 B F A city 2017-2021 20500',
      '1.2 PureTech 82 CV GPL Live | 60 GPL F M city 2017-2020 16000',
      '1.6 BlueHDi 75 CV Business | 55 D F M city 2016-2018 15500',
    ]),
    model('c3-aircross', 'C3 Aircross', 'suv', 2017, 5, 5, [
      '1.2 PureTech 110 CV Shine | 81 B F M suv 2017-2024 21000',
      '1.5 BlueHDi 110 CV Feel | 81 D F M suv 2018-2024 22000',
      '1.2 PureTech 130 CV EAT6 Shine | 96 B F A suv 2017-2024 24000',
      '1.2 PureTech 82 CV Live | 60 B F M suv 2017-2020 18000',
    ]),
    model('c4', 'C4', 'berlina', 2004, 5, 5, [
      '1.6 BlueHDi 120 CV Business | 88 D F M hatch 2015-2018 22500',
      '1.2 PureTech 100 CV Feel | 74 B F M hatch 2021-2026 23000',
      '1.2 PureTech 130 CV Feel Pack | 96 B F M hatch 2020-2026 26000',
      '1.5 BlueHDi 130 CV EAT8 Shine | 96 D F A hatch 2020-2024 30000',
    ]),
    model('c5-aircross', 'C5 Aircross', 'suv', 2018, 5, 5, [
      '1.5 BlueHDi 130 CV Business | 96 D F M suv 2018-2026 31000',
      '1.5 BlueHDi 130 CV EAT8 Shine | 96 D F A suv 2018-2026 35000',
      '1.2 PureTech 130 CV Feel | 96 B F M suv 2018-2026 30000',
      '2.0 BlueHDi 180 CV EAT8 Shine | 132 D F A suv 2018-2020 38000',
      'Hybrid 225 e-EAT8 Shine | 165 PHEV F A suv 2020-2026 42000',
    ]),
  ]),
  make('cupra', 'Cupra', false, [
    model('born', 'Born', 'berlina', 2021, 5, 5, [
      '150 kW 58 kWh | 150 EV R A hatch 2021-2026 39000',
      '170 kW e-Boost 58 kWh | 170 EV R A hatch 2022-2026 41000',
      '170 kW e-Boost 77 kWh | 170 EV R A hatch 2022-2026 45000',
      'VZ 240 kW 79 kWh | 240 EV R A hatch 2024-2026 50000',
    ]),
    model('formentor', 'Formentor', 'suv', 2020, 5, 5, [
      '1.5 TSI 150 CV | 110 B F M suv 2020-2026 34000',
      '2.0 TDI 150 CV DSG | 110 D F A suv 2021-2024 37000',
      '1.4 e-Hybrid 204 CV DSG | 150 PHEV F A suv 2021-2024 42000',
      'VZ 2.0 TSI 310 CV 4Drive DSG | 228 B 4 A suv 2020-2026 52000',
      'VZ5 2.5 TSI 390 CV 4Drive DSG | 287 B 4 A suv 2021-2023 66000',
    ]),
    model('leon', 'Leon', 'berlina', 2020, 5, 5, [
      '1.5 eTSI 150 CV DSG | 110 HEV F A hatch 2020-2026 33000',
      '1.4 e-Hybrid 245 CV DSG | 180 PHEV F A hatch 2020-2024 42000',
      '2.0 TSI 300 CV DSG | 221 B F A hatch 2020-2026 44000',
      'Sportstourer 2.0 TSI 310 CV 4Drive DSG | 228 B 4 A sw 2020-2026 49000',
      'VZ 2.0 TSI 333 CV DSG | 245 B F A hatch 2024-2026 48000',
    ]),
  ]),
  make('dacia', 'Dacia', false, [
    model('sandero', 'Sandero', 'city-car', 2008, 5, 5, [
      '1.0 SCe 65 CV Essential | 48 B F M city 2021-2026 12000',
      '1.0 TCe 100 CV ECO-G Expression | 74 GPL F M city 2021-2026 16000',
      'Stepway 1.0 TCe 100 CV ECO-G Comfort | 74 GPL F M city 2021-2026 17000',
      '1.5 dCi 75 CV Laureate | 55 D F M city 2013-2018 12500',
      'Stepway 0.9 TCe 90 CV GPL Lauréate | 66 GPL F M city 2013-2020 13000',
    ]),
    model('duster', 'Duster', 'suv', 2010, 5, 5, [
      '1.5 dCi 110 CV 4x4 Prestige | 81 D 4 M suv 2013-2017 18500',
      '1.0 TCe 100 CV ECO-G Comfort | 74 GPL F M suv 2020-2026 17500',
      '1.5 Blue dCi 115 CV Journey | 85 D F M suv 2022-2024 21000',
      '1.3 TCe 150 CV EDC Prestige | 110 B F A suv 2019-2023 20500',
      '1.6 SCe 115 CV GPL Laureate | 85 GPL F M suv 2018-2019 15500',
      'Hybrid 140 Journey | 104 HEV F A suv 2024-2026 25000',
    ]),
    model('spring', 'Spring', 'city-car', 2021, 5, 4, [
      'Comfort | 33 EV F A city 2021-2022 17000',
      'Comfort Plus | 33 EV F A city 2021-2022 19000',
      'Expression Electric 45 | 33 EV F A city 2023-2026 17500',
      'Extreme Electric 65 | 48 EV F A city 2023-2026 19000',
    ]),
    model('jogger', 'Jogger', 'monovolume', 2022, 5, 7, [
      '1.0 TCe 110 CV Essential 5 posti | 81 B F M mpv 2022-2026 18000',
      '1.0 TCe 110 CV Expression 7 posti | 81 B F M mpv 2022-2026 20000',
      '1.0 TCe 100 CV ECO-G Comfort | 74 GPL F M mpv 2022-2026 19500',
      'Hybrid 140 Extreme 7 posti | 104 HEV F A mpv 2023-2026 25500',
    ]),
  ]),
  make('ds', 'DS', true, [
    model('ds-3', 'DS 3', 'suv', 2019, 5, 5, [
      'Crossback PureTech 130 EAT8 Performance Line | 96 B F A suv 2019-2022 32000',
      'Crossback BlueHDi 110 So Chic | 81 D F M suv 2019-2022 30000',
      'PureTech 100 Bastille | 74 B F M suv 2023-2026 29000',
      'BlueHDi 130 EAT8 Rivoli | 96 D F A suv 2023-2025 36000',
      'E-Tense 156 CV Rivoli | 115 EV F A suv 2023-2026 42000',
    ]),
    model('ds-7', 'DS 7', 'suv', 2018, 5, 5, [
      'Crossback BlueHDi 130 Business | 96 D F M suv 2018-2022 35000',
      'Crossback BlueHDi 180 EAT8 Grand Chic | 130 D F A suv 2018-2022 45000',
      'PureTech 225 EAT8 Rivoli | 165 B F A suv 2018-2022 47000',
      'E-Tense 225 Rivoli | 165 PHEV F A suv 2022-2026 50000',
      'E-Tense 4x4 300 Performance Line+ | 221 PHEV 4 A suv 2019-2026 55000',
    ]),
  ]),
  make('ferrari', 'Ferrari', true, [
    model('296', '296', 'coupe', 2022, 2, 2, [
      'GTB | 610 PHEV R A coupe 2022-2026 270000',
      'GTS | 610 PHEV R A cabrio 2022-2026 300000',
      'GTB Assetto Fiorano | 610 PHEV R A coupe 2022-2026 300000',
      'GTS Assetto Fiorano | 610 PHEV R A cabrio 2023-2026 330000',
    ]),
    model('roma', 'Roma', 'coupe', 2020, 2, 4, [
      '3.9 V8 620 CV | 456 B R A coupe 2020-2026 205000',
      'Spider 3.9 V8 620 CV | 456 B R A cabrio 2023-2026 235000',
      '3.9 V8 620 CV Pack Carbon | 456 B R A coupe 2021-2026 225000',
    ]),
    model('f8', 'F8', 'coupe', 2019, 2, 2, [
      'Tributo | 530 B R A coupe 2019-2023 230000',
      'Spider | 530 B R A cabrio 2020-2023 260000',
      'Tributo Racing Seats | 530 B R A coupe 2019-2023 240000',
    ]),
    model('portofino', 'Portofino', 'cabrio', 2018, 2, 4, [
      '3.9 V8 600 CV | 441 B R A cabrio 2018-2020 195000',
      'M 3.9 V8 620 CV | 456 B R A cabrio 2021-2023 215000',
      '3.9 V8 600 CV Pack Premium | 441 B R A cabrio 2018-2020 205000',
    ]),
  ]),
  make('fiat', 'Fiat', false, [
    model('500', '500', 'city-car', 2007, 3, 4, [
      '1.2 Pop | 51 B F M city 2007-2020 13500',
      '1.2 Lounge | 51 B F M city 2007-2020 15500',
      '1.0 Hybrid Dolcevita | 51 HEV F M city 2021-2024 17500',
      '1.2 EasyPower GPL Lounge | 51 GPL F M city 2012-2019 16000',
      '0.9 TwinAir 85 CV Sport | 63 B F M city 2010-2018 16500',
      '1.3 Multijet 95 CV Lounge | 70 D F M city 2010-2015 17000',
    ]),
    model('500e', '500e', 'city-car', 2020, 3, 4, [
      'Action | 70 EV F A city 2020-2023 26000',
      'Passion | 87 EV F A city 2020-2023 31000',
      'Icon | 87 EV F A city 2020-2026 33000',
      'La Prima | 87 EV F A city 2020-2021 37000',
      'Cabrio Icon | 87 EV F A cabrio 2020-2026 36000',
    ]),
    model('500x', '500X', 'suv', 2014, 5, 5, [
      '1.6 MultiJet 120 CV Lounge | 88 D F M suv 2015-2022 24500',
      '1.3 MultiJet 95 CV Urban | 70 D F M suv 2015-2022 21000',
      '1.0 T3 120 CV Cross | 88 B F M suv 2018-2024 23000',
      '1.4 T-Jet 120 CV GPL Pop Star | 88 GPL F M suv 2015-2018 22000',
      '1.5 Hybrid 130 CV DCT Sport | 96 HEV F A suv 2022-2024 29000',
      '2.0 MultiJet 140 CV AT9 4x4 Cross Plus | 103 D 4 A suv 2015-2018 29000',
    ]),
    model('500l', '500L', 'monovolume', 2012, 5, 5, [
      '1.3 Multijet 95 CV Lounge | 70 D F M mpv 2012-2022 20000',
      '1.4 95 CV Mirror | 70 B F M mpv 2016-2020 18500',
      '1.6 Multijet 120 CV Cross | 88 D F M mpv 2017-2022 23000',
      '0.9 TwinAir Natural Power Pop Star | 59 CNG F M mpv 2013-2018 19500',
      '1.4 T-Jet 120 CV GPL Lounge | 88 GPL F M mpv 2012-2018 21000',
      'Living 1.6 Multijet 120 CV 7 posti | 88 D F M mpv 2013-2018 23000',
    ]),
    model('600', '600', 'suv', 2024, 5, 5, [
      '1.2 Hybrid 100 CV | 74 HEV F A suv 2024-2026 25000',
      '1.2 Hybrid 100 CV La Prima | 74 HEV F A suv 2024-2025 29000',
      '1.2 Hybrid 145 CV La Prima | 107 HEV F A suv 2025-2026 31000',
    ]),
    model('600e', '600e', 'suv', 2023, 5, 5, [
      'RED | 115 EV F A suv 2024-2026 36000',
      'La Prima | 115 EV F A suv 2023-2025 40000',
      '54 kWh | 115 EV F A suv 2024-2026 37000',
    ]),
    model('panda', 'Panda', 'city-car', 1980, 5, 4, [
      '1.0 FireFly Hybrid City Life | 51 HEV F M city 2020-2024 15000',
      '1.2 Easy | 51 B F M city 2012-2019 11500',
      '0.9 TwinAir Natural Power | 59 CNG F M city 2012-2020 14500',
      '1.2 EasyPower GPL Lounge | 51 GPL F M city 2012-2019 13000',
      '1.3 MultiJet 4x4 Cross | 70 D 4 M city 2014-2018 20000',
      '1.0 Hybrid Pandina | 51 HEV F M city 2024-2026 16000',
    ]),
    model('tipo', 'Tipo', 'berlina', 2015, 5, 5, [
      'SW 1.6 Mjt 120 CV Lounge | 88 D F M sw 2016-2020 21000',
      '1.4 95 CV 5 porte Easy | 70 B F M hatch 2016-2020 15500',
      '1.3 Mjt 95 CV 4 porte Opening Edition | 70 D F M sedan 2015-2016 15000',
      '1.4 T-Jet 120 CV GPL Lounge | 88 GPL F M hatch 2016-2020 18500',
      '1.0 100 CV City Life | 74 B F M hatch 2021-2023 19500',
      '1.5 Hybrid 130 CV DCT Cross | 96 HEV F A hatch 2022-2026 27000',
    ]),
    model('punto', 'Punto', 'city-car', 1993, 5, 5, [
      '1.2 8V 69 CV Easy | 51 B F M city 2012-2018 12500',
      '1.3 MJT 95 CV Lounge | 70 D F M city 2012-2018 15000',
      '1.4 8V Easypower GPL Street | 57 GPL F M city 2012-2018 14000',
      '1.4 8V Natural Power Young | 57 CNG F M city 2012-2018 15000',
      '0.9 TwinAir 100 CV Lounge | 74 B F M city 2012-2015 14500',
    ]),
    model('doblo', 'Doblò', 'furgone', 2000, 4, 2, [
      'Cargo 1.3 MJT 95 CV SX | 70 D F M van 2015-2022 18000',
      'Cargo Maxi 1.6 MJT 105 CV | 77 D F M van 2015-2022 20000',
      '1.6 MJT 120 CV Lounge | 88 D F M mpv 2015-2022 23000',
      '1.4 T-Jet 120 CV Natural Power Easy | 88 CNG F M mpv 2015-2020 22000',
      'Cargo 1.5 BlueHDi 100 CV | 74 D F M van 2023-2026 24000',
    ]),
    model('ducato', 'Ducato', 'furgone', 1981, 4, 3, [
      '2.3 MJT 130 CV L2H2 Furgone | 96 D F M van 2014-2019 33000',
      '2.3 MJT 140 CV L2H2 Furgone Serie 8 | 103 D F M van 2021-2026 38000',
      '2.3 MJT 150 CV L3H2 Furgone | 110 D F M van 2014-2021 37000',
      '2.3 MJT 180 CV Maxi L4H3 Comfort-Matic | 132 D F S van 2014-2021 47000',
      '2.3 MJT 120 CV Cabinato | 88 D F M van 2016-2021 30000',
    ]),
  ]),
  make('ford', 'Ford', false, [
    model('fiesta', 'Fiesta', 'city-car', 1976, 5, 5, [
      '1.1 75 CV 5 porte Titanium | 55 B F M city 2017-2023 15500',
      '1.0 EcoBoost 100 CV ST-Line | 74 B F M city 2017-2023 18500',
      '1.5 TDCi 85 CV Plus | 63 D F M city 2017-2019 16500',
      '1.1 GPL 75 CV Connect | 55 GPL F M city 2019-2021 16000',
      '1.0 EcoBoost Hybrid 125 CV ST-Line X | 92 HEV F M city 2020-2023 21000',
      '1.5 EcoBoost 200 CV ST | 147 B F M city 2018-2023 26000',
    ]),
    model('focus', 'Focus', 'berlina', 1998, 5, 5, [
      '1.5 EcoBlue 120 CV ST-Line | 88 D F M hatch 2018-2025 26500',
      'SW 1.5 TDCi 120 CV Business | 88 D F M sw 2015-2018 23000',
      'SW 1.0 EcoBoost 125 CV Titanium | 92 B F M sw 2015-2025 24500',
      '1.0 EcoBoost Hybrid 155 CV Active | 114 HEV F M hatch 2020-2025 28500',
      '2.3 EcoBoost 280 CV ST | 206 B F M hatch 2019-2025 40000',
      '2.3 EcoBoost 350 CV RS | 257 B 4 M hatch 2016-2018 42000',
    ]),
    model('puma', 'Puma', 'suv', 2019, 5, 5, [
      '1.0 EcoBoost Hybrid 125 CV ST-Line | 92 HEV F M suv 2020-2026 25500',
      '1.0 EcoBoost Hybrid 155 CV ST-Line X | 114 HEV F M suv 2020-2026 29000',
      '1.0 EcoBoost 125 CV Titanium | 92 B F M suv 2020-2024 24000',
      '1.5 EcoBlue 120 CV Titanium | 88 D F M suv 2020-2022 25000',
      '1.5 EcoBoost 200 CV ST | 147 B F M suv 2020-2026 35000',
    ]),
    model('kuga', 'Kuga', 'suv', 2008, 5, 5, [
      '1.5 EcoBlue 120 CV ST-Line | 88 D F M suv 2019-2023 31000',
      '2.0 EcoBlue Hybrid 150 CV Titanium | 110 HEVD F M suv 2020-2023 34000',
      '2.0 TDCi 150 CV 4WD Titanium | 110 D 4 M suv 2016-2019 32000',
      '1.5 EcoBoost 150 CV Business | 110 B F M suv 2016-2023 30000',
      '2.5 Full Hybrid 190 CV AWD Vignale | 140 HEV 4 A suv 2021-2025 42000',
      '2.5 Plug-in Hybrid 225 CV ST-Line X | 165 PHEV F A suv 2020-2026 42000',
    ]),
    model('ecosport', 'EcoSport', 'suv', 2014, 5, 5, [
      '1.0 EcoBoost 100 CV Titanium | 74 B F M suv 2014-2022 20000',
      '1.5 TDCi 95 CV Plus | 70 D F M suv 2014-2018 19000',
      '1.0 EcoBoost 125 CV ST-Line | 92 B F M suv 2018-2022 22500',
      '1.5 EcoBlue 125 CV AWD Titanium | 92 D 4 M suv 2018-2022 24500',
      '1.5 Ti-VCT 112 CV Powershift Titanium | 82 B F A suv 2014-2017 19500',
    ]),
    model('mustang', 'Mustang', 'coupe', 2015, 2, 4, [
      'Fastback 2.3 EcoBoost | 213 B R M coupe 2015-2023 45000',
      'Fastback 5.0 V8 GT | 330 B R M coupe 2018-2023 55000',
      'Convertible 5.0 V8 GT | 330 B R A cabrio 2018-2023 59000',
      'Mach 1 5.0 V8 | 338 B R M coupe 2021-2023 64000',
      'Bullitt 5.0 V8 | 338 B R M coupe 2018-2020 60000',
      'Dark Horse 5.0 V8 | 335 B R M coupe 2024-2026 75000',
    ]),
    model('mustang-mach-e', 'Mustang Mach-E', 'suv', 2021, 5, 5, [
      'Standard Range RWD | 198 EV R A suv 2021-2026 49000',
      'Extended Range RWD | 216 EV R A suv 2021-2026 58000',
      'Extended Range AWD | 258 EV 4 A suv 2021-2026 64000',
      'GT | 358 EV 4 A suv 2021-2026 75000',
    ]),
    model('transit', 'Transit', 'furgone', 1965, 4, 3, [
      '350 2.0 EcoBlue 130 CV L2H2 Trend | 96 D F M van 2016-2026 38000',
      '350 2.0 EcoBlue 170 CV L3H2 Trend aut. | 125 D R A van 2016-2026 48000',
      '350 2.2 TDCi 125 CV L3H2 Furgone | 92 D R M van 2012-2016 38000',
      'Custom 280 2.0 EcoBlue 130 CV L1H1 | 96 D F M van 2016-2023 35000',
      '470 2.0 EcoBlue 185 CV L4H3 Trend | 136 D R M van 2019-2026 52000',
    ]),
  ]),
  make('honda', 'Honda', false, [
    model('civic', 'Civic', 'berlina', 1972, 5, 5, [
      '1.8 i-VTEC Comfort | 104 B F M hatch 2012-2016 22500',
      '1.6 i-DTEC Executive | 88 D F M hatch 2013-2020 27000',
      '1.0 VTEC Turbo Elegance | 95 B F M hatch 2017-2021 25000',
      '1.5 VTEC Turbo Sport Plus | 134 B F M hatch 2017-2021 30000',
      '2.0 e:HEV Advance | 135 HEV F A hatch 2022-2026 37000',
      '2.0 VTEC Turbo Type R GT | 235 B F M hatch 2017-2021 42000',
    ]),
    model('jazz', 'Jazz', 'city-car', 2001, 5, 5, [
      '1.2 i-VTEC Trend | 66 B F M city 2011-2015 15000',
      '1.3 i-VTEC Comfort | 75 B F M city 2015-2020 17500',
      '1.3 i-VTEC CVT Elegance | 75 B F A city 2015-2020 19500',
      '1.5 e:HEV Crosstar Executive | 80 HEV F A city 2020-2026 27000',
      '1.5 e:HEV Advance | 90 HEV F A city 2023-2026 26000',
    ]),
    model('cr-v', 'CR-V', 'suv', 1995, 5, 5, [
      '1.6 i-DTEC 120 CV 2WD Elegance | 88 D F M suv 2013-2018 30000',
      '1.6 i-DTEC 160 CV AT 4WD Executive | 118 D 4 A suv 2015-2018 38000',
      '1.5 VTEC Turbo 4WD Lifestyle | 127 B 4 A suv 2018-2020 36000',
      '2.0 Hybrid i-MMD 4WD Executive | 135 HEV 4 A suv 2019-2023 43000',
      '2.0 e:PHEV Advance Tech | 135 PHEV F A suv 2023-2026 55000',
    ]),
    model('hr-v', 'HR-V', 'suv', 1999, 5, 5, [
      '1.5 i-VTEC Elegance | 96 B F M suv 2015-2021 23000',
      '1.5 i-VTEC CVT Comfort | 96 B F A suv 2015-2021 23500',
      '1.6 i-DTEC Executive | 88 D F M suv 2015-2021 27000',
      '1.5 VTEC Turbo Sport | 134 B F M suv 2019-2021 30000',
      '1.5 e:HEV Advance | 96 HEV F A suv 2021-2026 33000',
    ]),
  ]),
  make('hyundai', 'Hyundai', false, [
    model('i10', 'i10', 'city-car', 2008, 5, 5, [
      '1.0 MPI Advanced | 49 B F M city 2014-2026 13000',
      '1.0 GPL Econext Tech | 49 GPL F M city 2014-2019 13500',
      '1.2 MPI Prime | 62 B F M city 2020-2023 15500',
      '1.0 MPI AT Connectline | 49 B F A city 2014-2019 14000',
      '1.0 T-GDI N Line | 74 B F M city 2020-2026 17500',
    ]),
    model('i20', 'i20', 'city-car', 2008, 5, 5, [
      '1.2 MPI Connectline | 62 B F M city 2015-2023 16000',
      '1.2 GPL Econext Tech | 62 GPL F M city 2016-2020 17000',
      '1.1 CRDi 75 CV Comfort | 55 D F M city 2015-2018 16000',
      '1.0 T-GDI 48V iMT Connectline | 74 HEV F M city 2020-2026 20000',
      '1.6 T-GDI N Performance | 150 B F M city 2021-2024 27000',
    ]),
    model('i30', 'i30', 'berlina', 2007, 5, 5, [
      '1.4 MPI Classic | 73 B F M hatch 2017-2020 19000',
      '1.6 CRDi 110 CV Business | 81 D F M hatch 2017-2020 22000',
      'Wagon 1.0 T-GDI 120 CV Prime | 88 B F M sw 2017-2020 22500',
      '1.5 T-GDI 48V N Line | 118 HEV F A hatch 2021-2024 28500',
      '2.0 T-GDI N Performance | 202 B F M hatch 2017-2022 35000',
    ]),
    model('kona', 'Kona', 'suv', 2017, 5, 5, [
      '1.0 T-GDI XTech | 88 B F M suv 2017-2020 21500',
      '1.6 CRDi 115 CV Xpossible | 85 D F M suv 2018-2020 24000',
      '1.6 GDI HEV DCT XLine | 104 HEV F A suv 2019-2026 28500',
      '1.6 T-GDI 4WD DCT XPrime | 130 B 4 A suv 2017-2020 28000',
      '2.0 T-GDI N Performance | 206 B F A suv 2021-2023 38000',
    ]),
    model('kona-electric', 'Kona Electric', 'suv', 2018, 5, 5, [
      '39 kWh XPrime | 100 EV F A suv 2018-2023 36000',
      '64 kWh Exellence | 150 EV F A suv 2018-2023 44000',
      '48 kWh XClass | 115 EV F A suv 2023-2026 38000',
      '65 kWh XClass | 160 EV F A suv 2023-2026 43000',
    ]),
    model('tucson', 'Tucson', 'suv', 2004, 5, 5, [
      '1.7 CRDi XPossible | 85 D F M suv 2015-2018 25000',
      '1.6 GDI XTech | 97 B F M suv 2015-2020 24000',
      '2.0 CRDi 4WD aut. XPossible | 136 D 4 A suv 2015-2020 33000',
      '1.6 CRDi 48V XLine | 100 HEVD F M suv 2018-2023 31000',
      '1.6 T-GDI HEV 4WD aut. Exellence | 169 HEV 4 A suv 2021-2026 42000',
      '1.6 T-GDI PHEV 4WD aut. XClass | 195 PHEV 4 A suv 2021-2026 46000',
    ]),
    model('ioniq-5', 'Ioniq 5', 'suv', 2021, 5, 5, [
      '58 kWh Progress | 125 EV R A suv 2021-2024 45000',
      '77 kWh Innovation | 168 EV R A suv 2021-2024 52000',
      '77 kWh AWD Evolution | 239 EV 4 A suv 2021-2024 57000',
      '84 kWh N | 448 EV 4 A suv 2024-2026 78000',
    ]),
  ]),
  make('jaguar', 'Jaguar', true, [
    model('e-pace', 'E-Pace', 'suv', 2017, 5, 5, [
      'D150 AWD R-Dynamic S | 110 D 4 A suv 2017-2020 44000',
      'D165 FWD S | 121 D F M suv 2020-2023 43000',
      'D180 AWD HSE | 132 D 4 A suv 2017-2020 52000',
      'P200 AWD R-Dynamic SE | 147 B 4 A suv 2020-2024 50000',
      'P300e AWD R-Dynamic HSE | 227 PHEV 4 A suv 2021-2024 60000',
    ]),
    model('f-pace', 'F-Pace', 'suv', 2016, 5, 5, [
      '2.0 D 163 CV RWD Pure | 120 D R M suv 2017-2019 50000',
      '2.0 D 180 CV AWD Prestige | 132 D 4 A suv 2016-2020 55000',
      'D200 AWD R-Dynamic SE | 150 HEVD 4 A suv 2021-2026 62000',
      '3.0 D V6 300 CV AWD S | 221 D 4 A suv 2016-2020 70000',
      'P400e AWD R-Dynamic HSE | 297 PHEV 4 A suv 2021-2026 78000',
      'SVR 5.0 V8 AWD | 405 B 4 A suv 2019-2026 110000',
    ]),
  ]),
  make('jeep', 'Jeep', false, [
    model('renegade', 'Renegade', 'suv', 2014, 5, 5, [
      '1.6 Mjt 120 CV Limited | 88 D F M suv 2014-2022 25000',
      '1.0 T3 120 CV Longitude | 88 B F M suv 2018-2022 22500',
      '1.4 T-Jet 120 CV GPL Longitude | 88 GPL F M suv 2015-2018 22000',
      '2.0 Mjt 140 CV 4WD Trailhawk | 103 D 4 A suv 2015-2020 30000',
      '1.5 Turbo T4 MHEV 130 CV Summit | 96 HEV F A suv 2022-2026 32000',
      '1.3 T4 PHEV 4xe 190 CV Limited | 140 PHEV 4 A suv 2020-2026 37000',
    ]),
    model('compass', 'Compass', 'suv', 2006, 5, 5, [
      '1.6 Multijet II 2WD Limited | 88 D F M suv 2017-2024 29000',
      '2.0 Multijet II 4WD Trailhawk | 125 D 4 A suv 2017-2020 38000',
      '1.3 T4 150 CV DDCT Night Eagle | 110 B F A suv 2020-2022 31000',
      '1.5 Turbo T4 MHEV 130 CV S | 96 HEV F A suv 2022-2026 36000',
      '1.3 T4 PHEV 4xe 190 CV Limited | 140 PHEV 4 A suv 2020-2026 42000',
    ]),
    model('avenger', 'Avenger', 'suv', 2023, 5, 5, [
      '1.2 Turbo 100 CV Longitude | 74 B F M suv 2023-2026 24000',
      '1.2 e-Hybrid 100 CV Altitude | 74 HEV F A suv 2024-2026 28000',
      '1.2 e-Hybrid 4xe 145 CV Upland | 107 HEV 4 A suv 2025-2026 33000',
      'Elettrica 54 kWh Altitude | 115 EV F A suv 2023-2026 37000',
      'Elettrica 54 kWh Summit | 115 EV F A suv 2023-2026 40000',
    ]),
    model('wrangler', 'Wrangler', 'suv', 1986, 5, 5, [
      'Unlimited 2.8 CRD Sahara | 147 D 4 A suv 2011-2018 45000',
      'Unlimited 2.2 Mjt II Sahara | 147 D 4 A suv 2018-2023 55000',
      '2.2 Mjt II Sport 2 porte | 147 D 4 A suv 2018-2023 48000',
      'Unlimited 2.0 Turbo Rubicon | 200 B 4 A suv 2018-2023 60000',
      'Unlimited 2.0 PHEV 4xe Rubicon | 280 PHEV 4 A suv 2021-2026 75000',
    ]),
  ]),
  make('kia', 'Kia', false, [
    model('picanto', 'Picanto', 'city-car', 2004, 5, 4, [
      '1.0 12V Urban | 49 B F M city 2017-2026 13000',
      '1.0 12V EcoGPL Style | 49 GPL F M city 2017-2023 14000',
      '1.2 16V GT-Line | 62 B F M city 2017-2023 16000',
      '1.0 T-GDi X-Line | 74 B F M city 2018-2023 16500',
      '1.0 DPi AMT Style | 49 B F S city 2020-2026 15500',
    ]),
    model('rio', 'Rio', 'city-car', 2000, 5, 5, [
      '1.2 MPi Urban | 62 B F M city 2017-2023 15000',
      '1.2 EcoGPL Style | 62 GPL F M city 2017-2020 16000',
      '1.4 CRDi 90 CV Cool | 66 D F M city 2017-2019 16500',
      '1.1 CRDi 75 CV Active | 55 D F M city 2012-2016 14000',
      '1.0 T-GDi 100 CV MHEV GT Line | 74 HEV F M city 2020-2023 19000',
    ]),
    model('ceed', 'Ceed', 'berlina', 2006, 5, 5, [
      '1.4 CRDi 90 CV Cool | 66 D F M hatch 2012-2018 19000',
      '1.0 T-GDi 120 CV GPL Business Class | 88 GPL F M hatch 2019-2023 23000',
      '1.5 T-GDi 160 CV GT Line | 118 B F M hatch 2021-2026 27000',
      '1.6 CRDi 136 CV MHEV Style | 100 HEVD F M hatch 2020-2022 26000',
      'SW 1.6 GDi PHEV Evolution | 104 PHEV F A sw 2020-2022 33000',
      '1.6 T-GDi 204 CV GT | 150 B F M hatch 2019-2022 29000',
    ]),
    model('stonic', 'Stonic', 'suv', 2017, 5, 5, [
      '1.2 DPi Style | 62 B F M suv 2017-2026 18500',
      '1.0 T-GDi 100 CV Urban | 74 B F M suv 2017-2020 19000',
      '1.6 CRDi 110 CV Energy | 81 D F M suv 2017-2020 20000',
      '1.0 T-GDi 100 CV EcoGPL Style | 74 GPL F M suv 2021-2026 21500',
      '1.0 T-GDi 120 CV MHEV DCT GT Line | 88 HEV F A suv 2020-2026 25000',
    ]),
    model('sportage', 'Sportage', 'suv', 1993, 5, 5, [
      '1.7 CRDi 2WD Cool | 85 D F M suv 2016-2018 25000',
      '1.6 GDi EcoGPL Business | 97 GPL F M suv 2017-2021 25500',
      '1.6 T-GDi 177 CV AWD GT Line | 130 B 4 A suv 2016-2021 33000',
      '1.6 CRDi 136 CV MHEV Business | 100 HEVD F M suv 2019-2021 29000',
      '1.6 T-GDi HEV AWD GT-Line | 169 HEV 4 A suv 2022-2026 42000',
      '1.6 T-GDi PHEV AWD Style | 195 PHEV 4 A suv 2022-2026 46000',
    ]),
    model('niro', 'Niro', 'suv', 2016, 5, 5, [
      '1.6 GDi HEV DCT Business | 104 HEV F A suv 2016-2022 28000',
      '1.6 GDi HEV DCT Style | 104 HEV F A suv 2022-2026 31000',
      '1.6 GDi PHEV DCT Evolution | 104 PHEV F A suv 2018-2022 35000',
      'e-Niro 64 kWh Evolution | 150 EV F A suv 2019-2022 45000',
      'EV 64,8 kWh Style | 150 EV F A suv 2022-2026 42000',
    ]),
    model('ev6', 'EV6', 'suv', 2021, 5, 5, [
      'Air 58 kWh RWD | 125 EV R A suv 2021-2024 47000',
      'Earth 77 kWh RWD | 168 EV R A suv 2021-2026 54000',
      'GT-Line 77 kWh AWD | 239 EV 4 A suv 2021-2026 60000',
      'GT 77 kWh AWD | 430 EV 4 A suv 2022-2026 70000',
    ]),
  ]),
  make('lamborghini', 'Lamborghini', true, [
    model('huracan', 'Huracán', 'coupe', 2014, 2, 2, [
      'LP 610-4 | 449 B 4 A coupe 2014-2019 200000',
      'LP 580-2 Spyder | 427 B R A cabrio 2016-2019 195000',
      'EVO RWD | 449 B R A coupe 2020-2024 210000',
      'EVO Spyder | 470 B 4 A cabrio 2019-2024 240000',
      'Performante | 470 B 4 A coupe 2017-2019 270000',
      'STO | 470 B R A coupe 2021-2024 330000',
    ]),
    model('urus', 'Urus', 'suv', 2018, 5, 5, [
      '4.0 V8 | 478 B 4 A suv 2018-2022 220000',
      'S | 490 B 4 A suv 2022-2024 235000',
      'Performante | 490 B 4 A suv 2022-2024 260000',
      'SE | 588 PHEV 4 A suv 2024-2026 280000',
    ]),
  ]),
  make('lancia', 'Lancia', false, [
    model('ypsilon', 'Ypsilon', 'city-car', 2003, 5, 5, [
      '1.2 69 CV Gold | 51 B F M city 2015-2023 14000',
      '1.0 FireFly Hybrid Silver | 51 HEV F M city 2021-2024 16500',
      '1.2 69 CV EcoChic GPL Platinum | 51 GPL F M city 2012-2021 15500',
      '0.9 TwinAir 80 CV EcoChic Metano Gold | 59 CNG F M city 2013-2021 16500',
      '1.3 MJT 95 CV Platinum | 70 D F M city 2011-2016 17500',
      'Elettrica 156 CV LX | 115 EV F A city 2024-2026 38000',
    ]),
    model('delta', 'Delta', 'berlina', 1979, 5, 5, [
      '1.6 MJT 105 CV Silver | 77 D F M hatch 2008-2014 23000',
      '1.6 MJT 120 CV Platino | 88 D F M hatch 2010-2014 26000',
      '1.4 T-Jet 120 CV GPL Oro | 88 GPL F M hatch 2010-2014 24500',
      '2.0 MJT 165 CV S by Momodesign | 121 D F M hatch 2011-2013 29500',
      '1.8 Di Turbojet 200 CV Platino | 147 B F A hatch 2009-2013 31500',
    ]),
  ]),
  make('land-rover', 'Land Rover', true, [
    model('defender', 'Defender', 'suv', 1983, 5, 5, [
      '110 2.2 TD4 E | 90 D 4 M suv 2012-2016 35000',
      '90 D200 S | 147 D 4 A suv 2021-2026 62000',
      '110 D250 SE | 183 D 4 A suv 2021-2026 75000',
      '130 D300 X-Dynamic SE | 221 D 4 A suv 2023-2026 90000',
      '110 P400e X-Dynamic HSE | 297 PHEV 4 A suv 2021-2026 90000',
      '90 5.0 V8 | 386 B 4 A suv 2021-2026 120000',
    ]),
    model('discovery-sport', 'Discovery Sport', 'suv', 2015, 5, 7, [
      '2.0 eD4 150 CV 2WD Pure | 110 D F M suv 2015-2019 38000',
      '2.0 TD4 150 CV SE | 110 D 4 M suv 2015-2019 42000',
      '2.0 TD4 180 CV HSE | 132 D 4 A suv 2015-2019 50000',
      'D165 AWD R-Dynamic S | 121 D 4 A suv 2020-2026 48000',
      '2.0 Si4 240 CV AWD HSE | 177 B 4 A suv 2015-2019 52000',
      'P300e AWD R-Dynamic SE | 227 PHEV 4 A suv 2020-2026 58000',
    ]),
    model('range-rover-evoque', 'Range Rover Evoque', 'suv', 2011, 5, 5, [
      '2.0 eD4 150 CV 2WD Pure | 110 D F M suv 2015-2018 37000',
      '2.0 TD4 150 CV 5p. SE | 110 D 4 M suv 2015-2018 41000',
      '2.0 D150 AWD R-Dynamic S | 110 D 4 A suv 2019-2023 47000',
      '2.0 D165 MHEV AWD R-Dynamic SE | 121 HEVD 4 A suv 2020-2026 52000',
      '2.0 Si4 240 CV HSE Dynamic | 177 B 4 A suv 2015-2018 55000',
      'P300e AWD R-Dynamic HSE | 227 PHEV 4 A suv 2020-2026 60000',
    ]),
    model('range-rover-sport', 'Range Rover Sport', 'suv', 2005, 5, 5, [
      '3.0 TDV6 HSE | 190 D 4 A suv 2013-2017 78000',
      '3.0 SDV6 HSE Dynamic | 225 D 4 A suv 2013-2020 88000',
      'D300 MHEV Dynamic SE | 221 HEVD 4 A suv 2021-2026 100000',
      'P400e HSE | 297 PHEV 4 A suv 2018-2022 95000',
      'P510e Autobiography | 375 PHEV 4 A suv 2022-2026 130000',
      '5.0 V8 SVR | 423 B 4 A suv 2015-2022 140000',
    ]),
  ]),
  make('lexus', 'Lexus', true, [
    model('nx', 'NX', 'suv', 2014, 5, 5, [
      '300h Business 2WD | 145 HEV F A suv 2014-2021 45000',
      '300h Executive 4WD | 145 HEV 4 A suv 2014-2021 50000',
      '350h Premium 2WD | 179 HEV F A suv 2022-2026 56000',
      '350h F Sport E-Four | 179 HEV 4 A suv 2022-2026 64000',
      '450h+ Luxury E-Four | 227 PHEV 4 A suv 2022-2026 72000',
      '200t F Sport AWD | 175 B 4 A suv 2015-2017 52000',
    ]),
    model('ux', 'UX', 'suv', 2019, 5, 5, [
      '250h Business 2WD | 135 HEV F A suv 2019-2023 38000',
      '250h Luxury 2WD | 135 HEV F A suv 2019-2023 46000',
      '250h F Sport 4WD | 135 HEV 4 A suv 2019-2023 48000',
      '300h Premium | 146 HEV F A suv 2024-2026 44000',
      '300e Executive | 150 EV F A suv 2020-2026 52000',
    ]),
  ]),
  make('maserati', 'Maserati', true, [
    model('ghibli', 'Ghibli', 'berlina', 2013, 4, 5, [
      '3.0 V6 Diesel 250 CV | 184 D R A sedan 2013-2016 75000',
      '3.0 V6 Diesel 275 CV GranSport | 202 D R A sedan 2016-2021 82000',
      '3.0 V6 S Q4 GranLusso | 301 B 4 A sedan 2016-2020 100000',
      '2.0 Hybrid 330 CV GT | 243 HEV R A sedan 2021-2024 80000',
      '3.8 V8 Trofeo | 427 B R A sedan 2021-2024 120000',
    ]),
    model('levante', 'Levante', 'suv', 2016, 5, 5, [
      '3.0 V6 Diesel 250 CV Q4 | 184 D 4 A suv 2016-2018 80000',
      '3.0 V6 Diesel 275 CV Q4 GranSport | 202 D 4 A suv 2016-2021 88000',
      '3.0 V6 S Q4 GranLusso | 316 B 4 A suv 2016-2021 105000',
      '2.0 Hybrid 330 CV GT | 243 HEV 4 A suv 2021-2024 92000',
      '3.8 V8 Trofeo Q4 | 427 B 4 A suv 2019-2024 155000',
    ]),
    model('grecale', 'Grecale', 'suv', 2022, 5, 5, [
      'GT 2.0 Hybrid 300 CV | 221 HEV 4 A suv 2022-2026 74000',
      'Modena 2.0 Hybrid 330 CV | 243 HEV 4 A suv 2022-2026 84000',
      'Trofeo 3.0 V6 530 CV | 390 B 4 A suv 2022-2026 115000',
      'Folgore | 410 EV 4 A suv 2024-2026 120000',
    ]),
  ]),
  make('mazda', 'Mazda', false, [
    model('mazda2', 'Mazda2', 'city-car', 2003, 5, 5, [
      '1.5 Skyactiv-G 75 CV Evolve | 55 B F M city 2015-2023 15000',
      '1.5 Skyactiv-G 90 CV Exceed | 66 B F M city 2015-2019 17500',
      '1.5 Skyactiv-D 105 CV Evolve | 77 D F M city 2015-2018 19000',
      '1.5 e-Skyactiv G 90 CV Homura | 66 HEV F M city 2020-2024 19500',
      '1.5 Full Hybrid 116 CV Pure | 85 HEV F A city 2022-2026 23000',
    ]),
    model('mazda3', 'Mazda3', 'berlina', 2003, 5, 5, [
      '2.0 Skyactiv-G 120 CV Evolve | 88 B F M hatch 2013-2019 23000',
      '1.5 Skyactiv-D 105 CV Exceed | 77 D F M hatch 2016-2018 23500',
      '2.2 Skyactiv-D 150 CV Exceed | 110 D F M hatch 2013-2018 27000',
      '1.8 Skyactiv-D 116 CV Executive | 85 D F M hatch 2019-2021 27000',
      '2.0 e-Skyactiv G 122 CV Exclusive Line | 90 HEV F M hatch 2020-2026 28000',
      '2.0 e-Skyactiv X 186 CV AWD Homura | 137 HEV 4 A hatch 2021-2024 35000',
    ]),
    model('cx-30', 'CX-30', 'suv', 2019, 5, 5, [
      '2.0 e-Skyactiv G 122 CV Exceed | 90 HEV F M suv 2020-2026 28500',
      '2.0 e-Skyactiv X 186 CV AWD Exclusive Line | 137 HEV 4 A suv 2021-2024 36000',
      '1.8 Skyactiv-D 116 CV Executive | 85 D F M suv 2019-2021 28000',
      '2.5 e-Skyactiv G 140 CV Homura | 103 HEV F A suv 2025-2026 33000',
    ]),
    model('cx-5', 'CX-5', 'suv', 2012, 5, 5, [
      '2.2L Skyactiv-D 150 CV 2WD Exceed | 110 D F M suv 2017-2022 32000',
      '2.2L Skyactiv-D 184 CV AWD Signature | 135 D 4 A suv 2019-2022 42000',
      '2.0L Skyactiv-G 165 CV 2WD Evolve | 121 B F M suv 2017-2021 29000',
      '2.0L e-Skyactiv G 165 CV Homura | 121 HEV F M suv 2022-2026 35000',
      '2.5L e-Skyactiv G 194 CV AWD Takumi | 143 HEV 4 A suv 2022-2026 44000',
    ]),
    model('mx-5', 'MX-5', 'cabrio', 1989, 2, 2, [
      '1.5L Skyactiv-G Prime-Line | 96 B R M cabrio 2015-2026 27000',
      '1.5L Skyactiv-G Exceed | 96 B R M cabrio 2015-2026 30000',
      '2.0L Skyactiv-G 160 CV Sport | 118 B R M cabrio 2015-2018 32000',
      '2.0L Skyactiv-G 184 CV Sport | 135 B R M cabrio 2019-2026 36000',
      'RF 2.0L Skyactiv-G Exclusive-Line | 135 B R M cabrio 2019-2026 38000',
    ]),
  ]),
  make('mercedes-benz', 'Mercedes-Benz', true, [
    model('classe-a', 'Classe A', 'berlina', 1997, 5, 5, [
      'A 180 d Automatic Sport | 85 D F A hatch 2018-2026 32000',
      'A 180 Business Extra | 100 B F M hatch 2018-2022 30000',
      'A 200 Automatic Advanced Plus | 120 B F A hatch 2018-2026 36000',
      'A 250 e Automatic EQ-Power Premium | 160 PHEV F A hatch 2020-2026 44000',
      'Mercedes-AMG A 35 4Matic | 225 B 4 A hatch 2019-2026 52000',
      'Mercedes-AMG A 45 S 4Matic+ | 310 B 4 A hatch 2019-2026 70000',
    ]),
    model('classe-b', 'Classe B', 'monovolume', 2005, 5, 5, [
      'B 180 d Automatic Business | 85 D F A mpv 2019-2026 33000',
      'B 200 d Automatic Sport Plus | 110 D F A mpv 2019-2026 38000',
      'B 180 Sport | 90 B F M mpv 2015-2018 29000',
      'B 200 Natural Gas Drive Executive | 115 CNG F M mpv 2015-2018 32000',
      'B 250 e Automatic Premium | 160 PHEV F A mpv 2020-2026 44000',
    ]),
    model('classe-c', 'Classe C', 'berlina', 1993, 4, 5, [
      'C 220 d Auto Sport | 125 D R A sedan 2014-2018 43000',
      'C 200 d S.W. Business | 100 D R M sw 2014-2018 38000',
      'C 180 Coupé Sport | 115 B R A coupe 2015-2021 42000',
      'C 220 d 4Matic Mild Hybrid AMG Line | 147 HEVD 4 A sedan 2021-2026 56000',
      'C 300 de Auto EQ-Power Premium | 225 PHEV R A sedan 2019-2021 54000',
      'Mercedes-AMG C 63 S | 375 B R A sedan 2015-2021 90000',
    ]),
    model('classe-e', 'Classe E', 'berlina', 1993, 4, 5, [
      'E 220 d Auto Business Sport | 143 D R A sedan 2016-2023 55000',
      'E 200 d S.W. Auto Business | 110 D R A sw 2016-2023 54000',
      'E 220 d Mild Hybrid 4Matic All-Terrain | 145 HEVD 4 A sw 2023-2026 75000',
      'E 350 d 4Matic Auto Premium Plus | 210 D 4 A sedan 2016-2019 70000',
      'E 300 de EQ-Power Premium | 225 PHEV R A sedan 2019-2023 64000',
      'Mercedes-AMG E 63 S 4Matic+ | 450 B 4 A sedan 2017-2023 125000',
    ]),
    model('cla', 'CLA', 'berlina', 2013, 4, 5, [
      'CLA 180 d Automatic Business | 85 D F A sedan 2019-2026 36000',
      'Shooting Brake CLA 200 d Automatic Sport | 110 D F A sw 2019-2026 42000',
      'CLA 200 Automatic AMG Line Premium | 120 B F A sedan 2019-2026 42000',
      'CLA 250 e Automatic Premium AMG Line | 160 PHEV F A sedan 2020-2026 48000',
      'Mercedes-AMG CLA 35 4Matic | 225 B 4 A sedan 2019-2026 56000',
      'Mercedes-AMG CLA 45 S 4Matic+ | 310 B 4 A sedan 2019-2026 72000',
    ]),
    model('gla', 'GLA', 'suv', 2014, 5, 5, [
      'GLA 180 d Automatic Sport | 85 D F A suv 2020-2026 37000',
      'GLA 200 d Automatic 4Matic Progressive | 110 D 4 A suv 2020-2026 44000',
      'GLA 200 Automatic AMG Line Premium | 120 B F A suv 2020-2026 43000',
      'GLA 250 e Automatic Progressive Advanced Plus | 160 PHEV F A suv 2020-2026 49000',
      'Mercedes-AMG GLA 35 4Matic | 225 B 4 A suv 2020-2026 58000',
      'Mercedes-AMG GLA 45 S 4Matic+ | 310 B 4 A suv 2020-2026 75000',
    ]),
    model('glc', 'GLC', 'suv', 2015, 5, 5, [
      'GLC 200 d 4Matic Sport | 120 D 4 A suv 2019-2022 52000',
      'GLC 220 d 4Matic Business | 125 D 4 A suv 2015-2019 55000',
      'Coupé GLC 250 d 4Matic Premium | 150 D 4 A suv 2016-2019 58000',
      'GLC 220 d 4Matic Mild Hybrid AMG Line Advanced | 145 HEVD 4 A suv 2022-2026 66000',
      'GLC 300 de 4Matic Premium Plus | 225 PHEV 4 A suv 2019-2022 66000',
      'Mercedes-AMG GLC 63 S 4Matic+ | 375 B 4 A suv 2018-2022 105000',
    ]),
    model('gle', 'GLE', 'suv', 2015, 5, 5, [
      'GLE 300 d 4Matic Sport | 180 D 4 A suv 2019-2023 72000',
      'GLE 300 d Mild Hybrid 4Matic Premium Plus | 198 HEVD 4 A suv 2023-2026 88000',
      'GLE 400 d 4Matic Premium Plus | 243 D 4 A suv 2019-2023 88000',
      'Coupé GLE 350 d 4Matic Premium | 190 D 4 A suv 2015-2019 80000',
      'GLE 350 de 4Matic EQ-Power Premium | 235 PHEV 4 A suv 2020-2023 85000',
      'Mercedes-AMG GLE 63 S 4Matic+ | 450 B 4 A suv 2020-2026 150000',
    ]),
  ]),
  make('mg', 'MG', false, [
    model('zs', 'ZS', 'suv', 2019, 5, 5, [
      '1.5 VTi-tech Comfort | 78 B F M suv 2019-2024 18000',
      '1.0 T-GDI Luxury | 82 B F A suv 2020-2023 21000',
      'EV Standard Range Comfort | 115 EV F A suv 2022-2026 31000',
      'EV Long Range Luxury | 115 EV F A suv 2022-2026 36000',
      'Hybrid+ Luxury | 145 HEV F A suv 2025-2026 26000',
    ]),
    model('mg4', 'MG4', 'berlina', 2022, 5, 5, [
      'Standard Comfort | 125 EV R A hatch 2022-2026 31000',
      'Long Range Luxury | 150 EV R A hatch 2022-2026 37000',
      'Extended Range Luxury | 180 EV R A hatch 2023-2026 42000',
      'XPOWER | 320 EV 4 A hatch 2023-2026 46000',
    ]),
    model('hs', 'HS', 'suv', 2020, 5, 5, [
      '1.5 T-GDI Comfort | 119 B F M suv 2020-2026 26000',
      '1.5 T-GDI DCT Luxury | 119 B F A suv 2020-2026 30000',
      'Plug-in Hybrid Luxury | 190 PHEV F A suv 2021-2026 38000',
      'Hybrid+ Comfort | 165 HEV F A suv 2025-2026 33000',
    ]),
  ]),
  make('mini', 'Mini', true, [
    model('cooper', 'Cooper', 'city-car', 2001, 3, 4, [
      '1.5 One Baker Street 5 porte | 75 B F M city 2015-2021 22000',
      '1.5 Cooper D 5 porte Hype | 85 D F M city 2014-2021 25000',
      '2.0 Cooper S 3 porte | 141 B F M city 2014-2024 29000',
      'Cooper S Cabrio | 141 B F M cabrio 2016-2024 33000',
      'Cooper SE Electric | 135 EV F A city 2020-2024 36000',
      'John Cooper Works 2.0 | 170 B F M city 2015-2024 36000',
    ]),
    model('countryman', 'Countryman', 'suv', 2010, 5, 5, [
      '1.5 One D Business | 85 D F M suv 2017-2020 27000',
      '2.0 Cooper D ALL4 Hype | 110 D 4 A suv 2017-2023 34000',
      '2.0 Cooper S Classic | 131 B F A suv 2017-2023 36000',
      '1.5 Cooper SE ALL4 Plug-in Hybrid | 162 PHEV 4 A suv 2017-2023 42000',
      'John Cooper Works ALL4 | 225 B 4 A suv 2019-2023 48000',
      'Countryman E Classic | 150 EV F A suv 2024-2026 42000',
    ]),
    model('clubman', 'Clubman', 'station-wagon', 2007, 5, 5, [
      '1.5 One Business | 75 B F M sw 2015-2021 25000',
      '2.0 Cooper D Hype | 110 D F M sw 2015-2021 30000',
      '2.0 Cooper S Classic | 131 B F A sw 2015-2024 33000',
      '2.0 Cooper SD ALL4 | 140 D 4 A sw 2016-2021 37000',
      'John Cooper Works ALL4 | 225 B 4 A sw 2019-2024 46000',
    ]),
  ]),
  make('mitsubishi', 'Mitsubishi', false, [
    model('space-star', 'Space Star', 'city-car', 2013, 5, 5, [
      '1.0 Invite | 52 B F M city 2013-2019 11500',
      '1.2 Intense | 59 B F M city 2013-2023 13500',
      '1.2 GPL Intense | 59 GPL F M city 2016-2023 14500',
      '1.2 CVT Instyle | 59 B F A city 2016-2023 15500',
      '1.2 Diamond Edition | 59 B F M city 2019-2021 14500',
    ]),
    model('eclipse-cross', 'Eclipse Cross', 'suv', 2018, 5, 5, [
      '1.5 Turbo 2WD Intense | 120 B F M suv 2018-2021 26000',
      '1.5 Turbo CVT 4WD Instyle | 120 B 4 A suv 2018-2021 32000',
      '2.4 PHEV Intense SDA | 138 PHEV 4 A suv 2021-2026 38000',
      '2.4 PHEV Instyle 4WD | 138 PHEV 4 A suv 2021-2026 42000',
    ]),
  ]),
  make('nissan', 'Nissan', false, [
    model('micra', 'Micra', 'city-car', 1982, 5, 5, [
      '1.2 12V Acenta | 59 B F M city 2013-2016 13500',
      '1.0 71 CV GPL Visia | 52 GPL F M city 2018-2019 14000',
      '0.9 IG-T 90 CV Acenta | 66 B F M city 2017-2019 16500',
      '1.5 dCi 90 CV Tekna | 66 D F M city 2017-2019 19500',
      '1.0 IG-T 100 CV N-Connecta | 74 B F M city 2019-2023 18500',
    ]),
    model('juke', 'Juke', 'suv', 2010, 5, 5, [
      '1.5 dCi Acenta | 81 D F M suv 2014-2018 21000',
      '1.6 GPL Eco Visia | 69 GPL F M suv 2014-2018 18000',
      '1.6 DIG-T 190 CV 4x4 Tekna | 140 B 4 A suv 2011-2018 26000',
      '1.0 DIG-T 114 CV N-Connecta | 84 B F M suv 2020-2026 23000',
      '1.6 Hybrid 143 CV N-Design | 105 HEV F A suv 2022-2026 30000',
    ]),
    model('qashqai', 'Qashqai', 'suv', 2007, 5, 5, [
      '1.5 dCi 115 CV N-Connecta | 85 D F M suv 2019-2021 27000',
      '1.2 DIG-T 115 CV Business | 85 B F M suv 2014-2018 23000',
      '1.6 dCi 130 CV 4WD Tekna | 96 D 4 M suv 2014-2018 30000',
      '1.3 DIG-T 140 CV Acenta | 103 B F M suv 2018-2021 25000',
      '1.3 DIG-T MHEV 158 CV Xtronic Tekna | 116 HEV F A suv 2021-2026 35000',
      'e-Power 190 CV N-Connecta | 140 HEV F A suv 2022-2026 37000',
    ]),
    model('x-trail', 'X-Trail', 'suv', 2001, 5, 7, [
      '1.6 dCi 2WD Acenta | 96 D F M suv 2014-2018 30000',
      '1.3 DIG-T 160 CV DCT N-Connecta | 118 B F A suv 2019-2021 35000',
      '1.7 dCi 150 CV 4WD Tekna | 110 D 4 M suv 2019-2021 38000',
      '2.0 dCi 177 CV 4WD Xtronic Tekna | 130 D 4 A suv 2017-2019 40000',
      'e-Power 204 CV Tekna | 150 HEV F A suv 2022-2026 44000',
      'e-4orce 213 CV 4WD N-Connecta 7 posti | 157 HEV 4 A suv 2022-2026 47000',
    ]),
    model('leaf', 'Leaf', 'berlina', 2010, 5, 5, [
      '24 kWh Acenta | 80 EV F A hatch 2011-2015 30000',
      '30 kWh Tekna | 80 EV F A hatch 2016-2017 35000',
      '40 kWh N-Connecta | 110 EV F A hatch 2018-2024 36000',
      'e+ 62 kWh Tekna | 160 EV F A hatch 2019-2024 45000',
    ]),
  ]),
  make('opel', 'Opel', false, [
    model('corsa', 'Corsa', 'city-car', 1982, 5, 5, [
      '1.2 70 CV 5 porte Edition | 51 B F M city 2014-2019 14500',
      '1.4 GPL Tech 90 CV 5 porte Cosmo | 66 GPL F M city 2014-2019 17500',
      '1.3 CDTI 95 CV Innovation | 70 D F M city 2014-2019 18500',
      '1.2 100 CV GS Line | 74 B F M city 2020-2026 20000',
      'Corsa-e Elegance | 100 EV F A city 2020-2026 32000',
      '1.2 Hybrid 100 CV GS | 74 HEV F A city 2024-2026 25000',
    ]),
    model('astra', 'Astra', 'berlina', 1991, 5, 5, [
      '1.6 CDTi 110 CV 5 porte Innovation | 81 D F M hatch 2015-2019 23000',
      'Sports Tourer 1.4 Turbo GPL Tech 140 CV Elective | 103 GPL F M sw 2013-2015 24000',
      '1.5 CDTI 122 CV AT9 Business Elegance | 90 D F A hatch 2019-2021 27000',
      '1.2 Turbo 130 CV GS Line | 96 B F M hatch 2019-2026 27500',
      'Sports Tourer 1.6 Hybrid 180 CV AT8 Elegance | 132 PHEV F A sw 2022-2026 40000',
      'Electric 156 CV GS | 115 EV F A hatch 2023-2026 42000',
    ]),
    model('mokka', 'Mokka', 'suv', 2012, 5, 5, [
      'X 1.6 CDTI 136 CV 4x4 Innovation | 100 D 4 M suv 2016-2019 27000',
      '1.4 Turbo GPL Tech 140 CV 4x2 Ego | 103 GPL F M suv 2013-2016 23000',
      '1.5 Diesel 110 CV Edition | 81 D F M suv 2021-2023 25000',
      '1.2 Turbo 130 CV AT8 GS Line | 96 B F A suv 2021-2026 29000',
      '1.2 Hybrid 136 CV GS | 100 HEV F A suv 2024-2026 30000',
      'Mokka-e Elegance | 100 EV F A suv 2021-2023 36000',
    ]),
    model('crossland', 'Crossland', 'suv', 2017, 5, 5, [
      'X 1.2 12V Advance | 60 B F M suv 2017-2020 17500',
      'X 1.2 GPL 81 CV Innovation | 60 GPL F M suv 2018-2020 19000',
      'X 1.6 ECOTEC D 120 CV Innovation | 88 D F M suv 2017-2018 22000',
      '1.2 Turbo 110 CV Elegance | 81 B F M suv 2021-2024 22000',
      '1.5 ECOTEC D 110 CV Edition | 81 D F M suv 2021-2024 22500',
      '1.2 Turbo 130 CV AT6 GS Line | 96 B F A suv 2021-2024 26000',
    ]),
    model('grandland', 'Grandland', 'suv', 2017, 5, 5, [
      'X 1.5 diesel 130 CV Innovation | 96 D F M suv 2018-2021 28000',
      'X 1.2 Turbo 130 CV Business | 96 B F M suv 2017-2021 26000',
      '1.5 diesel 130 CV AT8 GS Line | 96 D F A suv 2021-2024 33000',
      '1.6 Hybrid 225 CV AT8 Elegance | 165 PHEV F A suv 2021-2024 42000',
      '1.6 Hybrid4 300 CV AT8 GSe | 221 PHEV 4 A suv 2021-2024 50000',
      '1.2 Hybrid 136 CV eDCT6 Edition | 100 HEV F A suv 2024-2026 33000',
    ]),
  ]),
  make('peugeot', 'Peugeot', false, [
    model('108', '108', 'city-car', 2014, 5, 4, [
      '1.0 VTi 68 CV Active | 50 B F M city 2014-2018 11000',
      '1.0 VTi 72 CV 5 porte Allure | 53 B F M city 2018-2021 13000',
      '1.0 VTi 72 CV ETG Collection | 53 B F S city 2018-2020 13500',
      '1.2 PureTech 82 CV 5 porte Allure | 60 B F M city 2014-2018 13000',
    ]),
    model('208', '208', 'city-car', 2012, 5, 5, [
      '1.2 PureTech 82 CV 5 porte Active | 60 B F M city 2012-2019 15000',
      '1.2 PureTech 82 CV GPL Active | 60 GPL F M city 2016-2019 16000',
      '1.5 BlueHDi 100 CV Allure | 74 D F M city 2019-2023 21500',
      '1.2 PureTech 100 CV GT Line | 74 B F M city 2019-2023 22000',
      'Hybrid 100 e-DCS6 Allure | 74 HEV F A city 2024-2026 25000',
      'e-208 50 kWh GT | 100 EV F A city 2020-2023 36000',
    ]),
    model('2008', '2008', 'suv', 2013, 5, 5, [
      '1.6 BlueHDi 100 CV Active | 74 D F M suv 2015-2019 20000',
      '1.2 PureTech 110 CV Allure | 81 B F M suv 2016-2019 20500',
      '1.5 BlueHDi 110 CV Active | 81 D F M suv 2020-2023 24500',
      '1.2 PureTech 130 CV EAT8 GT Line | 96 B F A suv 2020-2026 29000',
      'Hybrid 136 e-DCS6 GT | 100 HEV F A suv 2024-2026 32000',
      'e-2008 50 kWh Allure | 100 EV F A suv 2020-2023 38000',
    ]),
    model('308', '308', 'berlina', 2007, 5, 5, [
      'Hybrid 136 e-DCS6 Allure | 100 HEV F A hatch 2024-2026 31000',
      '1.5 BlueHDi 130 CV Allure | 96 D F M hatch 2018-2026 27000',
      'SW 1.2 PureTech 130 CV EAT8 GT Line | 96 B F A sw 2018-2021 27000',
      '1.6 THP 270 CV GTi | 199 B F M hatch 2015-2020 38000',
      'Hybrid 180 e-EAT8 GT | 132 PHEV F A hatch 2021-2026 40000',
      'e-308 Allure | 115 EV F A hatch 2023-2026 40000',
    ]),
    model('3008', '3008', 'suv', 2009, 5, 5, [
      'Hybrid 136 e-DCS6 Allure | 100 HEV F A suv 2024-2026 36000',
      '1.5 BlueHDi 130 CV EAT8 Allure | 96 D F A suv 2018-2023 34000',
      '1.2 PureTech 130 CV Active | 96 B F M suv 2016-2023 29000',
      '2.0 HDi HYbrid4 Active | 147 HEVD 4 A suv 2012-2016 36000',
      'Hybrid4 300 e-EAT8 GT | 221 PHEV 4 A suv 2020-2023 50000',
      'E-3008 73 kWh Allure | 157 EV F A suv 2024-2026 48000',
    ]),
    model('5008', '5008', 'suv', 2009, 5, 7, [
      '1.6 BlueHDi 120 CV Business | 88 D F M suv 2017-2018 31000',
      '1.5 BlueHDi 130 CV EAT8 Allure | 96 D F A suv 2018-2023 37000',
      '1.2 PureTech 130 CV Active 7 posti | 96 B F M suv 2017-2023 31000',
      '2.0 BlueHDi 180 CV EAT8 GT | 132 D F A suv 2017-2020 44000',
      'Hybrid 136 e-DCS6 Allure | 100 HEV F A suv 2024-2026 42000',
    ]),
  ]),
  make('porsche', 'Porsche', true, [
    model('911', '911', 'coupe', 1964, 2, 4, [
      'Carrera | 283 B R A coupe 2019-2026 120000',
      'Carrera S | 331 B R A coupe 2019-2026 135000',
      'Carrera 4S Cabriolet | 331 B 4 A cabrio 2019-2026 155000',
      'Targa 4S | 331 B 4 A cabrio 2020-2026 150000',
      'Turbo S | 478 B 4 A coupe 2020-2026 230000',
      'GT3 | 375 B R M coupe 2021-2026 185000',
    ]),
    model('cayenne', 'Cayenne', 'suv', 2002, 5, 5, [
      'Diesel Platinum Edition | 193 D 4 A suv 2016-2017 80000',
      '3.0 V6 | 250 B 4 A suv 2017-2026 85000',
      'Coupé 3.0 V6 | 250 B 4 A suv 2019-2026 90000',
      'S E-Hybrid | 382 PHEV 4 A suv 2024-2026 120000',
      'E-Hybrid Coupé | 340 PHEV 4 A suv 2019-2023 100000',
      'Turbo | 404 B 4 A suv 2017-2023 140000',
    ]),
    model('macan', 'Macan', 'suv', 2014, 5, 5, [
      '2.0 | 185 B 4 A suv 2016-2018 62000',
      'S Diesel | 190 D 4 A suv 2014-2018 65000',
      'S | 260 B 4 A suv 2019-2024 75000',
      'GTS | 324 B 4 A suv 2021-2024 90000',
      '4 Electric | 300 EV 4 A suv 2024-2026 90000',
      'Turbo Electric | 470 EV 4 A suv 2024-2026 120000',
    ]),
    model('taycan', 'Taycan', 'berlina', 2020, 4, 4, [
      'Taycan | 300 EV R A sedan 2021-2026 90000',
      '4S | 390 EV 4 A sedan 2020-2026 110000',
      '4S Cross Turismo | 390 EV 4 A sw 2021-2026 115000',
      'GTS Sport Turismo | 440 EV 4 A sw 2022-2026 135000',
      'Turbo | 500 EV 4 A sedan 2020-2026 155000',
      'Turbo S | 560 EV 4 A sedan 2020-2026 190000',
    ]),
  ]),
  make('renault', 'Renault', false, [
    model('twingo', 'Twingo', 'city-car', 1993, 5, 4, [
      '1.2 75 CV Live | 55 B F M city 2012-2014 10500',
      'SCe 65 CV Zen | 48 B R M city 2019-2024 13000',
      'SCe 75 CV Limited | 55 B R M city 2016-2019 13500',
      'TCe 90 CV Intens | 66 B R M city 2014-2019 14500',
      'TCe 110 CV GT | 81 B R M city 2017-2019 17000',
      'Electric Vibes | 60 EV R A city 2021-2024 24000',
    ]),
    model('clio', 'Clio', 'city-car', 1990, 5, 5, [
      '0.9 TCe 90 CV Intens | 66 B F M city 2012-2019 16000',
      '1.5 dCi 90 CV Zen | 66 D F M city 2012-2019 17000',
      '1.0 TCe 100 CV GPL Zen | 74 GPL F M city 2020-2026 18500',
      '1.2 TCe 120 CV EDC Energy Intens | 88 B F A city 2013-2018 19000',
      'E-Tech full hybrid 145 CV Techno | 107 HEV F A city 2023-2026 25000',
      '1.6 Turbo 220 CV R.S. Trophy | 162 B F A city 2015-2019 27000',
    ]),
    model('captur', 'Captur', 'suv', 2013, 5, 5, [
      '0.9 TCe 90 CV Energy Intens | 66 B F M suv 2013-2019 18000',
      '1.5 dCi 90 CV Zen | 66 D F M suv 2013-2019 19000',
      '1.0 TCe 100 CV GPL Intens | 74 GPL F M suv 2020-2026 21500',
      '1.3 TCe 140 CV EDC Techno | 103 B F A suv 2021-2024 26500',
      'E-Tech full hybrid 145 CV esprit Alpine | 107 HEV F A suv 2024-2026 31000',
      'E-Tech Plug-in Hybrid 160 CV Intens | 118 PHEV F A suv 2020-2023 32000',
    ]),
    model('megane', 'Mégane', 'berlina', 1995, 5, 5, [
      '1.5 dCi 110 CV Energy Intens | 81 D F M hatch 2016-2018 23000',
      'Sporter 1.5 Blue dCi 115 CV Business | 85 D F M sw 2019-2023 26000',
      '1.3 TCe 140 CV EDC Intens | 103 B F A hatch 2018-2022 26500',
      'Sporter E-Tech Plug-in Hybrid 160 CV R.S. Line | 118 PHEV F A sw 2020-2023 37000',
      '1.8 TCe 300 CV R.S. Trophy | 221 B F M hatch 2019-2022 42000',
      'E-Tech Electric EV60 220 CV Techno | 162 EV F A hatch 2022-2026 42000',
    ]),
    model('arkana', 'Arkana', 'suv', 2021, 5, 5, [
      'TCe 140 CV EDC Mild Hybrid Intens | 103 HEV F A suv 2021-2023 29000',
      'TCe 160 CV EDC R.S. Line | 118 B F A suv 2021-2022 32000',
      'E-Tech full hybrid 145 CV Techno | 107 HEV F A suv 2023-2026 33000',
      'E-Tech full hybrid 145 CV R.S. Line | 107 HEV F A suv 2021-2023 35000',
      'E-Tech full hybrid 145 CV esprit Alpine | 107 HEV F A suv 2024-2026 36000',
    ]),
    model('austral', 'Austral', 'suv', 2022, 5, 5, [
      'Mild Hybrid 140 CV Equilibre | 103 HEV F M suv 2023-2026 34000',
      'Mild Hybrid Advanced 130 CV Techno | 96 HEV F M suv 2022-2024 36000',
      'E-Tech full hybrid 200 CV Techno | 147 HEV F A suv 2022-2026 41000',
      'E-Tech full hybrid 200 CV Iconic esprit Alpine | 147 HEV F A suv 2023-2026 46000',
    ]),
    model('zoe', 'Zoe', 'city-car', 2013, 5, 5, [
      'Life R90 | 68 EV F A city 2016-2018 30000',
      'Intens R110 | 80 EV F A city 2018-2019 33000',
      'Zen R110 Flex | 80 EV F A city 2019-2021 26000',
      'Intens R135 | 100 EV F A city 2020-2022 35000',
      'E-Tech Electric Equilibre R110 | 80 EV F A city 2022-2024 33000',
    ]),
  ]),
  make('seat', 'Seat', false, [
    model('ibiza', 'Ibiza', 'city-car', 1984, 5, 5, [
      '1.0 MPI 80 CV Style | 59 B F M city 2017-2022 15500',
      '1.6 TDI 95 CV Business | 70 D F M city 2017-2020 18000',
      '1.0 TGI 90 CV Reference | 66 CNG F M city 2017-2021 17000',
      '1.0 TSI 95 CV FR | 70 B F M city 2017-2026 19500',
      '1.5 TSI 150 CV DSG FR | 110 B F A city 2017-2026 24500',
    ]),
    model('leon', 'Leon', 'berlina', 1999, 5, 5, [
      '1.6 TDI 115 CV 5 porte Business | 85 D F M hatch 2017-2020 23500',
      '1.5 TSI 150 CV FR | 110 B F M hatch 2018-2026 27500',
      'ST 1.5 TGI DSG Business | 96 CNG F A sw 2018-2020 27000',
      'Sportstourer 1.5 eTSI 150 CV DSG FR | 110 HEV F A sw 2020-2026 32000',
      '1.4 e-Hybrid 204 CV DSG FR | 150 PHEV F A hatch 2020-2026 39000',
      '2.0 TSI 290 CV DSG Cupra | 213 B F A hatch 2017-2019 38000',
    ]),
    model('arona', 'Arona', 'suv', 2017, 5, 5, [
      '1.0 TSI 95 CV Style | 70 B F M suv 2017-2026 19500',
      '1.0 TGI Reference | 66 CNG F M suv 2018-2021 20000',
      '1.6 TDI 115 CV DSG Xcellence | 85 D F A suv 2018-2020 24500',
      '1.0 TSI 110 CV DSG Xperience | 81 B F A suv 2021-2026 25000',
      '1.5 EcoTSI 150 CV FR | 110 B F M suv 2018-2026 26000',
    ]),
    model('ateca', 'Ateca', 'suv', 2016, 5, 5, [
      '1.6 TDI Business | 85 D F M suv 2016-2020 26000',
      '1.0 TSI 115 CV Style | 85 B F M suv 2016-2020 24000',
      '1.5 TSI 150 CV ACT DSG FR | 110 B F A suv 2018-2026 32000',
      '2.0 TDI 150 CV 4Drive DSG Xcellence | 110 D 4 A suv 2016-2026 35000',
      '2.0 TDI 190 CV 4Drive DSG FR | 140 D 4 A suv 2016-2020 38000',
    ]),
  ]),
  make('skoda', 'Škoda', false, [
    model('fabia', 'Fabia', 'city-car', 1999, 5, 5, [
      '1.0 MPI 75 CV Ambition | 55 B F M city 2015-2021 14000',
      'Wagon 1.4 TDI 90 CV Style | 66 D F M sw 2015-2018 17500',
      '1.0 TSI 95 CV Style | 70 B F M city 2018-2026 18500',
      '1.0 TSI 110 CV DSG Monte Carlo | 81 B F A city 2019-2026 22000',
      '1.5 TSI 150 CV DSG Monte Carlo | 110 B F A city 2022-2026 25500',
    ]),
    model('octavia', 'Octavia', 'station-wagon', 1996, 5, 5, [
      'Wagon 1.6 TDI 115 CV Executive | 85 D F M sw 2017-2020 25000',
      'Wagon 2.0 TDI 150 CV DSG Style | 110 D F A sw 2020-2026 34000',
      'Wagon 1.5 G-TEC 130 CV Ambition | 96 CNG F M sw 2018-2023 28000',
      '1.5 e-TEC 150 CV DSG Style | 110 HEV F A sedan 2020-2026 33000',
      'Wagon 1.4 TSI iV 204 CV DSG First Edition | 150 PHEV F A sw 2020-2021 40000',
      '2.0 TSI RS 245 CV DSG | 180 B F A sedan 2020-2026 42000',
    ]),
    model('kamiq', 'Kamiq', 'suv', 2019, 5, 5, [
      '1.0 TSI 110 CV Ambition | 81 B F M suv 2019-2026 23500',
      '1.0 G-TEC 90 CV Ambition | 66 CNG F M suv 2019-2021 22500',
      '1.6 TDI 115 CV DSG Style | 85 D F A suv 2019-2021 26500',
      '1.0 TSI 115 CV Selection | 85 B F M suv 2024-2026 26000',
      '1.5 TSI 150 CV DSG Monte Carlo | 110 B F A suv 2019-2026 30500',
    ]),
    model('karoq', 'Karoq', 'suv', 2017, 5, 5, [
      '1.0 TSI Ambition | 85 B F M suv 2017-2020 26000',
      '1.6 TDI SCR Executive | 85 D F M suv 2017-2020 27500',
      '1.5 TSI ACT DSG Style | 110 B F A suv 2017-2026 33000',
      '2.0 TDI 150 CV 4x4 DSG Style | 110 D 4 A suv 2017-2026 37000',
      '2.0 TDI 190 CV 4x4 DSG Sportline | 140 D 4 A suv 2018-2020 40000',
    ]),
    model('kodiaq', 'Kodiaq', 'suv', 2016, 5, 7, [
      '1.5 TSI ACT DSG Ambition | 110 B F A suv 2018-2023 34000',
      '2.0 TDI 150 CV SCR DSG Executive | 110 D F A suv 2016-2023 37000',
      '2.0 TDI 150 CV 4x4 DSG Sportline | 110 D 4 A suv 2016-2023 42000',
      '2.0 TDI 190 CV 4x4 DSG Style 7 posti | 140 D 4 A suv 2016-2023 45000',
      '2.0 TSI RS 245 CV 4x4 DSG | 180 B 4 A suv 2021-2023 52000',
      '1.5 TSI iV 204 CV DSG Selection | 150 PHEV F A suv 2024-2026 48000',
    ]),
    model('superb', 'Superb', 'berlina', 2001, 5, 5, [
      '1.6 TDI 120 CV Ambition | 88 D F M sedan 2015-2019 31000',
      '2.0 TDI 150 CV SCR DSG Executive | 110 D F A sedan 2015-2023 37000',
      'Wagon 2.0 TDI 190 CV 4x4 DSG Laurin & Klement | 140 D 4 A sw 2015-2023 47000',
      'Wagon 1.4 TSI iV DSG Style | 160 PHEV F A sw 2020-2023 45000',
      '2.0 TSI 272 CV 4x4 DSG Sportline | 200 B 4 A sedan 2019-2023 48000',
    ]),
  ]),
  make('smart', 'Smart', false, [
    model('fortwo', 'Fortwo', 'city-car', 1998, 3, 2, [
      '70 1.0 Youngster | 52 B R M city 2014-2019 14000',
      '90 0.9 Turbo twinamic Passion | 66 B R A city 2014-2019 16500',
      'Cabrio 70 1.0 twinamic Passion | 52 B R A cabrio 2016-2019 17500',
      'Brabus 0.9 Turbo twinamic Xclusive | 80 B R A city 2016-2019 22000',
      'EQ Pulse | 60 EV R A city 2020-2024 23000',
      'EQ Prime | 60 EV R A city 2020-2024 25000',
    ]),
    model('forfour', 'Forfour', 'city-car', 2004, 5, 4, [
      '70 1.0 Youngster | 52 B R M city 2014-2019 14500',
      '70 1.0 twinamic Urban | 52 B R A city 2015-2019 15500',
      '90 0.9 Turbo twinamic Passion | 66 B R A city 2015-2019 17500',
      'EQ Prime | 60 EV R A city 2020-2021 25000',
    ]),
  ]),
  make('subaru', 'Subaru', false, [
    model('forester', 'Forester', 'suv', 1997, 5, 5, [
      '2.0D Sport Unlimited | 108 D 4 M suv 2013-2018 33000',
      '2.0i Lineartronic Bi-Fuel Style | 110 GPL 4 A suv 2013-2018 32000',
      '2.0 XT Lineartronic Exclusive | 177 B 4 A suv 2013-2018 40000',
      '2.0i e-Boxer MHEV Lineartronic Premium | 110 HEV 4 A suv 2019-2026 40000',
      '2.0i e-Boxer Lineartronic 4Dventure | 110 HEV 4 A suv 2022-2026 42000',
    ]),
    model('xv', 'XV', 'suv', 2012, 5, 5, [
      '2.0D Trend | 108 D 4 M suv 2012-2017 27000',
      '1.6i Lineartronic Style | 84 B 4 A suv 2017-2022 26000',
      '1.6i Bi-Fuel Lineartronic Free | 84 GPL 4 A suv 2018-2022 27000',
      '2.0i Lineartronic Unlimited | 115 B 4 A suv 2017-2019 30000',
      '2.0i e-Boxer MHEV Lineartronic Premium | 110 HEV 4 A suv 2020-2023 33000',
    ]),
  ]),
  make('suzuki', 'Suzuki', false, [
    model('ignis', 'Ignis', 'city-car', 2016, 5, 5, [
      '1.2 Dualjet 2WD iTop | 66 B F M city 2016-2019 15000',
      '1.2 Hybrid 2WD iCool | 61 HEV F M city 2020-2026 16500',
      '1.2 Hybrid 4WD AllGrip Top | 61 HEV 4 M city 2020-2026 19000',
      '1.2 Hybrid CVT Top | 61 HEV F A city 2020-2026 19000',
    ]),
    model('swift', 'Swift', 'city-car', 2005, 5, 5, [
      '1.3 DDiS GL | 55 D F M city 2012-2016 15000',
      '1.2 Dualjet Cool | 66 B F M city 2017-2020 15000',
      '1.2 Hybrid Top | 61 HEV F M city 2020-2024 18500',
      '1.0 Boosterjet Hybrid Top | 82 HEV F M city 2017-2019 18000',
      '1.2 Hybrid 4WD AllGrip Top | 61 HEV 4 M city 2020-2026 20000',
      '1.4 Boosterjet Sport | 103 B F M city 2018-2020 21000',
    ]),
    model('vitara', 'Vitara', 'suv', 1988, 5, 5, [
      '1.6 VVT 4WD AllGrip V-Top | 88 B 4 M suv 2015-2018 23000',
      '1.6 DDiS 4WD AllGrip V-Cool | 88 D 4 M suv 2015-2018 24000',
      '1.0 Boosterjet 2WD Cool | 82 B F M suv 2018-2020 20000',
      '1.4 Hybrid 4WD AllGrip Top | 95 HEV 4 M suv 2020-2026 28000',
      '1.5 Hybrid AGS Starview | 85 HEV F S suv 2022-2026 29000',
    ]),
    model('s-cross', 'S-Cross', 'suv', 2013, 5, 5, [
      '1.6 VVT 2WD Comfort | 88 B F M suv 2013-2016 21000',
      '1.6 DDiS 4WD All Grip Cool | 88 D 4 M suv 2013-2016 25000',
      '1.0 Boosterjet Easy | 82 B F M suv 2016-2020 21000',
      '1.4 Hybrid 4WD AllGrip Top+ | 95 HEV 4 M suv 2020-2026 30000',
      '1.5 Hybrid 4WD AGS Starview | 85 HEV 4 S suv 2022-2026 33000',
    ]),
    model('jimny', 'Jimny', 'suv', 1970, 3, 4, [
      '1.3 4WD Evolution | 63 B 4 M suv 2012-2018 18000',
      '1.5 Top 4WD AllGrip | 75 B 4 M suv 2018-2026 23000',
      '1.5 Top 4WD AllGrip AT | 75 B 4 A suv 2018-2020 24500',
      '1.5 Pro N1 2 posti | 75 B 4 M suv 2021-2026 23500',
    ]),
  ]),
  make('tesla', 'Tesla', true, [
    model('model-3', 'Model 3', 'berlina', 2019, 4, 5, [
      'Standard Range Plus | 208 EV R A sedan 2019-2021 48000',
      'RWD | 208 EV R A sedan 2021-2026 43000',
      'Long Range Dual Motor AWD | 324 EV 4 A sedan 2019-2023 56000',
      'Grande Autonomia Trazione Integrale | 366 EV 4 A sedan 2024-2026 48000',
      'Performance | 377 EV 4 A sedan 2019-2023 60000',
    ]),
    model('model-y', 'Model Y', 'suv', 2021, 5, 5, [
      'RWD | 220 EV R A suv 2022-2026 45000',
      'Grande Autonomia Trazione Posteriore | 255 EV R A suv 2024-2026 48000',
      'Long Range Dual Motor AWD | 378 EV 4 A suv 2021-2026 52000',
      'Performance | 393 EV 4 A suv 2021-2024 60000',
    ]),
    model('model-s', 'Model S', 'berlina', 2013, 5, 5, [
      '75D | 245 EV 4 A sedan 2017-2019 80000',
      '90D | 310 EV 4 A sedan 2016-2017 95000',
      'P90D | 515 EV 4 A sedan 2015-2017 115000',
      '100D | 311 EV 4 A sedan 2017-2019 100000',
      'Long Range | 493 EV 4 A sedan 2019-2026 100000',
      'Plaid | 750 EV 4 A sedan 2021-2026 120000',
    ]),
  ]),
  make('toyota', 'Toyota', false, [
    model('aygo-x', 'Aygo X', 'city-car', 2022, 5, 4, [
      '1.0 VVT-i 72 CV Active | 53 B F M city 2022-2026 16000',
      '1.0 VVT-i 72 CV Trend | 53 B F M city 2022-2026 18000',
      '1.0 VVT-i 72 CV S-CVT Lounge | 53 B F A city 2022-2026 21000',
      '1.0 VVT-i 72 CV Limited | 53 B F M city 2022-2024 20000',
    ]),
    model('yaris', 'Yaris', 'city-car', 1999, 5, 5, [
      '1.0 VVT-i 72 CV Active | 53 B F M city 2017-2020 14000',
      '1.4 D-4D Style | 66 D F M city 2012-2017 17000',
      '1.5 Hybrid Active | 74 HEV F A city 2012-2020 19000',
      '1.5 Hybrid Trend | 85 HEV F A city 2020-2026 23000',
      '1.5 Hybrid 130 CV Premiere | 96 HEV F A city 2024-2026 28000',
      'GR Yaris 1.6 Circuit | 192 B 4 M city 2020-2026 45000',
    ]),
    model('yaris-cross', 'Yaris Cross', 'suv', 2021, 5, 5, [
      '1.5 125 CV Active | 92 B F M suv 2021-2023 24000',
      '1.5 Hybrid 5p. E-CVT Trend | 85 HEV F A suv 2021-2026 28500',
      '1.5 Hybrid 5p. E-CVT AWD-i Adventure | 85 HEV 4 A suv 2021-2024 32000',
      '1.5 Hybrid 130 CV Lounge | 96 HEV F A suv 2024-2026 33000',
    ]),
    model('c-hr', 'C-HR', 'suv', 2016, 5, 5, [
      '1.2 Turbo 4WD CVT Style | 85 B 4 A suv 2016-2019 26000',
      '1.8 Hybrid E-CVT Business | 90 HEV F A suv 2016-2023 29000',
      '1.8 Hybrid E-CVT Trend | 103 HEV F A suv 2024-2026 34000',
      '2.0 Hybrid E-CVT GR Sport | 135 HEV F A suv 2020-2023 36000',
      '2.0 Plug-in Hybrid Lounge | 164 PHEV F A suv 2024-2026 45000',
    ]),
    model('corolla', 'Corolla', 'berlina', 1966, 5, 5, [
      '1.4 D-4D Active | 66 D F M sedan 2014-2018 20000',
      '1.6 Lounge | 97 B F M sedan 2014-2018 21000',
      '1.8 Hybrid Active | 90 HEV F A hatch 2019-2022 27000',
      'Touring Sports 1.8 Hybrid Business | 103 HEV F A sw 2023-2026 33000',
      'Touring Sports 2.0 Hybrid Style | 135 HEV F A sw 2019-2022 34000',
      '2.0 Hybrid GR Sport | 144 HEV F A hatch 2023-2026 37000',
    ]),
    model('rav4', 'RAV4', 'suv', 1994, 5, 5, [
      '2.0 D-4D 2WD Active | 91 D F M suv 2013-2018 28000',
      '2.2 D-4D 4WD Lounge | 110 D 4 M suv 2013-2015 33000',
      '2.0 VVT-i 2WD Style | 112 B F M suv 2015-2018 29000',
      '2.5 Hybrid 2WD Lounge | 160 HEV F A suv 2019-2026 40000',
      '2.5 Hybrid E-CVT AWD-i Style | 163 HEV 4 A suv 2019-2026 44000',
      '2.5 Plug-in Hybrid E-CVT AWD-i Dynamic+ | 225 PHEV 4 A suv 2021-2026 55000',
    ]),
  ]),
  make('volkswagen', 'Volkswagen', false, [
    model('up', 'up!', 'city-car', 2011, 5, 4, [
      '1.0 5p. take up! | 44 B F M city 2012-2020 11000',
      '1.0 5p. move up! | 48 B F M city 2012-2023 12500',
      '1.0 5p. eco move up! BlueMotion Technology | 50 CNG F M city 2013-2021 14000',
      '1.0 TSI 5p. high up! | 66 B F M city 2017-2023 15500',
      '1.0 TSI 115 CV GTI | 85 B F M city 2018-2023 18500',
      'e-up! | 61 EV F A city 2014-2023 24000',
    ]),
    model('polo', 'Polo', 'city-car', 1975, 5, 5, [
      '1.0 MPI 5p. Comfortline | 59 B F M city 2017-2021 16000',
      '1.6 TDI 5p. Highline | 70 D F M city 2017-2021 20000',
      '1.0 TGI 5p. Trendline BlueMotion | 66 CNG F M city 2018-2021 17500',
      '1.0 TSI 95 CV Life | 70 B F M city 2021-2026 21000',
      '1.0 TSI DSG R-Line | 81 B F A city 2021-2026 25000',
      '2.0 TSI DSG GTI | 152 B F A city 2018-2026 30000',
    ]),
    model('golf', 'Golf', 'berlina', 1974, 5, 5, [
      '1.5 TSI Life | 96 B F M hatch 2020-2026 33000',
      '2.0 TDI Style | 110 D F A hatch 2020-2026 37000',
      '1.5 eTSI 150 CV DSG R-Line | 110 HEV F A hatch 2020-2026 38000',
      '1.4 eHybrid Style | 150 PHEV F A hatch 2020-2024 41000',
      '2.0 TSI GTI | 180 B F M hatch 2020-2024 44000',
      '2.0 TSI R 4Motion DSG | 235 B 4 A hatch 2021-2026 55000',
    ]),
    model('t-roc', 'T-Roc', 'suv', 2017, 5, 5, [
      '1.0 TSI Style | 81 B F M suv 2018-2022 24500',
      '1.6 TDI SCR Business | 85 D F M suv 2018-2020 26000',
      '1.5 TSI ACT DSG Life | 110 B F A suv 2021-2026 31000',
      '2.0 TDI SCR 150 CV 4Motion DSG Advanced | 110 D 4 A suv 2017-2021 34000',
      'Cabriolet 1.5 TSI R-Line | 110 B F M cabrio 2020-2026 36000',
      '2.0 TSI R 4Motion DSG | 221 B 4 A suv 2019-2026 48000',
    ]),
    model('t-cross', 'T-Cross', 'suv', 2019, 5, 5, [
      '1.0 TSI Urban | 70 B F M suv 2019-2023 20000',
      '1.0 TSI 110 CV Style | 81 B F M suv 2019-2024 24000',
      '1.0 TSI 115 CV Life | 85 B F M suv 2024-2026 25500',
      '1.6 TDI SCR Advanced | 70 D F M suv 2019-2020 23000',
      '1.5 TSI ACT DSG R-Line | 110 B F A suv 2019-2023 29000',
    ]),
    model('tiguan', 'Tiguan', 'suv', 2007, 5, 5, [
      '1.5 TSI ACT Life | 96 B F M suv 2021-2023 34000',
      '2.0 TDI SCR 150 CV DSG Business | 110 D F A suv 2016-2023 38000',
      '2.0 TDI 4Motion DSG R-Line | 147 D 4 A suv 2020-2023 48000',
      '1.5 eTSI 150 CV DSG Life | 110 HEV F A suv 2024-2026 40000',
      '1.4 TSI eHybrid DSG Elegance | 180 PHEV F A suv 2021-2023 47000',
      '2.0 TSI R 4Motion DSG | 235 B 4 A suv 2021-2023 57000',
    ]),
    model('passat', 'Passat', 'station-wagon', 1973, 5, 5, [
      'Variant 1.5 TSI ACT DSG Business | 110 B F A sw 2019-2023 38000',
      'Variant 2.0 TDI SCR 150 CV DSG Business | 110 D F A sw 2019-2026 40000',
      '2.0 TDI 190 CV 4Motion DSG Highline | 140 D 4 A sedan 2015-2019 45000',
      'Variant 1.4 TGI DSG Executive | 81 CNG F A sw 2016-2019 36000',
      'Variant GTE 1.4 TSI DSG | 160 PHEV F A sw 2015-2022 45000',
      'Alltrack 2.0 BiTDI 240 CV 4Motion DSG | 177 D 4 A sw 2015-2019 52000',
    ]),
    model('id-3', 'ID.3', 'berlina', 2020, 5, 5, [
      'Pure Performance 45 kWh | 110 EV R A hatch 2021-2023 35000',
      'Pro Performance 58 kWh | 150 EV R A hatch 2020-2026 40000',
      'Pro S 77 kWh Tour | 150 EV R A hatch 2021-2023 46000',
      '1st Edition | 150 EV R A hatch 2020-2021 44000',
      'GTX Performance | 240 EV R A hatch 2024-2026 50000',
    ]),
    model('id-4', 'ID.4', 'suv', 2021, 5, 5, [
      'Pure 52 kWh | 109 EV R A suv 2021-2023 40000',
      'Pro Performance 77 kWh | 150 EV R A suv 2021-2023 48000',
      'Pro 4Motion | 195 EV 4 A suv 2021-2026 52000',
      '1st Max | 150 EV R A suv 2021-2021 54000',
      'GTX 4Motion | 220 EV 4 A suv 2021-2026 56000',
    ]),
  ]),
  make('volvo', 'Volvo', true, [
    model('xc40', 'XC40', 'suv', 2018, 5, 5, [
      'D3 Geartronic Business | 110 D F A suv 2018-2021 38000',
      'D4 AWD Geartronic R-design | 140 D 4 A suv 2018-2020 46000',
      'T3 Momentum | 120 B F M suv 2018-2021 34000',
      'B3 automatico Plus Dark | 120 HEV F A suv 2022-2026 42000',
      'T5 Recharge Plug-in Hybrid Inscription | 192 PHEV F A suv 2020-2023 50000',
      'Recharge Pure Electric P8 AWD | 300 EV 4 A suv 2020-2023 58000',
    ]),
    model('xc60', 'XC60', 'suv', 2008, 5, 5, [
      'T5 AWD Geartronic Inscription | 184 B 4 A suv 2017-2020 52000',
      'D4 AWD Geartronic Business Plus | 140 D 4 A suv 2017-2020 50000',
      'B4 (d) AWD Geartronic Momentum Pro | 145 HEVD 4 A suv 2020-2023 55000',
      'B5 (b) AWD Geartronic Ultimate Dark | 184 HEV 4 A suv 2022-2026 64000',
      'T6 Recharge AWD Plug-in Hybrid Inscription | 250 PHEV 4 A suv 2020-2023 64000',
      'T8 Twin Engine AWD Geartronic R-design | 287 PHEV 4 A suv 2017-2020 70000',
    ]),
    model('xc90', 'XC90', 'suv', 2002, 5, 7, [
      'D4 Geartronic Business Plus | 140 D F A suv 2015-2019 58000',
      'D5 AWD Geartronic Momentum | 173 D 4 A suv 2015-2019 64000',
      'B5 (d) AWD Geartronic 7 posti Inscription | 173 HEVD 4 A suv 2020-2023 72000',
      'B5 (b) AWD Geartronic Plus Bright | 184 HEV 4 A suv 2022-2026 78000',
      'T6 AWD Geartronic R-design | 228 B 4 A suv 2015-2019 70000',
      'T8 Recharge AWD Plug-in Hybrid Ultimate Bright | 335 PHEV 4 A suv 2022-2026 95000',
    ]),
    model('v60', 'V60', 'station-wagon', 2010, 5, 5, [
      'T5 Geartronic R-design | 184 B F A sw 2018-2020 48000',
      'D3 Geartronic Business Plus | 110 D F A sw 2018-2020 41000',
      'B4 (b) Geartronic Core | 145 HEV F A sw 2021-2026 48000',
      'B4 (d) Geartronic Plus Dark | 145 HEVD F A sw 2020-2024 50000',
      'Cross Country B4 (d) AWD Geartronic Pro | 145 HEVD 4 A sw 2020-2024 56000',
      'T6 Recharge AWD Plug-in Hybrid Inscription Expression | 250 PHEV 4 A sw 2020-2024 62000',
    ]),
  ]),
];

/** Finds a make by slug. */
export function findMake(slug: string): MakeSpec | undefined {
  return makes.find((m) => m.slug === slug);
}

/** Finds a model of a make by slugs. */
export function findModel(makeSlug: string, modelSlug: string): ModelSpec | undefined {
  return findMake(makeSlug)?.models.find((m) => m.slug === modelSlug);
}

/** Finds a version of a model by its exact name. */
export function findVersion(makeSlug: string, modelSlug: string, name: string): VersionSpec | undefined {
  return findModel(makeSlug, modelSlug)?.versions.find((v) => v.name === name);
}

/** Power range of a model for a fuel (the whole model's range for a fuel it is not sold with). */
export function kwRange(model: ModelSpec, fuel: PowerTypeSlug): [number, number] {
  return model.kwByFuel[fuel] ?? model.kw;
}
