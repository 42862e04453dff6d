/**
 * Procedural "photos" of vehicles for the demo catalogue.
 *
 * renderCarSvg() returns a standalone SVG document (800x600) showing a stylised
 * side view of a vehicle of the requested body type, painted in the requested
 * colour, on a backdrop that depends on the photo index. Output is fully
 * deterministic and only ever contains values from the internal lookup tables
 * (no user-provided text ends up in the document).
 */

export interface CarPictureInput {
  /** Body type slug (unknown values fall back to "berlina"). */
  category: string;
  /**
   * The version's real body when the category is coarser than the car (`hatchback` for the
   * two-box cars the vocabulary files under "berlina"); wins over `category` when drawable.
   */
  body?: string;
  /** Colour slug (unknown values fall back to "grigio"). */
  color: string;
  /** Photo number 0..9 (other values are folded into that range). */
  index: number;
}

type Pt = readonly [x: number, h: number, radius: number];

interface Profile {
  label: string;
  /** Overall length in px (x = 0 is the rear, x = len the front). */
  len: number;
  /** Height of the lower body edge above the ground. */
  sill: number;
  /** Wheel radius and wheel centres (rear, front). */
  r: number;
  wheels: readonly [number, number];
  /** Outline from front-bottom, over the roof, to rear-bottom (both at `sill`). */
  body: readonly Pt[];
  /** Side windows (drawn with the glass tint). */
  windows: readonly (readonly Pt[])[];
  /** Pillars drawn over the glass (clipped to it): [x, width, bottom h, slant]. */
  pillars: readonly (readonly [number, number, number, number])[];
  /** Shoulder line height (reflection streak, door handles). */
  belt: number;
  /** Door / panel seams (x positions) and handles (x positions). */
  seams: readonly number[];
  handles: readonly number[];
  /** Head light and tail light centre heights. */
  head: number;
  tail: number;
  /** Dark plastic cladding around the wheel arches. */
  clad?: boolean;
  /** Extra category specific markup in car coordinates (drawn after the body). */
  extra?: (c: Shades) => string;
  /** Extra markup drawn behind the body. */
  behind?: (c: Shades) => string;
}

interface Shades {
  base: string;
  hi: string;
  mid: string;
  shade: string;
  line: string;
  dark: boolean;
}

const COLORS: Readonly<Record<string, string>> = Object.freeze({
  bianco: '#f2f2ef',
  nero: '#17181b',
  grigio: '#6d7277',
  argento: '#b8bdc3',
  blu: '#1c3a7a',
  azzurro: '#4a9ad8',
  rosso: '#c3161d',
  verde: '#2d6b3b',
  giallo: '#f0c10a',
  arancione: '#ec6814',
  marrone: '#5b3a25',
  beige: '#d7c4a0',
  viola: '#4c2a6c',
  oro: '#c7a348',
  bordeaux: '#6a1222',
});

const DARK = new Set(['nero', 'blu', 'bordeaux', 'viola', 'marrone']);
const PALE = new Set(['bianco', 'argento']);

const COLOR_LABELS: Readonly<Record<string, string>> = {
  bianco: 'Bianco',
  nero: 'Nero',
  grigio: 'Grigio',
  argento: 'Argento',
  blu: 'Blu',
  azzurro: 'Azzurro',
  rosso: 'Rosso',
  verde: 'Verde',
  giallo: 'Giallo',
  arancione: 'Arancione',
  marrone: 'Marrone',
  beige: 'Beige',
  viola: 'Viola',
  oro: 'Oro',
  bordeaux: 'Bordeaux',
};

/* ------------------------------------------------------------------ helpers */

const n = (v: number): string => String(Math.round(v));

function rgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  let out = '#';
  for (let i = 0; i < 3; i++) {
    const c = Math.round((x[i] ?? 0) * (1 - t) + (y[i] ?? 0) * t);
    out += c.toString(16).padStart(2, '0');
  }
  return out;
}

type Corner = readonly [ax: number, ah: number, px: number, ph: number, bx: number, bh: number];

/** Each vertex replaced by a quadratic curve starting `radius` before and ending `radius` after it. */
function corners(pts: readonly Pt[]): Corner[] {
  const len = pts.length;
  return pts.map((p, i) => {
    const a = pts[(i - 1 + len) % len] as Pt;
    const b = pts[(i + 1) % len] as Pt;
    const da = Math.hypot(a[0] - p[0], a[1] - p[1]) || 1;
    const db = Math.hypot(b[0] - p[0], b[1] - p[1]) || 1;
    const ra = Math.min(p[2], da / 2);
    const rb = Math.min(p[2], db / 2);
    return [
      p[0] + ((a[0] - p[0]) * ra) / da,
      p[1] + ((a[1] - p[1]) * ra) / da,
      p[0],
      p[1],
      p[0] + ((b[0] - p[0]) * rb) / db,
      p[1] + ((b[1] - p[1]) * rb) / db,
    ];
  });
}

/** Path segment "line to the corner start, curve round the corner"; h is measured upwards (y = -h). */
const turn = (c: Corner): string => `L${n(c[0])} ${n(-c[1])}Q${n(c[2])} ${n(-c[3])} ${n(c[4])} ${n(-c[5])}`;

/** Closed polygon with rounded corners. */
function rounded(pts: readonly Pt[]): string {
  const cs = corners(pts);
  const first = cs[0] as Corner;
  return `M${n(first[4])} ${n(-first[5])}${cs.slice(1).map(turn).join('')}${turn(first)}Z`;
}

/** Circular wheel-arch openings cut into the lower body edge. */
function arches(p: Profile, mode: 'L' | 'M' | 'Z'): string {
  const ra = p.r + Math.round(p.r * 0.16);
  const dy = p.r - p.sill;
  const dx = Math.sqrt(Math.max(ra * ra - dy * dy, 1));
  const large = dy > 0 ? 1 : 0;
  return p.wheels
    .map(
      (wx) =>
        `${mode === 'L' ? 'L' : 'M'}${n(wx - dx)} ${n(-p.sill)}A${ra} ${ra} 0 ${large} 1 ${n(wx + dx)} ${n(-p.sill)}${mode === 'Z' ? 'Z' : ''}`,
    )
    .join('');
}

/** Body outline: rounded profile, then the bottom edge (rear to front) with the arches. */
function bodyPath(p: Profile): string {
  const cs = corners(p.body);
  const first = cs[0] as Corner;
  return `M${n(first[4])} ${n(-first[5])}${cs.slice(1).map(turn).join('')}${arches(p, 'L')}${turn(first)}Z`;
}

/* ---------------------------------------------------------------- profiles */

const PROFILES = new Map<string, Profile>([
  [
    'city-car',
    {
      label: 'City car',
      len: 470, sill: 28, r: 40, wheels: [84, 390],
      body: [[462, 28, 14], [470, 72, 22], [452, 108, 34], [372, 124, 10], [288, 198, 36], [74, 202, 30], [12, 176, 26], [2, 96, 10], [8, 28, 12]],
      windows: [[[362, 128, 6], [292, 188, 14], [84, 191, 12], [46, 130, 6]]],
      pillars: [[226, 12, 126, 0]],
      belt: 124, seams: [224, 372], handles: [200],
      head: 94, tail: 134,
    },
  ],
  [
    'berlina',
    {
      label: 'Berlina',
      len: 612, sill: 28, r: 43, wheels: [132, 488],
      body: [[604, 28, 16], [612, 70, 18], [596, 100, 32], [432, 118, 8], [336, 186, 34], [214, 184, 42], [118, 126, 12], [14, 122, 14], [0, 84, 12], [8, 28, 14]],
      windows: [[[422, 122, 6], [340, 177, 16], [218, 176, 22], [138, 124, 6]]],
      pillars: [[298, 12, 120, 0]],
      belt: 120, seams: [296, 438, 150], handles: [410, 270],
      head: 86, tail: 104,
    },
  ],
  [
    'station-wagon',
    {
      label: 'Station wagon',
      len: 630, sill: 28, r: 43, wheels: [138, 502],
      body: [[622, 28, 16], [630, 72, 18], [612, 102, 32], [446, 120, 8], [348, 186, 34], [40, 182, 26], [10, 146, 22], [0, 86, 12], [8, 28, 14]],
      windows: [[[436, 124, 6], [352, 177, 16], [56, 174, 14], [40, 128, 6]]],
      pillars: [[314, 12, 122, 0], [166, 14, 122, 0]],
      belt: 122, seams: [312, 454, 168], handles: [420, 286],
      head: 88, tail: 112,
    },
  ],
  [
    'suv',
    {
      label: 'SUV',
      len: 600, sill: 52, r: 50, wheels: [126, 476],
      body: [[592, 52, 14], [600, 106, 16], [590, 148, 24], [452, 162, 10], [374, 238, 26], [40, 238, 20], [10, 216, 16], [2, 112, 10], [10, 52, 12]],
      windows: [[[442, 166, 6], [378, 228, 12], [56, 228, 10], [30, 174, 6]]],
      pillars: [[300, 13, 164, 0], [160, 15, 164, 0]],
      belt: 162, seams: [298, 452, 162], handles: [420, 270],
      head: 128, tail: 162, clad: true,
      behind: () => '<path d="M60-242h300" stroke="#2b2d30" stroke-width="7" stroke-linecap="round"/>',
      extra: () => `<path d="${'M10-70H590'}" stroke="#2a2c2f" stroke-width="26" clip-path="url(#c)" opacity=".85"/>`,
    },
  ],
  [
    'monovolume',
    {
      label: 'Monovolume',
      len: 590, sill: 30, r: 44, wheels: [116, 478],
      body: [[582, 30, 14], [590, 82, 22], [574, 120, 40], [524, 140, 20], [402, 224, 54], [36, 224, 26], [8, 190, 22], [0, 94, 12], [8, 30, 12]],
      windows: [[[508, 146, 8], [404, 214, 26], [54, 214, 14], [32, 150, 6]]],
      pillars: [[380, 13, 140, 16], [196, 14, 140, 0]],
      belt: 140, seams: [378, 520, 198], handles: [484, 350],
      head: 106, tail: 144,
      extra: (c) => `<path d="M200-118H374" stroke="${c.shade}" stroke-width="3" opacity=".6"/>`,
    },
  ],
  [
    'coupe',
    {
      label: 'Coupé',
      len: 600, sill: 26, r: 44, wheels: [126, 476],
      body: [[592, 26, 14], [600, 62, 18], [584, 90, 34], [398, 110, 8], [300, 168, 44], [226, 166, 60], [60, 118, 40], [4, 108, 10], [0, 70, 10], [8, 26, 14]],
      windows: [[[388, 114, 6], [304, 160, 22], [232, 158, 40], [120, 118, 6]]],
      pillars: [[232, 10, 114, 20]],
      belt: 112, seams: [226, 404], handles: [258],
      head: 76, tail: 96,
    },
  ],
  [
    'cabrio',
    {
      label: 'Cabrio',
      len: 590, sill: 26, r: 43, wheels: [126, 470],
      body: [[582, 26, 14], [590, 64, 18], [574, 92, 32], [404, 108, 8], [398, 114, 4], [330, 114, 6], [330, 108, 4], [30, 110, 18], [4, 104, 10], [0, 72, 10], [8, 26, 14]],
      windows: [[[402, 114, 2], [336, 170, 8], [326, 170, 4], [386, 114, 2]]],
      pillars: [],
      belt: 106, seams: [260, 410], handles: [286],
      head: 76, tail: 92,
      behind: () =>
        '<path d="M150-104V-126Q150-132 160-132H372V-104Z" fill="#242528"/>' +
        '<rect x="270" y="-160" width="34" height="60" rx="11" fill="#1f2023"/>' +
        '<rect x="150" y="-156" width="32" height="56" rx="11" fill="#1f2023"/>' +
        '<path d="M350-118l22-14" stroke="#111" stroke-width="7" stroke-linecap="round"/>',
      extra: () =>
        '<path d="M400-112L334-168" stroke="#2a2b2e" stroke-width="6" stroke-linecap="round"/>' +
        '<path d="M40-110H150" stroke="#2b2c2f" stroke-width="10" stroke-linecap="round"/>',
    },
  ],
  [
    'pick-up',
    {
      label: 'Pick-up',
      len: 640, sill: 54, r: 52, wheels: [132, 518],
      body: [[632, 54, 12], [640, 110, 16], [626, 152, 24], [506, 164, 10], [440, 234, 20], [316, 236, 14], [304, 230, 8], [302, 154, 2], [12, 154, 6], [2, 148, 4], [2, 62, 6], [10, 54, 8]],
      windows: [[[496, 168, 6], [444, 226, 10], [326, 226, 8], [318, 168, 4]]],
      pillars: [[400, 13, 166, 0]],
      belt: 164, seams: [302, 400, 16], handles: [470, 368, 40],
      head: 132, tail: 132,
      behind: () =>
        '<path d="M296-154V-206Q296-216 286-216H234Q226-216 222-208L204-154" fill="none" stroke="#2b2d30" stroke-width="9" stroke-linejoin="round"/>',
      extra: (c) =>
        `<path d="M12-152H302" stroke="#26282b" stroke-width="6"/><path d="M300-60V-152" stroke="${c.shade}" stroke-width="5"/>` +
        '<path d="M12-62H630" stroke="#2a2c2f" stroke-width="16" clip-path="url(#c)" opacity=".85"/>',
    },
  ],
  [
    'furgone',
    {
      label: 'Furgone',
      len: 660, sill: 34, r: 44, wheels: [124, 522],
      body: [[652, 34, 12], [660, 92, 18], [648, 142, 34], [596, 168, 24], [530, 294, 46], [14, 296, 14], [0, 284, 10], [0, 46, 8], [6, 34, 8]],
      windows: [[[586, 174, 10], [534, 276, 18], [478, 278, 6], [478, 174, 6]]],
      pillars: [],
      belt: 170, seams: [470, 300, 14], handles: [490, 310],
      head: 114, tail: 120,
      extra: (c) => `<path d="M20-214H460" stroke="${c.shade}" stroke-width="3" opacity=".45"/>`,
    },
  ],
  [
    'hatchback',
    {
      label: 'Berlina 2 volumi',
      len: 560, sill: 28, r: 42, wheels: [106, 452],
      body: [[552, 28, 16], [560, 72, 18], [544, 100, 32], [400, 118, 8], [310, 184, 34], [132, 182, 30], [40, 164, 22], [10, 122, 16], [0, 80, 12], [8, 28, 14]],
      windows: [[[390, 122, 6], [314, 176, 16], [136, 174, 14], [74, 130, 6]]],
      pillars: [[272, 12, 120, 0], [146, 18, 120, 6]],
      belt: 120, seams: [270, 404, 146], handles: [376, 246],
      head: 86, tail: 118,
    },
  ],
]);

const CATEGORY_SLUGS = [...PROFILES.keys()].filter((slug) => slug !== 'hatchback');

/** The nine body types of the vocabulary, each with its own drawing. */
export const carPictureCategories: readonly string[] = Object.freeze(CATEGORY_SLUGS);
/** Everything a photo address can ask for: the categories plus the finer `hatchback`. */
export const carPictureBodies: readonly string[] = Object.freeze([...PROFILES.keys()]);
export const carPictureColors: Readonly<Record<string, string>> = COLORS;

/* ------------------------------------------------------------- the vehicle */

function shades(slug: string): Shades {
  const base = COLORS[slug] ?? '#6d7277';
  const dark = DARK.has(slug);
  return {
    base,
    dark,
    hi: mix(base, '#ffffff', dark ? 0.5 : 0.38),
    mid: mix(base, '#ffffff', dark ? 0.18 : 0.1),
    shade: mix(base, '#000000', dark ? 0.3 : 0.42),
    line: PALE.has(slug) ? '#8c9299' : dark ? mix(base, '#ffffff', 0.32) : mix(base, '#000000', 0.45),
  };
}

function vehicle(p: Profile, c: Shades): string {
  const w0 = p.windows[0]?.[0];
  const mx = w0 ? w0[0] + 2 : p.len * 0.65;
  const streak = c.dark ? 0.3 : 0.22;
  let s = '';
  // Ground shadow and tyre contact shadows.
  s += `<ellipse cx="${n(p.len / 2)}" cy="2" rx="${n(p.len / 2 + 34)}" ry="20" fill="url(#s)"/>`;
  for (const wx of p.wheels) s += `<ellipse cx="${wx}" cy="0" rx="${n(p.r * 0.9)}" ry="5" fill="#000" opacity=".55"/>`;
  s += p.behind?.(c) ?? '';
  s += `<path d="${arches(p, 'Z')}" fill="#121214"/>`;
  s += `<use href="#b" fill="url(#g)" stroke="${c.line}" stroke-width="1.6"/>`;
  // Shoulder reflection, lower shade, seams, handles.
  s += `<g clip-path="url(#c)"><rect x="0" y="${-p.belt + 4}" width="${p.len}" height="10" fill="#fff" opacity="${streak}"/>`;
  s += `<rect x="0" y="${-p.sill - 14}" width="${p.len}" height="16" fill="#000" opacity=".18"/>`;
  s += `<path d="${p.seams.map((x) => `M${x} ${-p.sill - 4}V${-p.belt}`).join('')}" stroke="${c.shade}" stroke-width="2" opacity=".8"/>`;
  s += `<path d="${p.handles.map((x) => `M${x} ${-p.belt + 16}h22`).join('')}" stroke="${c.shade}" stroke-width="5" stroke-linecap="round"/>`;
  // Lights.
  s += `<rect x="${p.len - 50}" y="${-p.head - 8}" width="56" height="16" rx="7" fill="url(#l)" stroke="#6b6f75"/>`;
  s += `<rect x="${p.len - 34}" y="${-p.sill - 26}" width="40" height="12" rx="4" fill="#1d1e21"/>`;
  s += `<rect x="-6" y="${-p.tail - 9}" width="30" height="18" rx="5" fill="#c0121b" stroke="#5e0a0f"/>`;
  s += '</g>';
  // Glass and pillars.
  s += '<use href="#e" fill="url(#w)" stroke="#1b1d20" stroke-width="2"/><g clip-path="url(#x)">';
  const top = Math.max(...p.body.map((q) => q[1]));
  s += `<path d="M${n(p.len * 0.3)} ${-top}l60 0-110 ${top - p.belt + 10}h-40z" fill="#fff" opacity=".16"/>`;
  for (const [x, w, b, k] of p.pillars) {
    s += `<path d="M${x} ${-b}h${w}l${-k} ${b - top}h${-w}Z" fill="#1d1f22"/>`;
  }
  s += '</g>';
  s += `<path d="M${n(mx)} ${-p.belt - 2}h-20q-4-12 6-16h10z" fill="${c.base}" stroke="${c.line}"/>`;
  if (p.clad) s += `<path d="${arches(p, 'M')}" fill="none" stroke="#2a2c2f" stroke-width="10"/>`;
  s += p.extra?.(c) ?? '';
  for (const wx of p.wheels) s += `<use href="#t" x="${wx}" y="${-p.r}"/>`;
  return s;
}

function wheel(r: number): string {
  let spokes = '';
  for (let k = 0; k < 5; k++) {
    const a = ((-90 + 72 * k) * Math.PI) / 180;
    spokes += `M0 0L${n(Math.cos(a) * r * 0.54)} ${n(Math.sin(a) * r * 0.54)}`;
  }
  return (
    `<g id="t"><circle r="${r}" fill="#18191b"/><circle r="${n(r * 0.9)}" fill="none" stroke="#2c2e31" stroke-width="2"/>` +
    `<circle r="${n(r * 0.64)}" fill="#3b3f45"/><path d="${spokes}" stroke="#c8cdd3" stroke-width="${n(r * 0.15)}" stroke-linecap="round"/>` +
    `<circle r="${n(r * 0.64)}" fill="none" stroke="#dfe3e7" stroke-width="3"/><circle r="${n(r * 0.14)}" fill="#8d939a"/></g>`
  );
}

/* ------------------------------------------------------------- backdrops */

type Backdrop = (ground: number) => string;

const grad = (id: string, stops: readonly string[]): string =>
  `<linearGradient id="${id}" x2="0" y2="1">${stops
    .map((col, i) => `<stop offset="${(i / (stops.length - 1)).toFixed(2)}" stop-color="${col}"/>`)
    .join('')}</linearGradient>`;

const showroom: Backdrop = (g) =>
  grad('k', ['#f3f4f6', '#cfd3d8']) +
  grad('f', ['#b9bdc3', '#e9ebee']) +
  `<rect width="800" height="600" fill="url(#k)"/><path d="M60 40h180v250H60zM310 40h180v250H310zM560 40h180v250H560z" fill="#fff" opacity=".45"/>` +
  `<rect y="${g - 90}" width="800" height="${690 - g}" fill="url(#f)"/><path d="M0 ${g - 90}H800" stroke="#a6abb2"/>`;

const studio: Backdrop = (g) =>
  `<radialGradient id="k" cx=".5" cy=".45" r=".7"><stop offset="0" stop-color="#5b5f66"/><stop offset="1" stop-color="#0d0e10"/></radialGradient>` +
  `<rect width="800" height="600" fill="url(#k)"/><rect y="${g - 40}" width="800" height="${640 - g}" fill="#000" opacity=".35"/>`;

const garage: Backdrop = (g) =>
  grad('k', ['#3a3d42', '#6c7077']) +
  `<rect width="800" height="600" fill="url(#k)"/><path d="M0 60H800" stroke="#f5f2dc" stroke-width="10" stroke-dasharray="120 80"/>` +
  `<path d="M120 60V${g - 80}M680 60V${g - 80}" stroke="#8b8f95" stroke-width="50"/><rect y="${g - 80}" width="800" height="${680 - g}" fill="#55595f"/>` +
  `<path d="M0 ${g + 40}H800" stroke="#e3c22b" stroke-width="6" stroke-dasharray="60 40"/>`;

const road = (g: number, asphalt: string, line: string, kerb = '#9a9a96'): string =>
  `<rect y="${g - 70}" width="800" height="${670 - g}" fill="${asphalt}"/><path d="M0 ${g + 60}H800" stroke="${line}" stroke-width="8" stroke-dasharray="70 50"/>` +
  `<rect y="${g - 84}" width="800" height="14" fill="${kerb}"/>`;

const dusk: Backdrop = (g) =>
  grad('k', ['#262a5a', '#8d4d7a', '#f08a5d', '#f8c37a']) +
  `<rect width="800" height="600" fill="url(#k)"/><circle cx="340" cy="200" r="40" fill="#ffd9a0" opacity=".8"/>` +
  `<path d="M0 ${g - 84}V250h70v-40h60v90h80V180h70v80h60v-50h90v130h70v-90h80v40h70V230h80v160h70V${g - 84}Z" fill="#2b2440"/>` +
  `<path d="M40 290h12v12H40zM250 220h12v12h-12zM470 280h12v12h-12zM700 250h12v12h-12z" fill="#ffcf73"/>` +
  road(g, '#34323d', '#d8cfa8', '#5d5566');

const countryside: Backdrop = (g) =>
  grad('k', ['#6fb0e6', '#d5ecfb']) +
  `<rect width="800" height="600" fill="url(#k)"/><path d="M0 ${g - 84}V330Q150 260 300 320T620 300T800 320V${g - 84}Z" fill="#8fb57a"/>` +
  `<path d="M0 ${g - 84}V360Q200 330 420 355T800 350V${g - 84}Z" fill="#6f9c59"/><ellipse cx="170" cy="110" rx="70" ry="22" fill="#fff" opacity=".8"/>` +
  road(g, '#65686c', '#f2f2f2');

const seaside: Backdrop = (g) =>
  grad('k', ['#86c9f0', '#e6f5fc']) +
  grad('q', ['#3d8fc4', '#1f6b9e']) +
  `<rect width="800" height="600" fill="url(#k)"/><rect y="300" width="800" height="${g - 384}" fill="url(#q)"/>` +
  `<path d="M0 ${g - 84}V${g - 110}Q400 ${g - 130} 800 ${g - 106}V${g - 84}Z" fill="#e4d3a8"/>` +
  road(g, '#6d6f73', '#f4f4f4');

const city: Backdrop = (g) =>
  grad('k', ['#a9d0ef', '#eef6fb']) +
  `<rect width="800" height="600" fill="url(#k)"/><path d="M0 ${g - 84}V120h150v${g - 204}zM170 ${g - 84}V60h190v${g - 144}zM380 ${g - 84}V160h170v${g - 244}zM570 ${g - 84}V90h230v${g - 174}z" fill="#c9c3b8"/>` +
  `<path d="M20 150h110M20 210h110M20 270h110M190 100h150M190 170h150M190 240h150M400 200h130M400 260h130M590 130h190M590 200h190M590 270h190" stroke="#7e8c99" stroke-width="26" stroke-dasharray="30 14"/>` +
  road(g, '#5c5f64', '#f1f1f1');

const mountains: Backdrop = (g) =>
  grad('k', ['#5ea3df', '#dcefff']) +
  `<rect width="800" height="600" fill="url(#k)"/><path d="M0 340L140 170L260 300L400 120L560 310L680 200L800 300V420H0Z" fill="#7d8ea3"/>` +
  `<path d="M140 170l40 48-24-8-16 14-18-10-22 8zM400 120l54 64-30-10-24 16-22-14-32 10z" fill="#fff"/>` +
  `<path d="M0 ${g - 84}V360Q200 320 400 350T800 340V${g - 84}Z" fill="#4f7a45"/>` +
  road(g, '#5f6266', '#f3f3f3');

/* ----------------------------------------------------------------- views */

type View = 'side' | 'mirror' | 'front' | 'rear';

const SHOTS: readonly (readonly [Backdrop, View, boolean])[] = [
  [showroom, 'side', true],
  [dusk, 'side', false],
  [countryside, 'mirror', false],
  [showroom, 'front', true],
  [studio, 'side', true],
  [seaside, 'mirror', false],
  [city, 'rear', false],
  [mountains, 'side', false],
  [garage, 'mirror', true],
  [seaside, 'front', false],
];

function placement(view: View, len: number): [transform: string, ground: number] {
  switch (view) {
    case 'front': {
      const s = 1.8;
      return [`translate(${n(780 - s * len)} 560) scale(${s})`, 560];
    }
    case 'rear':
      return ['translate(20 560) scale(1.8)', 560];
    case 'mirror':
      return [`translate(${n(400 + len / 2)} 470) scale(-1 1)`, 470];
    default:
      return [`translate(${n(400 - len / 2)} 470)`, 470];
  }
}

/* ------------------------------------------------------------------ render */

export function renderCarSvg(input: CarPictureInput): string {
  const drawable = (slug: unknown): slug is string => typeof slug === 'string' && PROFILES.has(slug);
  const cat = drawable(input.body) ? input.body : drawable(input.category) ? input.category : 'berlina';
  const col = typeof input.color === 'string' && Object.hasOwn(COLORS, input.color) ? input.color : 'grigio';
  const idx = Number.isFinite(input.index) ? ((Math.trunc(input.index) % 10) + 10) % 10 : 0;
  const p = PROFILES.get(cat) as Profile;
  const c = shades(col);
  const [backdrop, view, reflect] = SHOTS[idx] ?? SHOTS[0]!;
  const [transform, ground] = placement(view, p.len);
  const title = `Foto ${idx + 1} – ${p.label} ${COLOR_LABELS[col] ?? 'Grigio'}`;

  const defs =
    grad('g', c.dark ? [c.hi, c.base, c.mid, c.base, c.shade] : [c.hi, c.mid, c.base, c.base, c.shade]) +
    '<linearGradient id="w" x2="1" y2="1"><stop offset="0" stop-color="#d3e3ee"/><stop offset=".45" stop-color="#5f788b"/><stop offset="1" stop-color="#18222c"/></linearGradient>' +
    '<linearGradient id="l" x2="1"><stop offset="0" stop-color="#c9ced6"/><stop offset="1" stop-color="#fffdf2"/></linearGradient>' +
    '<radialGradient id="s"><stop offset=".5" stop-color="#000" stop-opacity=".5"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>' +
    `<path id="b" d="${bodyPath(p)}"/><clipPath id="c"><use href="#b"/></clipPath>` +
    `<path id="e" d="${p.windows.map((w) => rounded(w)).join('')}"/><clipPath id="x"><use href="#e"/></clipPath>` +
    wheel(p.r);

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-labelledby="ti">` +
    `<title id="ti">${title}</title><defs>${defs}</defs>${backdrop(ground)}` +
    (reflect ? `<use href="#v" transform="translate(0 ${ground * 2}) scale(1 -1)" opacity=".16"/>` : '') +
    `<g id="v" transform="${transform}">${vehicle(p, c)}</g></svg>`
  );
}
