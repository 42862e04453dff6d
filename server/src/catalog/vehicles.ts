/**
 * Makes and models of the catalogue (see /work/shared/spec/VOCABULARY.md).
 * Pure data written for AutoMercato: realistic ranges for the Italian used-car
 * market (power in kW, list prices when new in EUR, model years).
 */
import type { CategorySlug, GearboxSlug, PowerTypeSlug, TractionSlug } from './vocabulary.js';

export interface ModelSpec {
  slug: string;
  name: string;
  /** Its usual body type. */
  category: CategorySlug;
  /** Other body types the model is sold in (e.g. station wagon, cabrio). */
  altCategories?: CategorySlug[];
  /** Only realistic fuels; the first one is the most common on the used market. */
  fuels: PowerTypeSlug[];
  /** Power range in kW over all fuels. */
  kw: [number, number];
  /**
   * Narrower power range per fuel, given where one fuel differs a lot from the
   * others (typically a model sold both with combustion engines and electric).
   * Fuels not listed use `kw`.
   */
  kwByFuel?: Partial<Record<PowerTypeSlug, [number, number]>>;
  /** List price when new, EUR. */
  newPrice: [number, number];
  /** Model years found on the used market. */
  years: [number, number];
  gearboxes: GearboxSlug[];
  tractions: TractionSlug[];
  /** Realistic Italian-market trims. */
  versions: string[];
  doors: number;
  seats: number;
}

export interface MakeSpec {
  slug: string;
  name: string;
  premium: boolean;
  models: ModelSpec[];
}

// Short-hands for the most common gearbox and traction combinations.
const A = (): GearboxSlug[] => ['automatico'];
const MA = (): GearboxSlug[] => ['manuale', 'automatico'];
const MS = (): GearboxSlug[] => ['manuale', 'semiautomatico'];
const MSA = (): GearboxSlug[] => ['manuale', 'semiautomatico', 'automatico'];
const FWD = (): TractionSlug[] => ['anteriore'];
const RWD = (): TractionSlug[] => ['posteriore'];
const AWD = (): TractionSlug[] => ['integrale'];
const F4 = (): TractionSlug[] => ['anteriore', 'integrale'];
const R4 = (): TractionSlug[] => ['posteriore', 'integrale'];
const ALL = (): TractionSlug[] => ['anteriore', 'posteriore', 'integrale'];

export const makes: readonly MakeSpec[] = [
  {
    slug: 'abarth', name: 'Abarth', premium: false,
    models: [
      { slug: '500', name: '500', category: 'city-car', altCategories: ['cabrio'], fuels: ['benzina'], kw: [99, 118], newPrice: [18500, 24500], years: [2008, 2016], gearboxes: MS(), tractions: FWD(), doors: 3, seats: 4,
        versions: ['1.4 T-Jet 135 CV', '1.4 T-Jet 160 CV esseesse', '500C 1.4 T-Jet 135 CV', '1.4 T-Jet 135 CV MTA Custom'] },
      { slug: '595', name: '595', category: 'city-car', altCategories: ['cabrio'], fuels: ['benzina'], kw: [107, 132], newPrice: [19900, 30500], years: [2012, 2024], gearboxes: MS(), tractions: FWD(), doors: 3, seats: 4,
        versions: ['1.4 T-Jet 145 CV', '1.4 T-Jet 165 CV Turismo', '1.4 T-Jet 180 CV Competizione', '1.4 T-Jet 165 CV Pista', '595C 1.4 T-Jet 165 CV Turismo', '1.4 T-Jet 160 CV esseesse'] },
      { slug: '695', name: '695', category: 'city-car', altCategories: ['cabrio'], fuels: ['benzina'], kw: [132, 140], newPrice: [29000, 45000], years: [2012, 2025], gearboxes: MS(), tractions: FWD(), doors: 3, seats: 4,
        versions: ['1.4 T-Jet 180 CV', '1.4 T-Jet 180 CV Rivale', '1.4 T-Jet 180 CV Tributo Ferrari', '1.4 T-Jet 190 CV Biposto', '1.4 T-Jet 180 CV 75° Anniversario'] },
      { slug: '500e', name: '500e', category: 'city-car', altCategories: ['cabrio'], fuels: ['elettrica'], kw: [114, 114], newPrice: [37950, 45000], years: [2023, 2026], gearboxes: A(), tractions: FWD(), doors: 3, seats: 4,
        versions: ['Turismo', 'Scorpionissima', 'Cabrio Turismo'] },
      { slug: '600e', name: '600e', category: 'suv', fuels: ['elettrica'], kw: [175, 207], newPrice: [41000, 49000], years: [2024, 2026], gearboxes: A(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['240 CV Turismo', '280 CV Scorpionissima', '280 CV Scorpionissima Launch Edition'] },
    ],
  },
  {
    slug: 'alfa-romeo', name: 'Alfa Romeo', premium: true,
    models: [
      { slug: 'giulia', name: 'Giulia', category: 'berlina', fuels: ['diesel', 'benzina'], kw: [100, 382], newPrice: [38000, 100000], years: [2016, 2026], gearboxes: MA(), tractions: R4(), doors: 4, seats: 5,
        versions: ['2.2 Turbodiesel 160 CV AT8 Super', '2.2 Turbodiesel 160 CV AT8 Sprint', '2.2 Turbodiesel 210 CV AT8 Q4 Veloce', '2.0 Turbo 280 CV AT8 Q4 Veloce', '2.9 V6 Bi-Turbo 510 CV Quadrifoglio'] },
      { slug: 'stelvio', name: 'Stelvio', category: 'suv', fuels: ['diesel', 'benzina'], kw: [118, 382], newPrice: [45000, 110000], years: [2017, 2026], gearboxes: A(), tractions: R4(), doors: 5, seats: 5,
        versions: ['2.2 Turbodiesel 160 CV AT8 RWD Business', '2.2 Turbodiesel 190 CV AT8 Q4 Ti', '2.2 Turbodiesel 210 CV AT8 Q4 Veloce', '2.0 Turbo 280 CV AT8 Q4 Veloce', '2.9 V6 Bi-Turbo 510 CV Quadrifoglio'] },
      { slug: 'giulietta', name: 'Giulietta', category: 'berlina', fuels: ['diesel', 'benzina', 'gpl'], kw: [77, 177], newPrice: [22000, 33000], years: [2010, 2020], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.6 JTDm 120 CV Super', '1.4 Turbo 120 CV GPL Distinctive', '2.0 JTDm 150 CV Veloce', '1.4 T-Jet 120 CV Progression', '1750 TBi 240 CV Quadrifoglio Verde'] },
      { slug: 'tonale', name: 'Tonale', category: 'suv', fuels: ['ibrida', 'diesel', 'ibrida-plug-in'], kw: [96, 206], newPrice: [36000, 56000], years: [2022, 2026], gearboxes: A(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.5 Hybrid 130 CV TCT7 Sprint', '1.5 Hybrid 160 CV TCT7 Veloce', '1.6 Diesel 130 CV TCT6 Ti', '1.3 Plug-in Hybrid Q4 280 CV Veloce'] },
      { slug: 'mito', name: 'MiTo', category: 'city-car', fuels: ['benzina', 'diesel', 'gpl'], kw: [57, 125], newPrice: [15500, 25000], years: [2008, 2018], gearboxes: MA(), tractions: FWD(), doors: 3, seats: 5,
        versions: ['1.4 78 CV Progression', '1.3 JTDm 95 CV Super', '1.4 T-Jet 120 CV GPL Distinctive', '0.9 TwinAir 105 CV Super', '1.4 MultiAir 170 CV Quadrifoglio Verde'] },
      { slug: 'junior', name: 'Junior', category: 'suv', fuels: ['ibrida', 'elettrica'], kw: [100, 207], kwByFuel: { ibrida: [100, 107], elettrica: [115, 207] }, newPrice: [29900, 48000], years: [2024, 2026], gearboxes: A(), tractions: F4(), doors: 5, seats: 5,
        versions: ['Ibrida 136 CV Speciale', 'Ibrida Q4 145 CV Speciale', 'Elettrica 156 CV Speciale', 'Elettrica Veloce 280 CV'] },
    ],
  },
  {
    slug: 'audi', name: 'Audi', premium: true,
    models: [
      { slug: 'a1', name: 'A1', category: 'city-car', fuels: ['benzina', 'diesel'], kw: [63, 170], newPrice: [19500, 33000], years: [2011, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.6 TDI Ambition', '1.0 TFSI Sportback Design', '25 TFSI Sportback Admired', '30 TFSI Sportback S line edition', '40 TFSI S tronic Sportback S line', 'S1 2.0 TFSI quattro'] },
      { slug: 'a3', name: 'A3', category: 'berlina', altCategories: ['cabrio'], fuels: ['diesel', 'benzina', 'metano', 'ibrida-plug-in'], kw: [81, 294], newPrice: [27000, 70000], years: [2012, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['30 TDI Sportback Business', '35 TFSI S tronic Sportback S line edition', '40 TFSI e S tronic Sportback Business Advanced', 'Sportback 1.5 TFSI g-tron S tronic Sport', 'S3 Sportback 2.0 TFSI quattro', 'RS 3 Sportback 2.5 TFSI quattro'] },
      { slug: 'a4', name: 'A4', category: 'berlina', altCategories: ['station-wagon'], fuels: ['diesel', 'benzina', 'metano'], kw: [90, 331], newPrice: [36000, 95000], years: [2012, 2025], gearboxes: MA(), tractions: F4(), doors: 4, seats: 5,
        versions: ['2.0 TDI 150 CV Business', 'Avant 35 TDI S tronic Business Advanced', '40 TDI quattro S tronic S line edition', 'Avant 40 g-tron S tronic Business', 'S4 Avant 3.0 TDI quattro', 'RS 4 Avant 2.9 TFSI quattro'] },
      { slug: 'a6', name: 'A6', category: 'berlina', altCategories: ['station-wagon'], fuels: ['diesel', 'benzina', 'ibrida-plug-in'], kw: [110, 441], newPrice: [50000, 130000], years: [2012, 2026], gearboxes: A(), tractions: F4(), doors: 4, seats: 5,
        versions: ['40 TDI S tronic Business Sport', 'Avant 45 TDI quattro tiptronic Business Plus', '50 TDI quattro tiptronic S line', '55 TFSI e quattro S tronic', 'Avant 3.0 TDI quattro S tronic Business Plus', 'RS 6 Avant 4.0 TFSI quattro'] },
      { slug: 'q2', name: 'Q2', category: 'suv', fuels: ['benzina', 'diesel'], kw: [85, 221], newPrice: [27000, 50000], years: [2016, 2025], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['30 TFSI Business', '30 TDI S tronic Admired', '35 TFSI S tronic S line edition', '2.0 TDI quattro S tronic Sport', 'SQ2 2.0 TFSI quattro'] },
      { slug: 'q3', name: 'Q3', category: 'suv', fuels: ['diesel', 'benzina', 'ibrida-plug-in'], kw: [88, 294], newPrice: [33000, 75000], years: [2012, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['2.0 TDI 150 CV quattro Business', '35 TDI S tronic Business Advanced', '35 TFSI S line edition', 'Sportback 40 TDI quattro S tronic S line', '45 TFSI e S tronic Business Plus', 'RS Q3 Sportback 2.5 TFSI quattro'] },
      { slug: 'q5', name: 'Q5', category: 'suv', fuels: ['diesel', 'benzina', 'ibrida-plug-in'], kw: [110, 270], newPrice: [48000, 90000], years: [2012, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['2.0 TDI 190 CV quattro S tronic Sport', '40 TDI quattro S tronic Business', '45 TFSI quattro S tronic Sport', 'Sportback 40 TDI quattro S tronic S line', '50 TFSI e quattro S tronic S line plus', 'SQ5 TDI quattro tiptronic'] },
      { slug: 'q7', name: 'Q7', category: 'suv', fuels: ['diesel', 'benzina', 'ibrida-plug-in'], kw: [160, 373], newPrice: [70000, 130000], years: [2012, 2026], gearboxes: A(), tractions: AWD(), doors: 5, seats: 7,
        versions: ['3.0 TDI 272 CV quattro tiptronic S line', '45 TDI quattro tiptronic Business Plus', '50 TDI quattro tiptronic Sport', '60 TFSI e quattro tiptronic', 'SQ7 4.0 TFSI quattro'] },
      { slug: 'e-tron', name: 'e-tron', category: 'suv', fuels: ['elettrica'], kw: [230, 370], newPrice: [72000, 105000], years: [2019, 2023], gearboxes: A(), tractions: AWD(), doors: 5, seats: 5,
        versions: ['50 quattro Business', '55 quattro Advanced', 'Sportback 55 quattro S line edition', 'S quattro'] },
    ],
  },
  {
    slug: 'bmw', name: 'BMW', premium: true,
    models: [
      { slug: 'serie-1', name: 'Serie 1', category: 'berlina', fuels: ['diesel', 'benzina'], kw: [70, 250], newPrice: [26000, 55000], years: [2011, 2026], gearboxes: MA(), tractions: ALL(), doors: 5, seats: 5,
        versions: ['116d 5p. Business Advantage', '118d 5p. Sport', '118i 5p. Msport', '120d xDrive 5p. Msport', '116i 5p. Advantage', 'M135i xDrive'] },
      { slug: 'serie-2', name: 'Serie 2', category: 'monovolume', altCategories: ['coupe', 'cabrio', 'berlina'], fuels: ['diesel', 'benzina', 'ibrida-plug-in'], kw: [70, 338], newPrice: [30000, 80000], years: [2014, 2026], gearboxes: MA(), tractions: ALL(), doors: 5, seats: 5,
        versions: ['218d Active Tourer Advantage', '216d Gran Tourer Business', '225xe Active Tourer iPerformance', '218i Gran Coupé Sport', '220i Coupé Msport', 'M240i xDrive Coupé'] },
      { slug: 'serie-3', name: 'Serie 3', category: 'berlina', altCategories: ['station-wagon'], fuels: ['diesel', 'benzina', 'ibrida-plug-in'], kw: [85, 375], newPrice: [35000, 100000], years: [2012, 2026], gearboxes: MA(), tractions: R4(), doors: 4, seats: 5,
        versions: ['318d Business Advantage', '320d xDrive Touring Msport', '330e Sport', '320i Luxury', 'M340i xDrive', 'M3 Competition'] },
      { slug: 'serie-5', name: 'Serie 5', category: 'berlina', altCategories: ['station-wagon'], fuels: ['diesel', 'benzina', 'ibrida-plug-in'], kw: [110, 460], newPrice: [50000, 140000], years: [2012, 2026], gearboxes: A(), tractions: R4(), doors: 4, seats: 5,
        versions: ['520d Business', '520d xDrive Touring Msport', '530e Luxury', '530d xDrive', '540i xDrive Msport', 'M5 Competition'] },
      { slug: 'x1', name: 'X1', category: 'suv', fuels: ['diesel', 'benzina', 'ibrida-plug-in'], kw: [85, 221], newPrice: [32000, 60000], years: [2012, 2026], gearboxes: MA(), tractions: ALL(), doors: 5, seats: 5,
        versions: ['sDrive18d Business Advantage', 'xDrive20d xLine', 'sDrive18i Msport', 'xDrive25e Business', 'sDrive20i Msport', 'xDrive23d Msport'] },
      { slug: 'x2', name: 'X2', category: 'suv', fuels: ['diesel', 'benzina', 'ibrida-plug-in'], kw: [85, 225], newPrice: [35000, 65000], years: [2018, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['sDrive18d Advantage', 'sDrive20i Msport-X', 'xDrive20d Msport', 'xDrive25e Business-X', 'M35i'] },
      { slug: 'x3', name: 'X3', category: 'suv', fuels: ['diesel', 'benzina', 'ibrida-plug-in'], kw: [110, 375], newPrice: [48000, 110000], years: [2012, 2026], gearboxes: A(), tractions: R4(), doors: 5, seats: 5,
        versions: ['xDrive20d Business Advantage', 'sDrive18d Business', 'xDrive30e Msport', 'xDrive30d xLine', 'M40i', 'X3 M Competition'] },
      { slug: 'x5', name: 'X5', category: 'suv', fuels: ['diesel', 'benzina', 'ibrida-plug-in'], kw: [170, 460], newPrice: [70000, 160000], years: [2012, 2026], gearboxes: A(), tractions: AWD(), doors: 5, seats: 5,
        versions: ['xDrive25d Business', 'xDrive30d Msport', 'xDrive40d xLine', 'xDrive45e', 'xDrive50e Msport', 'xDrive40i Msport'] },
      { slug: 'i3', name: 'i3', category: 'city-car', fuels: ['elettrica'], kw: [125, 135], newPrice: [36000, 45000], years: [2013, 2022], gearboxes: A(), tractions: RWD(), doors: 5, seats: 4,
        versions: ['60 Ah', '94 Ah Advantage', '94 Ah REx', '120 Ah Advantage', 'i3s 120 Ah'] },
      { slug: 'i4', name: 'i4', category: 'berlina', fuels: ['elettrica'], kw: [210, 442], newPrice: [57000, 80000], years: [2021, 2026], gearboxes: A(), tractions: R4(), doors: 5, seats: 5,
        versions: ['eDrive35 Msport', 'eDrive40 Business', 'eDrive40 Msport', 'xDrive40 Msport', 'M50'] },
    ],
  },
  {
    slug: 'byd', name: 'BYD', premium: false,
    models: [
      { slug: 'atto-3', name: 'Atto 3', category: 'suv', fuels: ['elettrica'], kw: [150, 150], newPrice: [38000, 43000], years: [2022, 2026], gearboxes: A(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['Active', 'Comfort', 'Design'] },
      { slug: 'dolphin', name: 'Dolphin', category: 'berlina', fuels: ['elettrica'], kw: [70, 150], newPrice: [29990, 36990], years: [2023, 2026], gearboxes: A(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['Active', 'Boost', 'Comfort', 'Design'] },
      { slug: 'seal', name: 'Seal', category: 'berlina', fuels: ['elettrica'], kw: [230, 390], newPrice: [46000, 55000], years: [2023, 2026], gearboxes: A(), tractions: R4(), doors: 4, seats: 5,
        versions: ['Comfort', 'Design', 'Excellence AWD'] },
    ],
  },
  {
    slug: 'citroen', name: 'Citroën', premium: false,
    models: [
      { slug: 'c1', name: 'C1', category: 'city-car', fuels: ['benzina'], kw: [50, 53], newPrice: [10000, 14500], years: [2012, 2022], gearboxes: MS(), tractions: FWD(), doors: 5, seats: 4,
        versions: ['1.0 VTi 68 CV 5 porte Feel', '1.0 VTi 72 CV 5 porte Shine', '1.0 VTi 72 CV Airscape Feel', '1.0 VTi 68 CV ETG Live'] },
      { slug: 'c3', name: 'C3', category: 'city-car', fuels: ['benzina', 'diesel', 'gpl'], kw: [50, 81], newPrice: [14000, 22000], years: [2012, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.2 PureTech 83 CV Shine', '1.5 BlueHDi 100 CV Feel', '1.2 PureTech 110 CV EAT6 Shine', '1.2 PureTech 82 CV GPL Live', '1.6 BlueHDi 75 CV Business'] },
      { slug: 'c3-aircross', name: 'C3 Aircross', category: 'suv', fuels: ['benzina', 'diesel'], kw: [60, 96], newPrice: [18000, 28000], years: [2017, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.2 PureTech 110 CV Shine', '1.5 BlueHDi 110 CV Feel', '1.2 PureTech 130 CV EAT6 Shine', '1.2 PureTech 82 CV Live'] },
      { slug: 'c4', name: 'C4', category: 'berlina', fuels: ['diesel', 'benzina'], kw: [68, 114], newPrice: [22000, 32000], years: [2012, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.6 BlueHDi 120 CV Business', '1.2 PureTech 100 CV Feel', '1.2 PureTech 130 CV Feel Pack', '1.5 BlueHDi 130 CV EAT8 Shine'] },
      { slug: 'c5-aircross', name: 'C5 Aircross', category: 'suv', fuels: ['diesel', 'benzina', 'ibrida-plug-in'], kw: [96, 165], newPrice: [29000, 44000], years: [2018, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.5 BlueHDi 130 CV Business', '1.5 BlueHDi 130 CV EAT8 Shine', '1.2 PureTech 130 CV Feel', '2.0 BlueHDi 180 CV EAT8 Shine', 'Hybrid 225 e-EAT8 Shine'] },
    ],
  },
  {
    slug: 'cupra', name: 'Cupra', premium: false,
    models: [
      { slug: 'born', name: 'Born', category: 'berlina', fuels: ['elettrica'], kw: [110, 240], newPrice: [38000, 52000], years: [2021, 2026], gearboxes: A(), tractions: RWD(), doors: 5, seats: 5,
        versions: ['150 kW 58 kWh', '170 kW e-Boost 58 kWh', '170 kW e-Boost 77 kWh', 'VZ 240 kW 79 kWh'] },
      { slug: 'formentor', name: 'Formentor', category: 'suv', fuels: ['benzina', 'diesel', 'ibrida-plug-in'], kw: [110, 287], newPrice: [33000, 65000], years: [2020, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.5 TSI 150 CV', '2.0 TDI 150 CV DSG', '1.4 e-Hybrid 204 CV DSG', 'VZ 2.0 TSI 310 CV 4Drive DSG', 'VZ5 2.5 TSI 390 CV 4Drive DSG'] },
      { slug: 'leon', name: 'Leon', category: 'berlina', altCategories: ['station-wagon'], fuels: ['benzina', 'ibrida', 'ibrida-plug-in'], kw: [110, 245], newPrice: [35000, 55000], years: [2020, 2026], gearboxes: A(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.5 eTSI 150 CV DSG', '1.4 e-Hybrid 245 CV DSG', '2.0 TSI 300 CV DSG', 'Sportstourer 2.0 TSI 310 CV 4Drive DSG', 'VZ 2.0 TSI 333 CV DSG'] },
    ],
  },
  {
    slug: 'dacia', name: 'Dacia', premium: false,
    models: [
      { slug: 'sandero', name: 'Sandero', category: 'city-car', fuels: ['benzina', 'gpl', 'diesel'], kw: [48, 81], newPrice: [10500, 19000], years: [2012, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.0 SCe 65 CV Essential', '1.0 TCe 100 CV ECO-G Expression', 'Stepway 1.0 TCe 100 CV ECO-G Comfort', '1.5 dCi 75 CV Laureate', 'Stepway 0.9 TCe 90 CV GPL Lauréate'] },
      { slug: 'duster', name: 'Duster', category: 'suv', fuels: ['diesel', 'benzina', 'gpl', 'ibrida'], kw: [66, 110], newPrice: [14000, 28000], years: [2012, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.5 dCi 110 CV 4x4 Prestige', '1.0 TCe 100 CV ECO-G Comfort', '1.5 Blue dCi 115 CV Journey', '1.3 TCe 150 CV EDC Prestige', '1.6 SCe 115 CV GPL Laureate', 'Hybrid 140 Journey'] },
      { slug: 'spring', name: 'Spring', category: 'city-car', fuels: ['elettrica'], kw: [33, 48], newPrice: [16900, 22500], years: [2021, 2026], gearboxes: A(), tractions: FWD(), doors: 5, seats: 4,
        versions: ['Comfort', 'Comfort Plus', 'Expression Electric 45', 'Extreme Electric 65'] },
      { slug: 'jogger', name: 'Jogger', category: 'monovolume', altCategories: ['station-wagon'], fuels: ['benzina', 'gpl', 'ibrida'], kw: [74, 104], newPrice: [18000, 28000], years: [2022, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 7,
        versions: ['1.0 TCe 110 CV Essential 5 posti', '1.0 TCe 110 CV Expression 7 posti', '1.0 TCe 100 CV ECO-G Comfort', 'Hybrid 140 Extreme 7 posti'] },
    ],
  },
  {
    slug: 'ds', name: 'DS', premium: true,
    models: [
      { slug: 'ds-3', name: 'DS 3', category: 'suv', fuels: ['benzina', 'diesel', 'elettrica'], kw: [74, 115], kwByFuel: { elettrica: [100, 115] }, newPrice: [27000, 42000], years: [2019, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['Crossback PureTech 130 EAT8 Performance Line', 'Crossback BlueHDi 110 So Chic', 'PureTech 100 Bastille', 'BlueHDi 130 EAT8 Rivoli', 'E-Tense 156 CV Rivoli'] },
      { slug: 'ds-7', name: 'DS 7', category: 'suv', fuels: ['diesel', 'benzina', 'ibrida-plug-in'], kw: [96, 265], newPrice: [36000, 70000], years: [2018, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['Crossback BlueHDi 130 Business', 'Crossback BlueHDi 180 EAT8 Grand Chic', 'PureTech 225 EAT8 Rivoli', 'E-Tense 225 Rivoli', 'E-Tense 4x4 300 Performance Line+'] },
    ],
  },
  {
    slug: 'ferrari', name: 'Ferrari', premium: true,
    models: [
      { slug: '296', name: '296', category: 'coupe', altCategories: ['cabrio'], fuels: ['ibrida-plug-in'], kw: [610, 610], newPrice: [270000, 320000], years: [2022, 2026], gearboxes: A(), tractions: RWD(), doors: 2, seats: 2,
        versions: ['GTB', 'GTS', 'GTB Assetto Fiorano', 'GTS Assetto Fiorano'] },
      { slug: 'roma', name: 'Roma', category: 'coupe', altCategories: ['cabrio'], fuels: ['benzina'], kw: [456, 456], newPrice: [205000, 245000], years: [2020, 2026], gearboxes: A(), tractions: RWD(), doors: 2, seats: 4,
        versions: ['3.9 V8 620 CV', 'Spider 3.9 V8 620 CV', '3.9 V8 620 CV Pack Carbon'] },
      { slug: 'f8', name: 'F8', category: 'coupe', altCategories: ['cabrio'], fuels: ['benzina'], kw: [530, 530], newPrice: [230000, 265000], years: [2019, 2023], gearboxes: A(), tractions: RWD(), doors: 2, seats: 2,
        versions: ['Tributo', 'Spider', 'Tributo Racing Seats'] },
      { slug: 'portofino', name: 'Portofino', category: 'cabrio', altCategories: ['coupe'], fuels: ['benzina'], kw: [441, 456], newPrice: [195000, 230000], years: [2018, 2023], gearboxes: A(), tractions: RWD(), doors: 2, seats: 4,
        versions: ['3.9 V8 600 CV', 'M 3.9 V8 620 CV', '3.9 V8 600 CV Pack Premium'] },
    ],
  },
  {
    slug: 'fiat', name: 'Fiat', premium: false,
    models: [
      { slug: '500', name: '500', category: 'city-car', altCategories: ['cabrio'], fuels: ['benzina', 'ibrida', 'gpl', 'diesel'], kw: [51, 77], newPrice: [13500, 22000], years: [2010, 2024], gearboxes: MS(), tractions: FWD(), doors: 3, seats: 4,
        versions: ['1.2 Pop', '1.2 Lounge', '1.0 Hybrid Dolcevita', '1.2 EasyPower GPL Lounge', '0.9 TwinAir 85 CV Sport', '1.3 Multijet 95 CV Lounge'] },
      { slug: '500e', name: '500e', category: 'city-car', altCategories: ['cabrio'], fuels: ['elettrica'], kw: [70, 87], newPrice: [26000, 38000], years: [2020, 2026], gearboxes: A(), tractions: FWD(), doors: 3, seats: 4,
        versions: ['Action', 'Passion', 'Icon', 'La Prima', 'Cabrio Icon'] },
      { slug: '500x', name: '500X', category: 'suv', fuels: ['diesel', 'benzina', 'gpl', 'ibrida'], kw: [70, 125], newPrice: [20000, 32000], years: [2015, 2024], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.6 MultiJet 120 CV Lounge', '1.3 MultiJet 95 CV Urban', '1.0 T3 120 CV Cross', '1.4 T-Jet 120 CV GPL Pop Star', '1.5 Hybrid 130 CV DCT Sport', '2.0 MultiJet 140 CV AT9 4x4 Cross Plus'] },
      { slug: '500l', name: '500L', category: 'monovolume', fuels: ['diesel', 'benzina', 'gpl', 'metano'], kw: [59, 88], newPrice: [18000, 26000], years: [2012, 2022], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.3 Multijet 95 CV Lounge', '1.4 95 CV Mirror', '1.6 Multijet 120 CV Cross', '0.9 TwinAir Natural Power Pop Star', '1.4 T-Jet 120 CV GPL Lounge', 'Living 1.6 Multijet 120 CV 7 posti'] },
      { slug: '600', name: '600', category: 'suv', fuels: ['ibrida'], kw: [74, 107], newPrice: [25000, 33000], years: [2024, 2026], gearboxes: A(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.2 Hybrid 100 CV', '1.2 Hybrid 100 CV La Prima', '1.2 Hybrid 145 CV La Prima'] },
      { slug: '600e', name: '600e', category: 'suv', fuels: ['elettrica'], kw: [115, 115], newPrice: [33000, 42000], years: [2023, 2026], gearboxes: A(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['RED', 'La Prima', '54 kWh'] },
      { slug: 'panda', name: 'Panda', category: 'city-car', fuels: ['benzina', 'ibrida', 'gpl', 'metano', 'diesel'], kw: [51, 70], newPrice: [11900, 19500], years: [2012, 2026], gearboxes: MS(), tractions: F4(), doors: 5, seats: 4,
        versions: ['1.0 FireFly Hybrid City Life', '1.2 Easy', '0.9 TwinAir Natural Power', '1.2 EasyPower GPL Lounge', '1.3 MultiJet 4x4 Cross', '1.0 Hybrid Pandina'] },
      { slug: 'tipo', name: 'Tipo', category: 'berlina', altCategories: ['station-wagon'], fuels: ['diesel', 'benzina', 'gpl', 'ibrida'], kw: [70, 96], newPrice: [16000, 28000], years: [2016, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['SW 1.6 Mjt 120 CV Lounge', '1.4 95 CV 5 porte Easy', '1.3 Mjt 95 CV 4 porte Opening Edition', '1.4 T-Jet 120 CV GPL Lounge', '1.0 100 CV City Life', '1.5 Hybrid 130 CV DCT Cross'] },
      { slug: 'punto', name: 'Punto', category: 'city-car', fuels: ['benzina', 'diesel', 'gpl', 'metano'], kw: [51, 99], newPrice: [12500, 19000], years: [2012, 2018], gearboxes: MS(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.2 8V 69 CV Easy', '1.3 MJT 95 CV Lounge', '1.4 8V Easypower GPL Street', '1.4 8V Natural Power Young', '0.9 TwinAir 100 CV Lounge'] },
      { slug: 'doblo', name: 'Doblò', category: 'furgone', altCategories: ['monovolume'], fuels: ['diesel', 'metano'], kw: [66, 99], newPrice: [18000, 30000], years: [2012, 2026], gearboxes: MA(), tractions: FWD(), doors: 4, seats: 2,
        versions: ['Cargo 1.3 MJT 95 CV SX', 'Cargo Maxi 1.6 MJT 105 CV', '1.6 MJT 120 CV Lounge', '1.4 T-Jet 120 CV Natural Power Easy', 'Cargo 1.5 BlueHDi 100 CV'] },
      { slug: 'ducato', name: 'Ducato', category: 'furgone', fuels: ['diesel'], kw: [85, 132], newPrice: [30000, 50000], years: [2012, 2026], gearboxes: MSA(), tractions: FWD(), doors: 4, seats: 3,
        versions: ['2.3 MJT 130 CV L2H2 Furgone', '2.3 MJT 140 CV L2H2 Furgone Serie 8', '2.3 MJT 150 CV L3H2 Furgone', '2.3 MJT 180 CV Maxi L4H3 Comfort-Matic', '2.3 MJT 120 CV Cabinato'] },
    ],
  },
  {
    slug: 'ford', name: 'Ford', premium: false,
    models: [
      { slug: 'fiesta', name: 'Fiesta', category: 'city-car', fuels: ['benzina', 'diesel', 'gpl', 'ibrida'], kw: [44, 147], newPrice: [14000, 28000], years: [2012, 2023], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.1 75 CV 5 porte Titanium', '1.0 EcoBoost 100 CV ST-Line', '1.5 TDCi 85 CV Plus', '1.1 GPL 75 CV Connect', '1.0 EcoBoost Hybrid 125 CV ST-Line X', '1.5 EcoBoost 200 CV ST'] },
      { slug: 'focus', name: 'Focus', category: 'berlina', altCategories: ['station-wagon'], fuels: ['diesel', 'benzina', 'ibrida'], kw: [70, 257], newPrice: [21000, 45000], years: [2012, 2025], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.5 EcoBlue 120 CV ST-Line', 'SW 1.5 TDCi 120 CV Business', 'SW 1.0 EcoBoost 125 CV Titanium', '1.0 EcoBoost Hybrid 155 CV Active', '2.3 EcoBoost 280 CV ST', '2.3 EcoBoost 350 CV RS'] },
      { slug: 'puma', name: 'Puma', category: 'suv', fuels: ['ibrida', 'benzina', 'diesel'], kw: [88, 147], newPrice: [23000, 36000], years: [2020, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.0 EcoBoost Hybrid 125 CV ST-Line', '1.0 EcoBoost Hybrid 155 CV ST-Line X', '1.0 EcoBoost 125 CV Titanium', '1.5 EcoBlue 120 CV Titanium', '1.5 EcoBoost 200 CV ST'] },
      { slug: 'kuga', name: 'Kuga', category: 'suv', fuels: ['diesel', 'benzina', 'ibrida', 'ibrida-plug-in', 'ibrida-diesel'], kw: [88, 165], newPrice: [30000, 45000], years: [2013, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.5 EcoBlue 120 CV ST-Line', '2.0 EcoBlue Hybrid 150 CV Titanium', '2.0 TDCi 150 CV 4WD Titanium', '1.5 EcoBoost 150 CV Business', '2.5 Full Hybrid 190 CV AWD Vignale', '2.5 Plug-in Hybrid 225 CV ST-Line X'] },
      { slug: 'ecosport', name: 'EcoSport', category: 'suv', fuels: ['benzina', 'diesel'], kw: [66, 103], newPrice: [18000, 27000], years: [2014, 2022], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.0 EcoBoost 100 CV Titanium', '1.5 TDCi 95 CV Plus', '1.0 EcoBoost 125 CV ST-Line', '1.5 EcoBlue 125 CV AWD Titanium', '1.5 Ti-VCT 112 CV Powershift Titanium'] },
      { slug: 'mustang', name: 'Mustang', category: 'coupe', altCategories: ['cabrio'], fuels: ['benzina'], kw: [213, 338], newPrice: [45000, 75000], years: [2015, 2026], gearboxes: MA(), tractions: RWD(), doors: 2, seats: 4,
        versions: ['Fastback 2.3 EcoBoost', 'Fastback 5.0 V8 GT', 'Convertible 5.0 V8 GT', 'Mach 1 5.0 V8', 'Bullitt 5.0 V8', 'Dark Horse 5.0 V8'] },
      { slug: 'mustang-mach-e', name: 'Mustang Mach-E', category: 'suv', fuels: ['elettrica'], kw: [198, 358], newPrice: [48000, 78000], years: [2021, 2026], gearboxes: A(), tractions: R4(), doors: 5, seats: 5,
        versions: ['Standard Range RWD', 'Extended Range RWD', 'Extended Range AWD', 'GT'] },
      { slug: 'transit', name: 'Transit', category: 'furgone', fuels: ['diesel'], kw: [74, 136], newPrice: [32000, 55000], years: [2012, 2026], gearboxes: MA(), tractions: ALL(), doors: 4, seats: 3,
        versions: ['350 2.0 EcoBlue 130 CV L2H2 Trend', '350 2.0 EcoBlue 170 CV L3H2 Trend aut.', '350 2.2 TDCi 125 CV L3H2 Furgone', 'Custom 280 2.0 EcoBlue 130 CV L1H1', '470 2.0 EcoBlue 185 CV L4H3 Trend'] },
    ],
  },
  {
    slug: 'honda', name: 'Honda', premium: false,
    models: [
      { slug: 'civic', name: 'Civic', category: 'berlina', fuels: ['benzina', 'diesel', 'ibrida'], kw: [73, 242], newPrice: [22000, 55000], years: [2012, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.8 i-VTEC Comfort', '1.6 i-DTEC Executive', '1.0 VTEC Turbo Elegance', '1.5 VTEC Turbo Sport Plus', '2.0 e:HEV Advance', '2.0 VTEC Turbo Type R GT'] },
      { slug: 'jazz', name: 'Jazz', category: 'city-car', fuels: ['benzina', 'ibrida'], kw: [66, 90], newPrice: [16000, 26000], years: [2012, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.2 i-VTEC Trend', '1.3 i-VTEC Comfort', '1.3 i-VTEC CVT Elegance', '1.5 e:HEV Crosstar Executive', '1.5 e:HEV Advance'] },
      { slug: 'cr-v', name: 'CR-V', category: 'suv', fuels: ['diesel', 'benzina', 'ibrida', 'ibrida-plug-in'], kw: [88, 142], newPrice: [32000, 55000], years: [2012, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.6 i-DTEC 120 CV 2WD Elegance', '1.6 i-DTEC 160 CV AT 4WD Executive', '1.5 VTEC Turbo 4WD Lifestyle', '2.0 Hybrid i-MMD 4WD Executive', '2.0 e:PHEV Advance Tech'] },
      { slug: 'hr-v', name: 'HR-V', category: 'suv', fuels: ['benzina', 'diesel', 'ibrida'], kw: [88, 134], newPrice: [22000, 36000], years: [2015, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.5 i-VTEC Elegance', '1.5 i-VTEC CVT Comfort', '1.6 i-DTEC Executive', '1.5 VTEC Turbo Sport', '1.5 e:HEV Advance'] },
    ],
  },
  {
    slug: 'hyundai', name: 'Hyundai', premium: false,
    models: [
      { slug: 'i10', name: 'i10', category: 'city-car', fuels: ['benzina', 'gpl'], kw: [49, 74], newPrice: [11000, 17500], years: [2012, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.0 MPI Advanced', '1.0 GPL Econext Tech', '1.2 MPI Prime', '1.0 MPI AT Connectline', '1.0 T-GDI N Line'] },
      { slug: 'i20', name: 'i20', category: 'city-car', fuels: ['benzina', 'diesel', 'gpl', 'ibrida'], kw: [55, 150], newPrice: [14000, 30000], years: [2012, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.2 MPI Connectline', '1.2 GPL Econext Tech', '1.1 CRDi 75 CV Comfort', '1.0 T-GDI 48V iMT Connectline', '1.6 T-GDI N Performance'] },
      { slug: 'i30', name: 'i30', category: 'berlina', altCategories: ['station-wagon'], fuels: ['diesel', 'benzina', 'ibrida'], kw: [70, 206], newPrice: [20000, 38000], years: [2012, 2025], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.4 MPI Classic', '1.6 CRDi 110 CV Business', 'Wagon 1.0 T-GDI 120 CV Prime', '1.5 T-GDI 48V N Line', '2.0 T-GDI N Performance'] },
      { slug: 'kona', name: 'Kona', category: 'suv', fuels: ['benzina', 'diesel', 'ibrida'], kw: [85, 206], newPrice: [22000, 42000], years: [2017, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.0 T-GDI XTech', '1.6 CRDi 115 CV Xpossible', '1.6 GDI HEV DCT XLine', '1.6 T-GDI 4WD DCT XPrime', '2.0 T-GDI N Performance'] },
      { slug: 'kona-electric', name: 'Kona Electric', category: 'suv', fuels: ['elettrica'], kw: [100, 160], newPrice: [36000, 50000], years: [2018, 2026], gearboxes: A(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['39 kWh XPrime', '64 kWh Exellence', '48 kWh XClass', '65 kWh XClass'] },
      { slug: 'tucson', name: 'Tucson', category: 'suv', fuels: ['diesel', 'benzina', 'ibrida', 'ibrida-plug-in', 'ibrida-diesel'], kw: [85, 195], newPrice: [28000, 50000], years: [2015, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.7 CRDi XPossible', '1.6 GDI XTech', '2.0 CRDi 4WD aut. XPossible', '1.6 CRDi 48V XLine', '1.6 T-GDI HEV 4WD aut. Exellence', '1.6 T-GDI PHEV 4WD aut. XClass'] },
      { slug: 'ioniq-5', name: 'Ioniq 5', category: 'suv', fuels: ['elettrica'], kw: [125, 478], newPrice: [45000, 78000], years: [2021, 2026], gearboxes: A(), tractions: R4(), doors: 5, seats: 5,
        versions: ['58 kWh Progress', '77 kWh Innovation', '77 kWh AWD Evolution', '84 kWh N'] },
    ],
  },
  {
    slug: 'jaguar', name: 'Jaguar', premium: true,
    models: [
      { slug: 'e-pace', name: 'E-Pace', category: 'suv', fuels: ['diesel', 'benzina', 'ibrida-plug-in'], kw: [110, 227], newPrice: [40000, 65000], years: [2017, 2024], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['D150 AWD R-Dynamic S', 'D165 FWD S', 'D180 AWD HSE', 'P200 AWD R-Dynamic SE', 'P300e AWD R-Dynamic HSE'] },
      { slug: 'f-pace', name: 'F-Pace', category: 'suv', fuels: ['diesel', 'benzina', 'ibrida-plug-in'], kw: [120, 405], newPrice: [55000, 110000], years: [2016, 2026], gearboxes: A(), tractions: R4(), doors: 5, seats: 5,
        versions: ['2.0 D 163 CV RWD Pure', '2.0 D 180 CV AWD Prestige', 'D200 AWD R-Dynamic SE', '3.0 D V6 300 CV AWD S', 'P400e AWD R-Dynamic HSE', 'SVR 5.0 V8 AWD'] },
    ],
  },
  {
    slug: 'jeep', name: 'Jeep', premium: false,
    models: [
      { slug: 'renegade', name: 'Renegade', category: 'suv', fuels: ['diesel', 'benzina', 'gpl', 'ibrida', 'ibrida-plug-in'], kw: [81, 177], newPrice: [22000, 40000], years: [2014, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.6 Mjt 120 CV Limited', '1.0 T3 120 CV Longitude', '1.4 T-Jet 120 CV GPL Longitude', '2.0 Mjt 140 CV 4WD Trailhawk', '1.5 Turbo T4 MHEV 130 CV Summit', '1.3 T4 PHEV 4xe 190 CV Limited'] },
      { slug: 'compass', name: 'Compass', category: 'suv', fuels: ['diesel', 'benzina', 'ibrida', 'ibrida-plug-in'], kw: [88, 177], newPrice: [28000, 48000], years: [2017, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.6 Multijet II 2WD Limited', '2.0 Multijet II 4WD Trailhawk', '1.3 T4 150 CV DDCT Night Eagle', '1.5 Turbo T4 MHEV 130 CV S', '1.3 T4 PHEV 4xe 190 CV Limited'] },
      { slug: 'avenger', name: 'Avenger', category: 'suv', fuels: ['benzina', 'ibrida', 'elettrica'], kw: [74, 115], kwByFuel: { benzina: [74, 74], ibrida: [74, 107], elettrica: [115, 115] }, newPrice: [24000, 40000], years: [2023, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.2 Turbo 100 CV Longitude', '1.2 e-Hybrid 100 CV Altitude', '1.2 e-Hybrid 4xe 145 CV Upland', 'Elettrica 54 kWh Altitude', 'Elettrica 54 kWh Summit'] },
      { slug: 'wrangler', name: 'Wrangler', category: 'suv', fuels: ['diesel', 'benzina', 'ibrida-plug-in'], kw: [147, 280], newPrice: [50000, 80000], years: [2012, 2026], gearboxes: MA(), tractions: AWD(), doors: 5, seats: 5,
        versions: ['Unlimited 2.8 CRD Sahara', 'Unlimited 2.2 Mjt II Sahara', '2.2 Mjt II Sport 2 porte', 'Unlimited 2.0 Turbo Rubicon', 'Unlimited 2.0 PHEV 4xe Rubicon'] },
    ],
  },
  {
    slug: 'kia', name: 'Kia', premium: false,
    models: [
      { slug: 'picanto', name: 'Picanto', category: 'city-car', fuels: ['benzina', 'gpl'], kw: [49, 74], newPrice: [11500, 18000], years: [2012, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 4,
        versions: ['1.0 12V Urban', '1.0 12V EcoGPL Style', '1.2 16V GT-Line', '1.0 T-GDi X-Line', '1.0 DPi AMT Style'] },
      { slug: 'rio', name: 'Rio', category: 'city-car', fuels: ['benzina', 'diesel', 'gpl', 'ibrida'], kw: [55, 88], newPrice: [14000, 22000], years: [2012, 2023], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.2 MPi Urban', '1.2 EcoGPL Style', '1.4 CRDi 90 CV Cool', '1.1 CRDi 75 CV Active', '1.0 T-GDi 100 CV MHEV GT Line'] },
      { slug: 'ceed', name: 'Ceed', category: 'berlina', altCategories: ['station-wagon'], fuels: ['diesel', 'benzina', 'gpl', 'ibrida-diesel', 'ibrida-plug-in'], kw: [66, 150], newPrice: [21000, 36000], years: [2012, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.4 CRDi 90 CV Cool', '1.0 T-GDi 120 CV GPL Business Class', '1.5 T-GDi 160 CV GT Line', '1.6 CRDi 136 CV MHEV Style', 'SW 1.6 GDi PHEV Evolution', '1.6 T-GDi 204 CV GT'] },
      { slug: 'stonic', name: 'Stonic', category: 'suv', fuels: ['benzina', 'diesel', 'gpl', 'ibrida'], kw: [62, 88], newPrice: [18000, 28000], years: [2017, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.2 DPi Style', '1.0 T-GDi 100 CV Urban', '1.6 CRDi 110 CV Energy', '1.0 T-GDi 100 CV EcoGPL Style', '1.0 T-GDi 120 CV MHEV DCT GT Line'] },
      { slug: 'sportage', name: 'Sportage', category: 'suv', fuels: ['diesel', 'benzina', 'gpl', 'ibrida', 'ibrida-plug-in', 'ibrida-diesel'], kw: [85, 195], newPrice: [28000, 50000], years: [2012, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.7 CRDi 2WD Cool', '1.6 GDi EcoGPL Business', '1.6 T-GDi 177 CV AWD GT Line', '1.6 CRDi 136 CV MHEV Business', '1.6 T-GDi HEV AWD GT-Line', '1.6 T-GDi PHEV AWD Style'] },
      { slug: 'niro', name: 'Niro', category: 'suv', fuels: ['ibrida', 'ibrida-plug-in', 'elettrica'], kw: [100, 150], kwByFuel: { ibrida: [104, 104], 'ibrida-plug-in': [104, 135], elettrica: [100, 150] }, newPrice: [30000, 48000], years: [2016, 2026], gearboxes: A(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.6 GDi HEV DCT Business', '1.6 GDi HEV DCT Style', '1.6 GDi PHEV DCT Evolution', 'e-Niro 64 kWh Evolution', 'EV 64,8 kWh Style'] },
      { slug: 'ev6', name: 'EV6', category: 'suv', fuels: ['elettrica'], kw: [125, 448], newPrice: [48000, 75000], years: [2021, 2026], gearboxes: A(), tractions: R4(), doors: 5, seats: 5,
        versions: ['Air 58 kWh RWD', 'Earth 77 kWh RWD', 'GT-Line 77 kWh AWD', 'GT 77 kWh AWD'] },
    ],
  },
  {
    slug: 'lamborghini', name: 'Lamborghini', premium: true,
    models: [
      { slug: 'huracan', name: 'Huracán', category: 'coupe', altCategories: ['cabrio'], fuels: ['benzina'], kw: [426, 470], newPrice: [190000, 330000], years: [2014, 2024], gearboxes: A(), tractions: R4(), doors: 2, seats: 2,
        versions: ['LP 610-4', 'LP 580-2 Spyder', 'EVO RWD', 'EVO Spyder', 'Performante', 'STO'] },
      { slug: 'urus', name: 'Urus', category: 'suv', fuels: ['benzina', 'ibrida-plug-in'], kw: [478, 588], kwByFuel: { benzina: [478, 490], 'ibrida-plug-in': [588, 588] }, newPrice: [220000, 280000], years: [2018, 2026], gearboxes: A(), tractions: AWD(), doors: 5, seats: 5,
        versions: ['4.0 V8', 'S', 'Performante', 'SE'] },
    ],
  },
  {
    slug: 'lancia', name: 'Lancia', premium: false,
    models: [
      { slug: 'ypsilon', name: 'Ypsilon', category: 'city-car', fuels: ['benzina', 'ibrida', 'gpl', 'metano', 'diesel', 'elettrica'], kw: [51, 115], kwByFuel: { elettrica: [115, 115], ibrida: [51, 74] }, newPrice: [13000, 38000], years: [2011, 2026], gearboxes: MS(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.2 69 CV Gold', '1.0 FireFly Hybrid Silver', '1.2 69 CV EcoChic GPL Platinum', '0.9 TwinAir 80 CV EcoChic Metano Gold', '1.3 MJT 95 CV Platinum', 'Elettrica 156 CV LX'] },
      { slug: 'delta', name: 'Delta', category: 'berlina', fuels: ['diesel', 'benzina', 'gpl'], kw: [77, 147], newPrice: [22000, 32000], years: [2008, 2014], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.6 MJT 105 CV Silver', '1.6 MJT 120 CV Platino', '1.4 T-Jet 120 CV GPL Oro', '2.0 MJT 165 CV S by Momodesign', '1.8 Di Turbojet 200 CV Platino'] },
    ],
  },
  {
    slug: 'land-rover', name: 'Land Rover', premium: true,
    models: [
      { slug: 'defender', name: 'Defender', category: 'suv', fuels: ['diesel', 'benzina', 'ibrida-plug-in'], kw: [90, 386], newPrice: [35000, 130000], years: [2012, 2026], gearboxes: MA(), tractions: AWD(), doors: 5, seats: 5,
        versions: ['110 2.2 TD4 E', '90 D200 S', '110 D250 SE', '130 D300 X-Dynamic SE', '110 P400e X-Dynamic HSE', '90 5.0 V8'] },
      { slug: 'discovery-sport', name: 'Discovery Sport', category: 'suv', fuels: ['diesel', 'benzina', 'ibrida-plug-in'], kw: [110, 227], newPrice: [40000, 62000], years: [2015, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 7,
        versions: ['2.0 eD4 150 CV 2WD Pure', '2.0 TD4 150 CV SE', '2.0 TD4 180 CV HSE', 'D165 AWD R-Dynamic S', '2.0 Si4 240 CV AWD HSE', 'P300e AWD R-Dynamic SE'] },
      { slug: 'range-rover-evoque', name: 'Range Rover Evoque', category: 'suv', altCategories: ['cabrio'], fuels: ['diesel', 'ibrida-diesel', 'benzina', 'ibrida-plug-in'], kw: [110, 227], newPrice: [38000, 65000], years: [2012, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['2.0 eD4 150 CV 2WD Pure', '2.0 TD4 150 CV 5p. SE', '2.0 D150 AWD R-Dynamic S', '2.0 D165 MHEV AWD R-Dynamic SE', '2.0 Si4 240 CV HSE Dynamic', 'P300e AWD R-Dynamic HSE'] },
      { slug: 'range-rover-sport', name: 'Range Rover Sport', category: 'suv', fuels: ['diesel', 'ibrida-diesel', 'benzina', 'ibrida-plug-in'], kw: [177, 467], newPrice: [80000, 200000], years: [2013, 2026], gearboxes: A(), tractions: AWD(), doors: 5, seats: 5,
        versions: ['3.0 TDV6 HSE', '3.0 SDV6 HSE Dynamic', 'D300 MHEV Dynamic SE', 'P400e HSE', 'P510e Autobiography', '5.0 V8 SVR'] },
    ],
  },
  {
    slug: 'lexus', name: 'Lexus', premium: true,
    models: [
      { slug: 'nx', name: 'NX', category: 'suv', fuels: ['ibrida', 'ibrida-plug-in', 'benzina'], kw: [145, 227], newPrice: [45000, 75000], years: [2014, 2026], gearboxes: A(), tractions: F4(), doors: 5, seats: 5,
        versions: ['300h Business 2WD', '300h Executive 4WD', '350h Premium 2WD', '350h F Sport E-Four', '450h+ Luxury E-Four', '200t F Sport AWD'] },
      { slug: 'ux', name: 'UX', category: 'suv', fuels: ['ibrida', 'elettrica'], kw: [135, 150], kwByFuel: { ibrida: [135, 146], elettrica: [150, 150] }, newPrice: [35000, 55000], years: [2019, 2026], gearboxes: A(), tractions: F4(), doors: 5, seats: 5,
        versions: ['250h Business 2WD', '250h Luxury 2WD', '250h F Sport 4WD', '300h Premium', '300e Executive'] },
    ],
  },
  {
    slug: 'maserati', name: 'Maserati', premium: true,
    models: [
      { slug: 'ghibli', name: 'Ghibli', category: 'berlina', fuels: ['diesel', 'benzina', 'ibrida'], kw: [184, 427], newPrice: [75000, 130000], years: [2013, 2024], gearboxes: A(), tractions: R4(), doors: 4, seats: 5,
        versions: ['3.0 V6 Diesel 250 CV', '3.0 V6 Diesel 275 CV GranSport', '3.0 V6 S Q4 GranLusso', '2.0 Hybrid 330 CV GT', '3.8 V8 Trofeo'] },
      { slug: 'levante', name: 'Levante', category: 'suv', fuels: ['diesel', 'benzina', 'ibrida'], kw: [184, 427], newPrice: [80000, 160000], years: [2016, 2024], gearboxes: A(), tractions: AWD(), doors: 5, seats: 5,
        versions: ['3.0 V6 Diesel 250 CV Q4', '3.0 V6 Diesel 275 CV Q4 GranSport', '3.0 V6 S Q4 GranLusso', '2.0 Hybrid 330 CV GT', '3.8 V8 Trofeo Q4'] },
      { slug: 'grecale', name: 'Grecale', category: 'suv', fuels: ['ibrida', 'benzina', 'elettrica'], kw: [221, 410], kwByFuel: { ibrida: [221, 243], benzina: [390, 390], elettrica: [410, 410] }, newPrice: [75000, 125000], years: [2022, 2026], gearboxes: A(), tractions: AWD(), doors: 5, seats: 5,
        versions: ['GT 2.0 Hybrid 300 CV', 'Modena 2.0 Hybrid 330 CV', 'Trofeo 3.0 V6 530 CV', 'Folgore'] },
    ],
  },
  {
    slug: 'mazda', name: 'Mazda', premium: false,
    models: [
      { slug: 'mazda2', name: 'Mazda2', category: 'city-car', fuels: ['benzina', 'ibrida', 'diesel'], kw: [55, 85], newPrice: [15000, 25000], years: [2015, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.5 Skyactiv-G 75 CV Evolve', '1.5 Skyactiv-G 90 CV Exceed', '1.5 Skyactiv-D 105 CV Evolve', '1.5 e-Skyactiv G 90 CV Homura', '1.5 Full Hybrid 116 CV Pure'] },
      { slug: 'mazda3', name: 'Mazda3', category: 'berlina', fuels: ['benzina', 'diesel', 'ibrida'], kw: [74, 137], newPrice: [23000, 35000], years: [2013, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['2.0 Skyactiv-G 120 CV Evolve', '1.5 Skyactiv-D 105 CV Exceed', '2.2 Skyactiv-D 150 CV Exceed', '1.8 Skyactiv-D 116 CV Executive', '2.0 e-Skyactiv G 122 CV Exclusive Line', '2.0 e-Skyactiv X 186 CV AWD Homura'] },
      { slug: 'cx-30', name: 'CX-30', category: 'suv', fuels: ['ibrida', 'diesel'], kw: [85, 137], newPrice: [27000, 38000], years: [2019, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['2.0 e-Skyactiv G 122 CV Exceed', '2.0 e-Skyactiv X 186 CV AWD Exclusive Line', '1.8 Skyactiv-D 116 CV Executive', '2.5 e-Skyactiv G 140 CV Homura'] },
      { slug: 'cx-5', name: 'CX-5', category: 'suv', fuels: ['diesel', 'benzina', 'ibrida'], kw: [110, 143], newPrice: [30000, 45000], years: [2012, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['2.2L Skyactiv-D 150 CV 2WD Exceed', '2.2L Skyactiv-D 184 CV AWD Signature', '2.0L Skyactiv-G 165 CV 2WD Evolve', '2.0L e-Skyactiv G 165 CV Homura', '2.5L e-Skyactiv G 194 CV AWD Takumi'] },
      { slug: 'mx-5', name: 'MX-5', category: 'cabrio', fuels: ['benzina'], kw: [96, 135], newPrice: [27000, 40000], years: [2012, 2026], gearboxes: MA(), tractions: RWD(), doors: 2, seats: 2,
        versions: ['1.5L Skyactiv-G Prime-Line', '1.5L Skyactiv-G Exceed', '2.0L Skyactiv-G 160 CV Sport', '2.0L Skyactiv-G 184 CV Sport', 'RF 2.0L Skyactiv-G Exclusive-Line'] },
    ],
  },
  {
    slug: 'mercedes-benz', name: 'Mercedes-Benz', premium: true,
    models: [
      { slug: 'classe-a', name: 'Classe A', category: 'berlina', fuels: ['diesel', 'benzina', 'ibrida-plug-in'], kw: [66, 310], newPrice: [28000, 75000], years: [2012, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['A 180 d Automatic Sport', 'A 180 Business Extra', 'A 200 Automatic Advanced Plus', 'A 250 e Automatic EQ-Power Premium', 'Mercedes-AMG A 35 4Matic', 'Mercedes-AMG A 45 S 4Matic+'] },
      { slug: 'classe-b', name: 'Classe B', category: 'monovolume', fuels: ['diesel', 'benzina', 'metano', 'ibrida-plug-in'], kw: [80, 165], newPrice: [30000, 48000], years: [2012, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['B 180 d Automatic Business', 'B 200 d Automatic Sport Plus', 'B 180 Sport', 'B 200 Natural Gas Drive Executive', 'B 250 e Automatic Premium'] },
      { slug: 'classe-c', name: 'Classe C', category: 'berlina', altCategories: ['station-wagon', 'coupe', 'cabrio'], fuels: ['diesel', 'benzina', 'ibrida-diesel', 'ibrida-plug-in'], kw: [88, 375], newPrice: [40000, 110000], years: [2012, 2026], gearboxes: MA(), tractions: R4(), doors: 4, seats: 5,
        versions: ['C 220 d Auto Sport', 'C 200 d S.W. Business', 'C 180 Coupé Sport', 'C 220 d 4Matic Mild Hybrid AMG Line', 'C 300 de Auto EQ-Power Premium', 'Mercedes-AMG C 63 S'] },
      { slug: 'classe-e', name: 'Classe E', category: 'berlina', altCategories: ['station-wagon', 'coupe', 'cabrio'], fuels: ['diesel', 'benzina', 'ibrida-diesel', 'ibrida-plug-in'], kw: [110, 450], newPrice: [50000, 130000], years: [2012, 2026], gearboxes: A(), tractions: R4(), doors: 4, seats: 5,
        versions: ['E 220 d Auto Business Sport', 'E 200 d S.W. Auto Business', 'E 220 d Mild Hybrid 4Matic All-Terrain', 'E 350 d 4Matic Auto Premium Plus', 'E 300 de EQ-Power Premium', 'Mercedes-AMG E 63 S 4Matic+'] },
      { slug: 'cla', name: 'CLA', category: 'berlina', altCategories: ['station-wagon'], fuels: ['diesel', 'benzina', 'ibrida-plug-in'], kw: [80, 310], newPrice: [34000, 80000], years: [2013, 2026], gearboxes: MA(), tractions: F4(), doors: 4, seats: 5,
        versions: ['CLA 180 d Automatic Business', 'Shooting Brake CLA 200 d Automatic Sport', 'CLA 200 Automatic AMG Line Premium', 'CLA 250 e Automatic Premium AMG Line', 'Mercedes-AMG CLA 35 4Matic', 'Mercedes-AMG CLA 45 S 4Matic+'] },
      { slug: 'gla', name: 'GLA', category: 'suv', fuels: ['diesel', 'benzina', 'ibrida-plug-in'], kw: [80, 310], newPrice: [35000, 80000], years: [2014, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['GLA 180 d Automatic Sport', 'GLA 200 d Automatic 4Matic Progressive', 'GLA 200 Automatic AMG Line Premium', 'GLA 250 e Automatic Progressive Advanced Plus', 'Mercedes-AMG GLA 35 4Matic', 'Mercedes-AMG GLA 45 S 4Matic+'] },
      { slug: 'glc', name: 'GLC', category: 'suv', altCategories: ['coupe'], fuels: ['diesel', 'ibrida-diesel', 'benzina', 'ibrida-plug-in'], kw: [120, 375], newPrice: [50000, 120000], years: [2015, 2026], gearboxes: A(), tractions: R4(), doors: 5, seats: 5,
        versions: ['GLC 200 d 4Matic Sport', 'GLC 220 d 4Matic Business', 'Coupé GLC 250 d 4Matic Premium', 'GLC 220 d 4Matic Mild Hybrid AMG Line Advanced', 'GLC 300 de 4Matic Premium Plus', 'Mercedes-AMG GLC 63 S 4Matic+'] },
      { slug: 'gle', name: 'GLE', category: 'suv', altCategories: ['coupe'], fuels: ['diesel', 'ibrida-diesel', 'benzina', 'ibrida-plug-in'], kw: [150, 450], newPrice: [70000, 160000], years: [2015, 2026], gearboxes: A(), tractions: AWD(), doors: 5, seats: 5,
        versions: ['GLE 300 d 4Matic Sport', 'GLE 300 d Mild Hybrid 4Matic Premium Plus', 'GLE 400 d 4Matic Premium Plus', 'Coupé GLE 350 d 4Matic Premium', 'GLE 350 de 4Matic EQ-Power Premium', 'Mercedes-AMG GLE 63 S 4Matic+'] },
    ],
  },
  {
    slug: 'mg', name: 'MG', premium: false,
    models: [
      { slug: 'zs', name: 'ZS', category: 'suv', fuels: ['benzina', 'elettrica', 'ibrida'], kw: [78, 145], kwByFuel: { benzina: [78, 82], elettrica: [105, 130], ibrida: [145, 145] }, newPrice: [18000, 38000], years: [2019, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.5 VTi-tech Comfort', '1.0 T-GDI Luxury', 'EV Standard Range Comfort', 'EV Long Range Luxury', 'Hybrid+ Luxury'] },
      { slug: 'mg4', name: 'MG4', category: 'berlina', fuels: ['elettrica'], kw: [125, 320], newPrice: [30000, 46000], years: [2022, 2026], gearboxes: A(), tractions: R4(), doors: 5, seats: 5,
        versions: ['Standard Comfort', 'Long Range Luxury', 'Extended Range Luxury', 'XPOWER'] },
      { slug: 'hs', name: 'HS', category: 'suv', fuels: ['benzina', 'ibrida-plug-in', 'ibrida'], kw: [119, 190], newPrice: [25000, 40000], years: [2020, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.5 T-GDI Comfort', '1.5 T-GDI DCT Luxury', 'Plug-in Hybrid Luxury', 'Hybrid+ Comfort'] },
    ],
  },
  {
    slug: 'mini', name: 'Mini', premium: true,
    models: [
      { slug: 'cooper', name: 'Cooper', category: 'city-car', altCategories: ['cabrio'], fuels: ['benzina', 'diesel', 'elettrica'], kw: [55, 170], kwByFuel: { diesel: [85, 125], elettrica: [135, 160] }, newPrice: [20000, 42000], years: [2012, 2026], gearboxes: MA(), tractions: FWD(), doors: 3, seats: 4,
        versions: ['1.5 One Baker Street 5 porte', '1.5 Cooper D 5 porte Hype', '2.0 Cooper S 3 porte', 'Cooper S Cabrio', 'Cooper SE Electric', 'John Cooper Works 2.0'] },
      { slug: 'countryman', name: 'Countryman', category: 'suv', fuels: ['diesel', 'benzina', 'ibrida-plug-in', 'elettrica'], kw: [75, 230], kwByFuel: { diesel: [85, 140], 'ibrida-plug-in': [165, 165], elettrica: [150, 230] }, newPrice: [28000, 55000], years: [2012, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.5 One D Business', '2.0 Cooper D ALL4 Hype', '2.0 Cooper S Classic', '1.5 Cooper SE ALL4 Plug-in Hybrid', 'John Cooper Works ALL4', 'Countryman E Classic'] },
      { slug: 'clubman', name: 'Clubman', category: 'station-wagon', fuels: ['benzina', 'diesel'], kw: [75, 225], newPrice: [26000, 48000], years: [2015, 2024], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.5 One Business', '2.0 Cooper D Hype', '2.0 Cooper S Classic', '2.0 Cooper SD ALL4', 'John Cooper Works ALL4'] },
    ],
  },
  {
    slug: 'mitsubishi', name: 'Mitsubishi', premium: false,
    models: [
      { slug: 'space-star', name: 'Space Star', category: 'city-car', fuels: ['benzina', 'gpl'], kw: [52, 59], newPrice: [11000, 17000], years: [2013, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.0 Invite', '1.2 Intense', '1.2 GPL Intense', '1.2 CVT Instyle', '1.2 Diamond Edition'] },
      { slug: 'eclipse-cross', name: 'Eclipse Cross', category: 'suv', fuels: ['benzina', 'ibrida-plug-in'], kw: [120, 138], newPrice: [27000, 42000], years: [2018, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.5 Turbo 2WD Intense', '1.5 Turbo CVT 4WD Instyle', '2.4 PHEV Intense SDA', '2.4 PHEV Instyle 4WD'] },
    ],
  },
  {
    slug: 'nissan', name: 'Nissan', premium: false,
    models: [
      { slug: 'micra', name: 'Micra', category: 'city-car', fuels: ['benzina', 'diesel', 'gpl'], kw: [52, 86], newPrice: [13000, 22000], years: [2012, 2023], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.2 12V Acenta', '1.0 71 CV GPL Visia', '0.9 IG-T 90 CV Acenta', '1.5 dCi 90 CV Tekna', '1.0 IG-T 100 CV N-Connecta'] },
      { slug: 'juke', name: 'Juke', category: 'suv', fuels: ['benzina', 'diesel', 'gpl', 'ibrida'], kw: [69, 140], newPrice: [19000, 32000], years: [2012, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.5 dCi Acenta', '1.6 GPL Eco Visia', '1.6 DIG-T 190 CV 4x4 Tekna', '1.0 DIG-T 114 CV N-Connecta', '1.6 Hybrid 143 CV N-Design'] },
      { slug: 'qashqai', name: 'Qashqai', category: 'suv', fuels: ['diesel', 'benzina', 'ibrida'], kw: [81, 140], newPrice: [24000, 42000], years: [2012, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.5 dCi 115 CV N-Connecta', '1.2 DIG-T 115 CV Business', '1.6 dCi 130 CV 4WD Tekna', '1.3 DIG-T 140 CV Acenta', '1.3 DIG-T MHEV 158 CV Xtronic Tekna', 'e-Power 190 CV N-Connecta'] },
      { slug: 'x-trail', name: 'X-Trail', category: 'suv', fuels: ['diesel', 'benzina', 'ibrida'], kw: [96, 157], newPrice: [30000, 50000], years: [2014, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 7,
        versions: ['1.6 dCi 2WD Acenta', '1.3 DIG-T 160 CV DCT N-Connecta', '1.7 dCi 150 CV 4WD Tekna', '2.0 dCi 177 CV 4WD Xtronic Tekna', 'e-Power 204 CV Tekna', 'e-4orce 213 CV 4WD N-Connecta 7 posti'] },
      { slug: 'leaf', name: 'Leaf', category: 'berlina', fuels: ['elettrica'], kw: [80, 160], newPrice: [30000, 48000], years: [2012, 2026], gearboxes: A(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['24 kWh Acenta', '30 kWh Tekna', '40 kWh N-Connecta', 'e+ 62 kWh Tekna'] },
    ],
  },
  {
    slug: 'opel', name: 'Opel', premium: false,
    models: [
      { slug: 'corsa', name: 'Corsa', category: 'city-car', fuels: ['benzina', 'diesel', 'gpl', 'elettrica', 'ibrida'], kw: [51, 115], kwByFuel: { benzina: [51, 96], diesel: [55, 74], gpl: [55, 66], elettrica: [100, 115], ibrida: [74, 81] }, newPrice: [14000, 36000], years: [2012, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.2 70 CV 5 porte Edition', '1.4 GPL Tech 90 CV 5 porte Cosmo', '1.3 CDTI 95 CV Innovation', '1.2 100 CV GS Line', 'Corsa-e Elegance', '1.2 Hybrid 100 CV GS'] },
      { slug: 'astra', name: 'Astra', category: 'berlina', altCategories: ['station-wagon'], fuels: ['diesel', 'benzina', 'gpl', 'ibrida-plug-in', 'elettrica'], kw: [70, 165], kwByFuel: { benzina: [74, 147], diesel: [70, 118], gpl: [88, 103], 'ibrida-plug-in': [133, 165], elettrica: [115, 115] }, newPrice: [20000, 45000], years: [2012, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.6 CDTi 110 CV 5 porte Innovation', 'Sports Tourer 1.4 Turbo GPL Tech 140 CV Elective', '1.5 CDTI 122 CV AT9 Business Elegance', '1.2 Turbo 130 CV GS Line', 'Sports Tourer 1.6 Hybrid 180 CV AT8 Elegance', 'Electric 156 CV GS'] },
      { slug: 'mokka', name: 'Mokka', category: 'suv', fuels: ['diesel', 'benzina', 'gpl', 'elettrica', 'ibrida'], kw: [74, 115], kwByFuel: { benzina: [74, 103], diesel: [81, 100], gpl: [103, 103], elettrica: [100, 115], ibrida: [74, 107] }, newPrice: [21000, 40000], years: [2012, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['X 1.6 CDTI 136 CV 4x4 Innovation', '1.4 Turbo GPL Tech 140 CV 4x2 Ego', '1.5 Diesel 110 CV Edition', '1.2 Turbo 130 CV AT8 GS Line', '1.2 Hybrid 136 CV GS', 'Mokka-e Elegance'] },
      { slug: 'crossland', name: 'Crossland', category: 'suv', fuels: ['benzina', 'diesel', 'gpl'], kw: [60, 96], newPrice: [18000, 28000], years: [2017, 2024], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['X 1.2 12V Advance', 'X 1.2 GPL 81 CV Innovation', 'X 1.6 ECOTEC D 120 CV Innovation', '1.2 Turbo 110 CV Elegance', '1.5 ECOTEC D 110 CV Edition', '1.2 Turbo 130 CV AT6 GS Line'] },
      { slug: 'grandland', name: 'Grandland', category: 'suv', fuels: ['diesel', 'benzina', 'ibrida-plug-in', 'ibrida'], kw: [88, 221], newPrice: [27000, 48000], years: [2017, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['X 1.5 diesel 130 CV Innovation', 'X 1.2 Turbo 130 CV Business', '1.5 diesel 130 CV AT8 GS Line', '1.6 Hybrid 225 CV AT8 Elegance', '1.6 Hybrid4 300 CV AT8 GSe', '1.2 Hybrid 136 CV eDCT6 Edition'] },
    ],
  },
  {
    slug: 'peugeot', name: 'Peugeot', premium: false,
    models: [
      { slug: '108', name: '108', category: 'city-car', fuels: ['benzina'], kw: [50, 60], newPrice: [11000, 15500], years: [2014, 2021], gearboxes: MS(), tractions: FWD(), doors: 5, seats: 4,
        versions: ['1.0 VTi 68 CV Active', '1.0 VTi 72 CV 5 porte Allure', '1.0 VTi 72 CV ETG Collection', '1.2 PureTech 82 CV 5 porte Allure'] },
      { slug: '208', name: '208', category: 'city-car', fuels: ['benzina', 'diesel', 'gpl', 'elettrica', 'ibrida'], kw: [50, 115], kwByFuel: { benzina: [50, 96], diesel: [50, 96], gpl: [60, 60], elettrica: [100, 115], ibrida: [74, 100] }, newPrice: [14000, 38000], years: [2012, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.2 PureTech 82 CV 5 porte Active', '1.2 PureTech 82 CV GPL Active', '1.5 BlueHDi 100 CV Allure', '1.2 PureTech 100 CV GT Line', 'Hybrid 100 e-DCS6 Allure', 'e-208 50 kWh GT'] },
      { slug: '2008', name: '2008', category: 'suv', fuels: ['benzina', 'diesel', 'elettrica', 'ibrida'], kw: [60, 115], kwByFuel: { benzina: [60, 114], diesel: [68, 96], elettrica: [100, 115], ibrida: [74, 100] }, newPrice: [18000, 42000], years: [2013, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.6 BlueHDi 100 CV Active', '1.2 PureTech 110 CV Allure', '1.5 BlueHDi 110 CV Active', '1.2 PureTech 130 CV EAT8 GT Line', 'Hybrid 136 e-DCS6 GT', 'e-2008 50 kWh Allure'] },
      { slug: '308', name: '308', category: 'berlina', altCategories: ['station-wagon'], fuels: ['diesel', 'benzina', 'ibrida-plug-in', 'ibrida', 'elettrica'], kw: [73, 200], kwByFuel: { benzina: [81, 200], diesel: [73, 133], 'ibrida-plug-in': [133, 165], ibrida: [100, 107], elettrica: [115, 115] }, newPrice: [22000, 45000], years: [2013, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['Hybrid 136 e-DCS6 Allure', '1.5 BlueHDi 130 CV Allure', 'SW 1.2 PureTech 130 CV EAT8 GT Line', '1.6 THP 270 CV GTi', 'Hybrid 180 e-EAT8 GT', 'e-308 Allure'] },
      { slug: '3008', name: '3008', category: 'suv', fuels: ['diesel', 'benzina', 'ibrida-plug-in', 'ibrida', 'ibrida-diesel', 'elettrica'], kw: [73, 240], kwByFuel: { benzina: [88, 133], diesel: [73, 133], 'ibrida-plug-in': [165, 221], ibrida: [100, 107], 'ibrida-diesel': [147, 147], elettrica: [157, 240] }, newPrice: [28000, 55000], years: [2013, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['Hybrid 136 e-DCS6 Allure', '1.5 BlueHDi 130 CV EAT8 Allure', '1.2 PureTech 130 CV Active', '2.0 HDi HYbrid4 Active', 'Hybrid4 300 e-EAT8 GT', 'E-3008 73 kWh Allure'] },
      { slug: '5008', name: '5008', category: 'suv', altCategories: ['monovolume'], fuels: ['diesel', 'benzina', 'ibrida'], kw: [82, 133], newPrice: [30000, 50000], years: [2012, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 7,
        versions: ['1.6 BlueHDi 120 CV Business', '1.5 BlueHDi 130 CV EAT8 Allure', '1.2 PureTech 130 CV Active 7 posti', '2.0 BlueHDi 180 CV EAT8 GT', 'Hybrid 136 e-DCS6 Allure'] },
    ],
  },
  {
    slug: 'porsche', name: 'Porsche', premium: true,
    models: [
      { slug: '911', name: '911', category: 'coupe', altCategories: ['cabrio'], fuels: ['benzina'], kw: [257, 478], newPrice: [105000, 260000], years: [2012, 2026], gearboxes: MA(), tractions: R4(), doors: 2, seats: 4,
        versions: ['Carrera', 'Carrera S', 'Carrera 4S Cabriolet', 'Targa 4S', 'Turbo S', 'GT3'] },
      { slug: 'cayenne', name: 'Cayenne', category: 'suv', altCategories: ['coupe'], fuels: ['benzina', 'diesel', 'ibrida-plug-in'], kw: [180, 544], newPrice: [80000, 200000], years: [2012, 2026], gearboxes: A(), tractions: AWD(), doors: 5, seats: 5,
        versions: ['Diesel Platinum Edition', '3.0 V6', 'Coupé 3.0 V6', 'S E-Hybrid', 'E-Hybrid Coupé', 'Turbo'] },
      { slug: 'macan', name: 'Macan', category: 'suv', fuels: ['benzina', 'diesel', 'elettrica'], kw: [185, 470], kwByFuel: { benzina: [185, 324], diesel: [190, 190], elettrica: [265, 470] }, newPrice: [60000, 130000], years: [2014, 2026], gearboxes: A(), tractions: R4(), doors: 5, seats: 5,
        versions: ['2.0', 'S Diesel', 'S', 'GTS', '4 Electric', 'Turbo Electric'] },
      { slug: 'taycan', name: 'Taycan', category: 'berlina', altCategories: ['station-wagon'], fuels: ['elettrica'], kw: [300, 700], newPrice: [90000, 200000], years: [2020, 2026], gearboxes: A(), tractions: R4(), doors: 4, seats: 4,
        versions: ['Taycan', '4S', '4S Cross Turismo', 'GTS Sport Turismo', 'Turbo', 'Turbo S'] },
    ],
  },
  {
    slug: 'renault', name: 'Renault', premium: false,
    models: [
      { slug: 'twingo', name: 'Twingo', category: 'city-car', fuels: ['benzina', 'elettrica'], kw: [48, 81], kwByFuel: { benzina: [48, 81], elettrica: [60, 60] }, newPrice: [11500, 24000], years: [2012, 2024], gearboxes: MA(), tractions: ['anteriore', 'posteriore'], doors: 5, seats: 4,
        versions: ['1.2 75 CV Live', 'SCe 65 CV Zen', 'SCe 75 CV Limited', 'TCe 90 CV Intens', 'TCe 110 CV GT', 'Electric Vibes'] },
      { slug: 'clio', name: 'Clio', category: 'city-car', fuels: ['benzina', 'diesel', 'gpl', 'ibrida'], kw: [48, 162], newPrice: [14000, 30000], years: [2012, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['0.9 TCe 90 CV Intens', '1.5 dCi 90 CV Zen', '1.0 TCe 100 CV GPL Zen', '1.2 TCe 120 CV EDC Energy Intens', 'E-Tech full hybrid 145 CV Techno', '1.6 Turbo 220 CV R.S. Trophy'] },
      { slug: 'captur', name: 'Captur', category: 'suv', fuels: ['benzina', 'diesel', 'gpl', 'ibrida', 'ibrida-plug-in'], kw: [66, 118], newPrice: [18000, 36000], years: [2013, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['0.9 TCe 90 CV Energy Intens', '1.5 dCi 90 CV Zen', '1.0 TCe 100 CV GPL Intens', '1.3 TCe 140 CV EDC Techno', 'E-Tech full hybrid 145 CV esprit Alpine', 'E-Tech Plug-in Hybrid 160 CV Intens'] },
      { slug: 'megane', name: 'Mégane', category: 'berlina', altCategories: ['station-wagon', 'suv'], fuels: ['diesel', 'benzina', 'ibrida-plug-in', 'elettrica'], kw: [66, 221], kwByFuel: { benzina: [85, 221], diesel: [66, 121], 'ibrida-plug-in': [118, 118], elettrica: [96, 162] }, newPrice: [21000, 48000], years: [2012, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.5 dCi 110 CV Energy Intens', 'Sporter 1.5 Blue dCi 115 CV Business', '1.3 TCe 140 CV EDC Intens', 'Sporter E-Tech Plug-in Hybrid 160 CV R.S. Line', '1.8 TCe 300 CV R.S. Trophy', 'E-Tech Electric EV60 220 CV Techno'] },
      { slug: 'arkana', name: 'Arkana', category: 'suv', fuels: ['ibrida', 'benzina'], kw: [103, 117], newPrice: [28000, 38000], years: [2021, 2026], gearboxes: A(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['TCe 140 CV EDC Mild Hybrid Intens', 'TCe 160 CV EDC R.S. Line', 'E-Tech full hybrid 145 CV Techno', 'E-Tech full hybrid 145 CV R.S. Line', 'E-Tech full hybrid 145 CV esprit Alpine'] },
      { slug: 'austral', name: 'Austral', category: 'suv', fuels: ['ibrida'], kw: [96, 147], newPrice: [33000, 47000], years: [2022, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['Mild Hybrid 140 CV Equilibre', 'Mild Hybrid Advanced 130 CV Techno', 'E-Tech full hybrid 200 CV Techno', 'E-Tech full hybrid 200 CV Iconic esprit Alpine'] },
      { slug: 'zoe', name: 'Zoe', category: 'city-car', fuels: ['elettrica'], kw: [65, 100], newPrice: [24000, 36000], years: [2013, 2024], gearboxes: A(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['Life R90', 'Intens R110', 'Zen R110 Flex', 'Intens R135', 'E-Tech Electric Equilibre R110'] },
    ],
  },
  {
    slug: 'seat', name: 'Seat', premium: false,
    models: [
      { slug: 'ibiza', name: 'Ibiza', category: 'city-car', fuels: ['benzina', 'diesel', 'metano'], kw: [51, 110], newPrice: [14000, 25000], years: [2012, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.0 MPI 80 CV Style', '1.6 TDI 95 CV Business', '1.0 TGI 90 CV Reference', '1.0 TSI 95 CV FR', '1.5 TSI 150 CV DSG FR'] },
      { slug: 'leon', name: 'Leon', category: 'berlina', altCategories: ['station-wagon'], fuels: ['diesel', 'benzina', 'metano', 'ibrida', 'ibrida-plug-in'], kw: [66, 221], newPrice: [20000, 42000], years: [2012, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.6 TDI 115 CV 5 porte Business', '1.5 TSI 150 CV FR', 'ST 1.5 TGI DSG Business', 'Sportstourer 1.5 eTSI 150 CV DSG FR', '1.4 e-Hybrid 204 CV DSG FR', '2.0 TSI 290 CV DSG Cupra'] },
      { slug: 'arona', name: 'Arona', category: 'suv', fuels: ['benzina', 'diesel', 'metano'], kw: [66, 110], newPrice: [18000, 30000], years: [2017, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.0 TSI 95 CV Style', '1.0 TGI Reference', '1.6 TDI 115 CV DSG Xcellence', '1.0 TSI 110 CV DSG Xperience', '1.5 EcoTSI 150 CV FR'] },
      { slug: 'ateca', name: 'Ateca', category: 'suv', fuels: ['diesel', 'benzina'], kw: [85, 140], newPrice: [25000, 40000], years: [2016, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.6 TDI Business', '1.0 TSI 115 CV Style', '1.5 TSI 150 CV ACT DSG FR', '2.0 TDI 150 CV 4Drive DSG Xcellence', '2.0 TDI 190 CV 4Drive DSG FR'] },
    ],
  },
  {
    slug: 'skoda', name: 'Škoda', premium: false,
    models: [
      { slug: 'fabia', name: 'Fabia', category: 'city-car', altCategories: ['station-wagon'], fuels: ['benzina', 'diesel'], kw: [44, 110], newPrice: [13000, 26000], years: [2012, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.0 MPI 75 CV Ambition', 'Wagon 1.4 TDI 90 CV Style', '1.0 TSI 95 CV Style', '1.0 TSI 110 CV DSG Monte Carlo', '1.5 TSI 150 CV DSG Monte Carlo'] },
      { slug: 'octavia', name: 'Octavia', category: 'station-wagon', altCategories: ['berlina'], fuels: ['diesel', 'benzina', 'metano', 'ibrida', 'ibrida-plug-in'], kw: [66, 195], newPrice: [24000, 48000], years: [2012, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['Wagon 1.6 TDI 115 CV Executive', 'Wagon 2.0 TDI 150 CV DSG Style', 'Wagon 1.5 G-TEC 130 CV Ambition', '1.5 e-TEC 150 CV DSG Style', 'Wagon 1.4 TSI iV 204 CV DSG First Edition', '2.0 TSI RS 245 CV DSG'] },
      { slug: 'kamiq', name: 'Kamiq', category: 'suv', fuels: ['benzina', 'diesel', 'metano'], kw: [66, 110], newPrice: [21000, 33000], years: [2019, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.0 TSI 110 CV Ambition', '1.0 G-TEC 90 CV Ambition', '1.6 TDI 115 CV DSG Style', '1.0 TSI 115 CV Selection', '1.5 TSI 150 CV DSG Monte Carlo'] },
      { slug: 'karoq', name: 'Karoq', category: 'suv', fuels: ['diesel', 'benzina'], kw: [81, 140], newPrice: [26000, 42000], years: [2017, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.0 TSI Ambition', '1.6 TDI SCR Executive', '1.5 TSI ACT DSG Style', '2.0 TDI 150 CV 4x4 DSG Style', '2.0 TDI 190 CV 4x4 DSG Sportline'] },
      { slug: 'kodiaq', name: 'Kodiaq', category: 'suv', fuels: ['diesel', 'benzina', 'ibrida-plug-in'], kw: [110, 180], newPrice: [32000, 55000], years: [2016, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 7,
        versions: ['1.5 TSI ACT DSG Ambition', '2.0 TDI 150 CV SCR DSG Executive', '2.0 TDI 150 CV 4x4 DSG Sportline', '2.0 TDI 190 CV 4x4 DSG Style 7 posti', '2.0 TSI RS 245 CV 4x4 DSG', '1.5 TSI iV 204 CV DSG Selection'] },
      { slug: 'superb', name: 'Superb', category: 'berlina', altCategories: ['station-wagon'], fuels: ['diesel', 'benzina', 'ibrida-plug-in'], kw: [88, 206], newPrice: [33000, 55000], years: [2012, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.6 TDI 120 CV Ambition', '2.0 TDI 150 CV SCR DSG Executive', 'Wagon 2.0 TDI 190 CV 4x4 DSG Laurin & Klement', 'Wagon 1.4 TSI iV DSG Style', '2.0 TSI 272 CV 4x4 DSG Sportline'] },
    ],
  },
  {
    slug: 'smart', name: 'Smart', premium: false,
    models: [
      { slug: 'fortwo', name: 'Fortwo', category: 'city-car', altCategories: ['cabrio'], fuels: ['benzina', 'elettrica'], kw: [45, 80], kwByFuel: { benzina: [45, 80], elettrica: [55, 60] }, newPrice: [12000, 25000], years: [2012, 2024], gearboxes: MSA(), tractions: RWD(), doors: 3, seats: 2,
        versions: ['70 1.0 Youngster', '90 0.9 Turbo twinamic Passion', 'Cabrio 70 1.0 twinamic Passion', 'Brabus 0.9 Turbo twinamic Xclusive', 'EQ Pulse', 'EQ Prime'] },
      { slug: 'forfour', name: 'Forfour', category: 'city-car', fuels: ['benzina', 'elettrica'], kw: [45, 66], kwByFuel: { benzina: [45, 66], elettrica: [60, 60] }, newPrice: [13000, 26000], years: [2014, 2021], gearboxes: MSA(), tractions: RWD(), doors: 5, seats: 4,
        versions: ['70 1.0 Youngster', '70 1.0 twinamic Urban', '90 0.9 Turbo twinamic Passion', 'EQ Prime'] },
    ],
  },
  {
    slug: 'subaru', name: 'Subaru', premium: false,
    models: [
      { slug: 'forester', name: 'Forester', category: 'suv', fuels: ['benzina', 'diesel', 'gpl', 'ibrida'], kw: [108, 177], newPrice: [33000, 45000], years: [2012, 2026], gearboxes: MA(), tractions: AWD(), doors: 5, seats: 5,
        versions: ['2.0D Sport Unlimited', '2.0i Lineartronic Bi-Fuel Style', '2.0 XT Lineartronic Exclusive', '2.0i e-Boxer MHEV Lineartronic Premium', '2.0i e-Boxer Lineartronic 4Dventure'] },
      { slug: 'xv', name: 'XV', category: 'suv', fuels: ['benzina', 'diesel', 'gpl', 'ibrida'], kw: [84, 110], newPrice: [25000, 36000], years: [2012, 2023], gearboxes: MA(), tractions: AWD(), doors: 5, seats: 5,
        versions: ['2.0D Trend', '1.6i Lineartronic Style', '1.6i Bi-Fuel Lineartronic Free', '2.0i Lineartronic Unlimited', '2.0i e-Boxer MHEV Lineartronic Premium'] },
    ],
  },
  {
    slug: 'suzuki', name: 'Suzuki', premium: false,
    models: [
      { slug: 'ignis', name: 'Ignis', category: 'city-car', fuels: ['ibrida', 'benzina'], kw: [61, 66], newPrice: [14000, 20000], years: [2016, 2026], gearboxes: MSA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.2 Dualjet 2WD iTop', '1.2 Hybrid 2WD iCool', '1.2 Hybrid 4WD AllGrip Top', '1.2 Hybrid CVT Top'] },
      { slug: 'swift', name: 'Swift', category: 'city-car', fuels: ['benzina', 'ibrida', 'diesel'], kw: [55, 103], newPrice: [14000, 24000], years: [2012, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.3 DDiS GL', '1.2 Dualjet Cool', '1.2 Hybrid Top', '1.0 Boosterjet Hybrid Top', '1.2 Hybrid 4WD AllGrip Top', '1.4 Boosterjet Sport'] },
      { slug: 'vitara', name: 'Vitara', category: 'suv', fuels: ['ibrida', 'benzina', 'diesel'], kw: [82, 103], newPrice: [20000, 32000], years: [2015, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.6 VVT 4WD AllGrip V-Top', '1.6 DDiS 4WD AllGrip V-Cool', '1.0 Boosterjet 2WD Cool', '1.4 Hybrid 4WD AllGrip Top', '1.5 Hybrid AGS Starview'] },
      { slug: 's-cross', name: 'S-Cross', category: 'suv', fuels: ['ibrida', 'benzina', 'diesel'], kw: [82, 103], newPrice: [22000, 33000], years: [2013, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.6 VVT 2WD Comfort', '1.6 DDiS 4WD All Grip Cool', '1.0 Boosterjet Easy', '1.4 Hybrid 4WD AllGrip Top+', '1.5 Hybrid 4WD AGS Starview'] },
      { slug: 'jimny', name: 'Jimny', category: 'suv', fuels: ['benzina'], kw: [63, 75], newPrice: [20000, 28000], years: [2012, 2026], gearboxes: MA(), tractions: AWD(), doors: 3, seats: 4,
        versions: ['1.3 4WD Evolution', '1.5 Top 4WD AllGrip', '1.5 Top 4WD AllGrip AT', '1.5 Pro N1 2 posti'] },
    ],
  },
  {
    slug: 'tesla', name: 'Tesla', premium: true,
    models: [
      { slug: 'model-3', name: 'Model 3', category: 'berlina', fuels: ['elettrica'], kw: [208, 460], newPrice: [40000, 62000], years: [2019, 2026], gearboxes: A(), tractions: R4(), doors: 4, seats: 5,
        versions: ['Standard Range Plus', 'RWD', 'Long Range Dual Motor AWD', 'Grande Autonomia Trazione Integrale', 'Performance'] },
      { slug: 'model-y', name: 'Model Y', category: 'suv', fuels: ['elettrica'], kw: [220, 393], newPrice: [45000, 65000], years: [2021, 2026], gearboxes: A(), tractions: R4(), doors: 5, seats: 5,
        versions: ['RWD', 'Grande Autonomia Trazione Posteriore', 'Long Range Dual Motor AWD', 'Performance'] },
      { slug: 'model-s', name: 'Model S', category: 'berlina', fuels: ['elettrica'], kw: [245, 750], newPrice: [80000, 140000], years: [2014, 2026], gearboxes: A(), tractions: R4(), doors: 5, seats: 5,
        versions: ['75D', '90D', 'P90D', '100D', 'Long Range', 'Plaid'] },
    ],
  },
  {
    slug: 'toyota', name: 'Toyota', premium: false,
    models: [
      { slug: 'aygo-x', name: 'Aygo X', category: 'city-car', fuels: ['benzina'], kw: [53, 53], newPrice: [15500, 22000], years: [2022, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 4,
        versions: ['1.0 VVT-i 72 CV Active', '1.0 VVT-i 72 CV Trend', '1.0 VVT-i 72 CV S-CVT Lounge', '1.0 VVT-i 72 CV Limited'] },
      { slug: 'yaris', name: 'Yaris', category: 'city-car', fuels: ['ibrida', 'benzina', 'diesel'], kw: [51, 192], newPrice: [14000, 46000], years: [2012, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.0 VVT-i 72 CV Active', '1.4 D-4D Style', '1.5 Hybrid Active', '1.5 Hybrid Trend', '1.5 Hybrid 130 CV Premiere', 'GR Yaris 1.6 Circuit'] },
      { slug: 'yaris-cross', name: 'Yaris Cross', category: 'suv', fuels: ['ibrida', 'benzina'], kw: [85, 96], newPrice: [24000, 35000], years: [2021, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.5 125 CV Active', '1.5 Hybrid 5p. E-CVT Trend', '1.5 Hybrid 5p. E-CVT AWD-i Adventure', '1.5 Hybrid 130 CV Lounge'] },
      { slug: 'c-hr', name: 'C-HR', category: 'suv', fuels: ['ibrida', 'benzina', 'ibrida-plug-in'], kw: [85, 164], newPrice: [27000, 45000], years: [2016, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.2 Turbo 4WD CVT Style', '1.8 Hybrid E-CVT Business', '1.8 Hybrid E-CVT Trend', '2.0 Hybrid E-CVT GR Sport', '2.0 Plug-in Hybrid Lounge'] },
      { slug: 'corolla', name: 'Corolla', category: 'berlina', altCategories: ['station-wagon'], fuels: ['ibrida', 'benzina', 'diesel'], kw: [66, 145], newPrice: [22000, 38000], years: [2014, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.4 D-4D Active', '1.6 Lounge', '1.8 Hybrid Active', 'Touring Sports 1.8 Hybrid Business', 'Touring Sports 2.0 Hybrid Style', '2.0 Hybrid GR Sport'] },
      { slug: 'rav4', name: 'RAV4', category: 'suv', fuels: ['ibrida', 'diesel', 'benzina', 'ibrida-plug-in'], kw: [91, 225], newPrice: [30000, 58000], years: [2013, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['2.0 D-4D 2WD Active', '2.2 D-4D 4WD Lounge', '2.0 VVT-i 2WD Style', '2.5 Hybrid 2WD Lounge', '2.5 Hybrid E-CVT AWD-i Style', '2.5 Plug-in Hybrid E-CVT AWD-i Dynamic+'] },
    ],
  },
  {
    slug: 'volkswagen', name: 'Volkswagen', premium: false,
    models: [
      { slug: 'up', name: 'up!', category: 'city-car', fuels: ['benzina', 'metano', 'elettrica'], kw: [44, 85], kwByFuel: { benzina: [44, 85], metano: [50, 50], elettrica: [60, 61] }, newPrice: [11000, 27000], years: [2012, 2023], gearboxes: MSA(), tractions: FWD(), doors: 5, seats: 4,
        versions: ['1.0 5p. take up!', '1.0 5p. move up!', '1.0 5p. eco move up! BlueMotion Technology', '1.0 TSI 5p. high up!', '1.0 TSI 115 CV GTI', 'e-up!'] },
      { slug: 'polo', name: 'Polo', category: 'city-car', fuels: ['benzina', 'diesel', 'metano'], kw: [44, 152], newPrice: [15000, 33000], years: [2012, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.0 MPI 5p. Comfortline', '1.6 TDI 5p. Highline', '1.0 TGI 5p. Trendline BlueMotion', '1.0 TSI 95 CV Life', '1.0 TSI DSG R-Line', '2.0 TSI DSG GTI'] },
      { slug: 'golf', name: 'Golf', category: 'berlina', altCategories: ['station-wagon'], fuels: ['diesel', 'benzina', 'ibrida', 'ibrida-plug-in'], kw: [66, 245], kwByFuel: { 'ibrida-plug-in': [150, 180] }, newPrice: [22000, 55000], years: [2012, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.5 TSI Life', '2.0 TDI Style', '1.5 eTSI 150 CV DSG R-Line', '1.4 eHybrid Style', '2.0 TSI GTI', '2.0 TSI R 4Motion DSG'] },
      { slug: 't-roc', name: 'T-Roc', category: 'suv', altCategories: ['cabrio'], fuels: ['benzina', 'diesel'], kw: [81, 221], newPrice: [24000, 48000], years: [2017, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.0 TSI Style', '1.6 TDI SCR Business', '1.5 TSI ACT DSG Life', '2.0 TDI SCR 150 CV 4Motion DSG Advanced', 'Cabriolet 1.5 TSI R-Line', '2.0 TSI R 4Motion DSG'] },
      { slug: 't-cross', name: 'T-Cross', category: 'suv', fuels: ['benzina', 'diesel'], kw: [70, 110], newPrice: [19000, 30000], years: [2019, 2026], gearboxes: MA(), tractions: FWD(), doors: 5, seats: 5,
        versions: ['1.0 TSI Urban', '1.0 TSI 110 CV Style', '1.0 TSI 115 CV Life', '1.6 TDI SCR Advanced', '1.5 TSI ACT DSG R-Line'] },
      { slug: 'tiguan', name: 'Tiguan', category: 'suv', fuels: ['diesel', 'benzina', 'ibrida-plug-in', 'ibrida'], kw: [81, 235], newPrice: [30000, 60000], years: [2012, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['1.5 TSI ACT Life', '2.0 TDI SCR 150 CV DSG Business', '2.0 TDI 4Motion DSG R-Line', '1.5 eTSI 150 CV DSG Life', '1.4 TSI eHybrid DSG Elegance', '2.0 TSI R 4Motion DSG'] },
      { slug: 'passat', name: 'Passat', category: 'station-wagon', altCategories: ['berlina'], fuels: ['diesel', 'benzina', 'metano', 'ibrida-plug-in'], kw: [77, 200], newPrice: [33000, 58000], years: [2012, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['Variant 1.5 TSI ACT DSG Business', 'Variant 2.0 TDI SCR 150 CV DSG Business', '2.0 TDI 190 CV 4Motion DSG Highline', 'Variant 1.4 TGI DSG Executive', 'Variant GTE 1.4 TSI DSG', 'Alltrack 2.0 BiTDI 240 CV 4Motion DSG'] },
      { slug: 'id-3', name: 'ID.3', category: 'berlina', fuels: ['elettrica'], kw: [110, 240], newPrice: [35000, 52000], years: [2020, 2026], gearboxes: A(), tractions: RWD(), doors: 5, seats: 5,
        versions: ['Pure Performance 45 kWh', 'Pro Performance 58 kWh', 'Pro S 77 kWh Tour', '1st Edition', 'GTX Performance'] },
      { slug: 'id-4', name: 'ID.4', category: 'suv', fuels: ['elettrica'], kw: [109, 250], newPrice: [40000, 60000], years: [2021, 2026], gearboxes: A(), tractions: R4(), doors: 5, seats: 5,
        versions: ['Pure 52 kWh', 'Pro Performance 77 kWh', 'Pro 4Motion', '1st Max', 'GTX 4Motion'] },
    ],
  },
  {
    slug: 'volvo', name: 'Volvo', premium: true,
    models: [
      { slug: 'xc40', name: 'XC40', category: 'suv', fuels: ['diesel', 'benzina', 'ibrida', 'ibrida-plug-in', 'elettrica'], kw: [95, 300], kwByFuel: { diesel: [110, 140], benzina: [95, 184], ibrida: [120, 145], 'ibrida-plug-in': [155, 192], elettrica: [170, 300] }, newPrice: [33000, 60000], years: [2018, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['D3 Geartronic Business', 'D4 AWD Geartronic R-design', 'T3 Momentum', 'B3 automatico Plus Dark', 'T5 Recharge Plug-in Hybrid Inscription', 'Recharge Pure Electric P8 AWD'] },
      { slug: 'xc60', name: 'XC60', category: 'suv', fuels: ['diesel', 'ibrida-diesel', 'benzina', 'ibrida', 'ibrida-plug-in'], kw: [110, 335], newPrice: [45000, 80000], years: [2012, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['T5 AWD Geartronic Inscription', 'D4 AWD Geartronic Business Plus', 'B4 (d) AWD Geartronic Momentum Pro', 'B5 (b) AWD Geartronic Ultimate Dark', 'T6 Recharge AWD Plug-in Hybrid Inscription', 'T8 Twin Engine AWD Geartronic R-design'] },
      { slug: 'xc90', name: 'XC90', category: 'suv', fuels: ['diesel', 'ibrida-diesel', 'ibrida', 'ibrida-plug-in', 'benzina'], kw: [140, 335], newPrice: [65000, 100000], years: [2015, 2026], gearboxes: A(), tractions: F4(), doors: 5, seats: 7,
        versions: ['D4 Geartronic Business Plus', 'D5 AWD Geartronic Momentum', 'B5 (d) AWD Geartronic 7 posti Inscription', 'B5 (b) AWD Geartronic Plus Bright', 'T6 AWD Geartronic R-design', 'T8 Recharge AWD Plug-in Hybrid Ultimate Bright'] },
      { slug: 'v60', name: 'V60', category: 'station-wagon', fuels: ['diesel', 'ibrida-diesel', 'benzina', 'ibrida', 'ibrida-plug-in'], kw: [88, 335], newPrice: [40000, 75000], years: [2012, 2026], gearboxes: MA(), tractions: F4(), doors: 5, seats: 5,
        versions: ['T5 Geartronic R-design', 'D3 Geartronic Business Plus', 'B4 (b) Geartronic Core', 'B4 (d) Geartronic Plus Dark', 'Cross Country B4 (d) AWD Geartronic Pro', 'T6 Recharge AWD Plug-in Hybrid Inscription Expression'] },
    ],
  },
];

/** Finds a make by slug. */
export function findMake(slug: string): MakeSpec | undefined {
  return makes.find((make) => make.slug === slug);
}

/** Finds a model of a make by slugs. */
export function findModel(makeSlug: string, modelSlug: string): ModelSpec | undefined {
  return findMake(makeSlug)?.models.find((model) => model.slug === modelSlug);
}

/** Power range of a model for a fuel (the narrower per-fuel range when given). */
export function kwRange(model: ModelSpec, fuel: PowerTypeSlug): [number, number] {
  return model.kwByFuel?.[fuel] ?? model.kw;
}

/**
 * Patterns that reveal the fuel of a trim name, in priority order (the more
 * specific first). Used by `versionFuel`; only fuels the model is sold with
 * are considered.
 */
const versionFuelPatterns: readonly (readonly [PowerTypeSlug, RegExp])[] = [
  ['elettrica', /^300e\b|Elettrica|Electric|\bEV\d*\b|kWh/],
  ['ibrida-diesel', /HYbrid4|B[45] \(d\)|EcoBlue Hybrid|CRDi[^,]*\b(MHEV|48V)\b|\bD\d{3} MHEV|\b\d{3} d\b.*Mild Hybrid/],
  ['ibrida-plug-in', /E-Hybrid|1\.4 e-Hybrid|eHybrid|\bGTE\b|\biV\b|TFSI e\b|\b\d{3} d?e(?![\w-])|\d{2,3}x?e(?![\w-])|E-Tense (225|4x4|300|360)|Hybrid4|Hybrid (180|225)\b|\bT8\b|T[56] Recharge|Twin Engine|450h\+|^SE$/],
  ['ibrida-plug-in', /plug-in|PHEV/i],
  ['elettrica', /electric|elettric|e-Niro|\bEQ\b(?!-)|\be-(208|2008|308|up!|Golf)|E-3008|Corsa-e|Mokka-e|Folgore|E-Tense 1\d\d|Cooper SE\b|Countryman E\b/i],
  ['metano', /Natural Power|Metano|\bTGI\b|g-tron|G-TEC|Natural Gas|EcoFuel|\beco\b.*up!/i],
  ['gpl', /GPL|Bi-Fuel|ECO-G|Econext/i],
  ['ibrida', /hybrid|ibrida|\bHEV\b|e:HEV|MHEV|\bHV\b|i-MMD|eTSI|e-TEC|\b48V\b|e-Boxer|e-Skyactiv|\b\d{3}h\b|e-Power|e-4orce|\bB[345]\b/i],
  ['diesel', /TDI|TDCi|EcoBlue|CDTI|dCi|HDi|\bMjt\b|Multijet|JTDm|CRDi?\b|D-4D|i-DTEC|DDiS|Skyactiv-D|diesel|\bD\d{3}\b|\d\.\d ?D\b|TD4|eD4|SD4|TDV6|SDV6|\bD[2-5]\b|\b\d{3} d\b|\d{2,3}d\b|\b(One|Cooper) S?D\b|ECOTEC D/i],
];

/**
 * Best guess of the fuel of one of a model's trims, from its name (e.g.
 * "2.0 TDI Style" -> diesel, "1.4 eHybrid Style" -> ibrida-plug-in). Always
 * returns one of `model.fuels`: when the name gives no hint, petrol if the
 * model has it, else its first fuel.
 */
export function versionFuel(model: ModelSpec, version: string): PowerTypeSlug {
  const fallback: PowerTypeSlug = model.fuels.includes('benzina') ? 'benzina' : (model.fuels[0] ?? 'benzina');
  if (model.fuels.length === 1) return fallback;
  for (const [fuel, pattern] of versionFuelPatterns) {
    if (model.fuels.includes(fuel) && pattern.test(version)) return fuel;
  }
  return fallback;
}

/** 1 kW = 1.35962 CV (DECISIONS.md). */
const CV_PER_KW = 1.35962;

/**
 * Power in kW stated by a trim name, when it states one ("1.5 TSI 150 CV" -> 110,
 * "VZ 240 kW 79 kWh" -> 240); undefined otherwise (then use `kwRange`).
 */
export function versionKw(version: string): number | undefined {
  const kw = /\b(\d{2,3}) kW\b/.exec(version);
  if (kw?.[1]) return Number(kw[1]);
  const cv = /\b(\d{2,4}) CV\b/.exec(version);
  if (cv?.[1]) return Math.round(Number(cv[1]) / CV_PER_KW);
  return undefined;
}
