/**
 * The Italian words and phrases of the built-in interpreter, by filter. Phrases are written in
 * normalised form (lower case, no accents, hyphens as spaces: "plug in", "s tronic").
 * Slugs are those of VOCABULARY.md.
 */
import {
  categories, emissionClasses, exteriorColors, gearboxTypes, interiorColors, interiorMaterials, origins, paintTypes,
  powerTypes, tractionTypes,
} from '../catalog/vocabulary.js';
import { foldText } from '@automercato/i18n/format';

export type VocabKey = 'category' | 'power_type' | 'power_code' | 'gearbox_type' | 'traction_type' | 'colour' | 'exterior_paint_type'
  | 'interior_material' | 'origin' | 'exclude_no_carfax' | 'price_negotiable';

/** `power_code`: an engine name that implies a fuel ("TDI"); a fuel said in words wins over it. */
export interface Phrase { key: VocabKey; values: readonly string[] }

const table: [VocabKey, string, string[]][] = [
  // Fuels (alimentazione) and the engine names that imply one.
  ['power_type', 'benzina', ['benzina', 'a benzina', 'benzine', 'petrol', 'gasoline', 'benzina verde', 'verde benzina', 'turbo benzina']],
  ['power_code', 'benzina', ['tsi', 'tfsi', 'tce', 'puretech', 'ecoboost', 't jet', 'tjet', 'twinair', 'firefly', 'multiair', 'vti', 'thp', 'skyactiv g', 'gdi', 't gdi', 'tgdi', 'mpi', 'dig t', 'digt', 'tb', 't3', 't4']],
  ['power_type', 'diesel', ['diesel', 'gasolio', 'a gasolio', 'turbodiesel', 'turbo diesel', 'biturbo diesel', 'dsl', 'diesl', 'disel']],
  ['power_code', 'diesel', ['tdi', 'tdci', 'dci', 'hdi', 'bluehdi', 'blue hdi', 'crdi', 'cdi', 'cdti', 'multijet', 'multi jet', 'mjt', 'mjet', 'jtd', 'jtdm', 'ecoblue', 'd 4d', 'd4d', 'bluetec', 'skyactiv d', 'td4', 'sd4', 'bitdi']],
  ['power_type', 'gpl', ['gpl', 'a gpl', 'lpg', 'bifuel', 'bi fuel', 'gpl di serie', 'impianto gpl']],
  ['power_code', 'gpl', ['easypower', 'eco g', 'ecog']],
  ['power_type', 'metano', ['metano', 'a metano', 'cng', 'impianto metano']],
  ['power_code', 'metano', ['tgi', 'g tron', 'gtron', 'natural power', 'ecofuel', 'bipower', 'bi power', 'g tec', 'gtec']],
  ['power_type', 'elettrica', ['elettrica', 'elettriche', 'elettrico', 'elettrici', 'ev', 'bev', 'electric', 'full electric', '100 % elettrica', '100 % elettrico', '100 % elettriche', 'totalmente elettrica', 'completamente elettrica', 'puramente elettrica', 'solo elettrica', 'a batteria', 'zero emissioni', 'elettrica pura', 'auto elettrica']],
  ['power_type', 'ibrida', ['ibrida', 'ibride', 'ibrido', 'ibridi', 'hybrid', 'ibrida benzina', 'benzina ibrida', 'full hybrid', 'mild hybrid', 'ibrida leggera', 'hev', 'mhev', 'self charging', 'e hev', 'ehev', 'full hybrid benzina', 'hybrid benzina', 'micro ibrida', 'microibrida', 'e tech full hybrid', 'e tech hybrid']],
  ['power_code', 'ibrida', ['e tech', 'etech', 'etsi', 'e boxer', 'eboxer']],
  ['power_type', 'ibrida-diesel', ['ibrida diesel', 'diesel ibrida', 'diesel ibrido', 'ibrido diesel', 'hybrid diesel', 'diesel hybrid', 'mild hybrid diesel', 'diesel mild hybrid', 'ecoblue hybrid', 'diesel mhev']],
  ['power_type', 'ibrida-plug-in', ['plug in', 'plugin', 'phev', 'ricaricabile', 'ricaricabili', 'ibrida plug in', 'ibrida plugin', 'ibrido plug in', 'ibride plug in', 'ibrida ricaricabile', 'ibride ricaricabili', 'ibrido ricaricabile', 'plug in hybrid', 'hybrid plug in', 'e tech plug in', 'e tech plug in hybrid', 'plug in ibrida', 'ibrida alla spina', 'alla spina']],
  ['power_code', 'ibrida-plug-in', ['ehybrid', 'e hybrid', 'gte']],
  ['power_type', 'idrogeno', ['idrogeno', 'a idrogeno', 'hydrogen', 'fcev', 'fuel cell', 'celle a combustibile']],
  ['power_type', 'gpl metano', ['gas', 'a gas', 'gas metano o gpl']],
  // Gearbox (cambio).
  ['gearbox_type', 'automatico', ['automatico', 'automatica', 'automatiche', 'automatici', 'cambio automatico', 'cambio automatica', 'automatic', 'auto matica', 'dsg', 's tronic', 'stronic', 'eat8', 'eat6', 'eat', 'tiptronic', 'steptronic', 'geartronic', 'powershift', 'cvt', 'e cvt', 'ecvt', 'edc', 'dct', 'tct', 'at6', 'at8', 'at9', 'aut', '7g tronic', '9g tronic', 'g tronic', 'pdk', 'multitronic', 'xtronic', 'aisin', 'doppia frizione', 'cambio a doppia frizione', 'cambio dsg']],
  ['gearbox_type', 'manuale', ['manuale', 'manuali', 'cambio manuale', 'manual', 'cambio meccanico', 'meccanico', 'a leva', 'cambio a leva']],
  ['gearbox_type', 'semiautomatico', ['semiautomatico', 'semiautomatica', 'semi automatico', 'semi automatica', 'sequenziale', 'cambio sequenziale', 'robotizzato', 'robotizzata', 'cambio robotizzato', 'mta', 'dualogic', 'easytronic', 'selespeed', 'amt', 'softouch', 'comfort matic', 'comfortmatic', 'ags', 'etg']],
  // Traction.
  ['traction_type', 'integrale', ['integrale', 'trazione integrale', 'a trazione integrale', '4x4', '4 x 4', '4wd', 'awd', 'awd i', 'quattro', '4motion', '4 motion', 'q4', '4matic', '4 matic', 'all4', 'allgrip', 'all grip', '4drive', '4 drive', 'quattro ruote motrici', '4 ruote motrici', 'e four', 'intelligent awd', 'sh awd', 'alltrack', 'allroad quattro', 'cross country awd', 'trazione 4x4', 'tutte e 4 le ruote motrici']],
  ['traction_type', 'posteriore', ['trazione posteriore', 'a trazione posteriore', 'rwd', 'trazione dietro', 'posteriore motrice']],
  ['traction_type', 'anteriore', ['trazione anteriore', 'a trazione anteriore', 'fwd', 'trazione davanti']],
  // Body types (carrozzeria).
  ['category', 'suv', ['suv', 'fuoristrada', 'crossover', 'sport utility', 'mini suv', 'suv compatto', 'suv compatta', 'suv compatti', 'fuori strada', 'crossover compatto', 'crossover compatta', 'cross over']],
  ['category', 'station-wagon', ['station wagon', 'stationwagon', 'station', 'wagon', 'sw', 'familiare', 'familiari', 'avant', 'touring', 'variant', 'sportwagon', 'sports tourer', 'sport tourer', 'touring sports', 'kombi', 'combi', 'shooting brake', 'sportbrake', 'sport brake', 'sports wagon', 'allroad', 'cross country', 'sporter', 'grand tour', 'grandtour', 's w']],
  ['category', 'city-car', ['city car', 'citycar', 'city cars', 'utilitaria', 'utilitarie', 'cittadina', 'cittadine', 'segmento a', 'auto da citta', 'auto per la citta', 'piccola utilitaria']],
  ['category', 'berlina', ['berlina', 'berline', 'sedan', 'hatchback', 'tre volumi', 'due volumi']],
  ['category', 'monovolume', ['monovolume', 'monovolumi', 'minivan', 'mpv', 'multispazio', 'multi spazio']],
  ['category', 'coupe', ['coupe', 'coupes', 'coupè', 'coupé', 'coupe sportiva', 'gran coupe']],
  ['category', 'cabrio', ['cabrio', 'cabriolet', 'decappottabile', 'decappottabili', 'spider', 'spyder', 'roadster', 'convertibile', 'convertibili', 'scoperta', 'tettuccio apribile in tela']],
  ['category', 'pick-up', ['pick up', 'pickup', 'pick ups', 'pickups', 'cassonato', 'con cassone']],
  ['category', 'furgone', ['furgone', 'furgoni', 'van', 'furgonato', 'furgonati', 'veicolo commerciale', 'veicoli commerciali', 'commerciale', 'commerciali', 'autocarro', 'cargo', 'furgoncino', 'furgoncini', 'camioncino', 'minibus', 'pulmino']],
  // Colours: exterior unless said of the interior (see the parser).
  ['colour', 'bianco', ['bianco', 'bianca', 'bianchi', 'bianche', 'white', 'bianco ghiaccio', 'ghiaccio']],
  ['colour', 'nero', ['nero', 'nera', 'neri', 'nere', 'black']],
  ['colour', 'grigio', ['grigio', 'grigia', 'grigi', 'grigie', 'grey', 'gray', 'antracite', 'grafite', 'canna di fucile']],
  ['colour', 'argento', ['argento', 'argentata', 'argentato', 'argentate', 'argentati', 'silver', 'grigio argento']],
  ['colour', 'blu', ['blu', 'blue', 'blu scuro', 'blu notte', 'blu elettrico']],
  ['colour', 'azzurro', ['azzurro', 'azzurra', 'azzurri', 'azzurre', 'celeste', 'celesti', 'blu chiaro', 'azzurrina']],
  ['colour', 'rosso', ['rosso', 'rossa', 'rossi', 'rosse', 'red']],
  ['colour', 'verde', ['verde', 'verdi', 'green']],
  ['colour', 'giallo', ['giallo', 'gialla', 'gialli', 'gialle', 'yellow']],
  ['colour', 'arancione', ['arancione', 'arancioni', 'arancio', 'orange', 'arancia']],
  ['colour', 'marrone', ['marrone', 'marroni', 'brown', 'cioccolato', 'testa di moro']],
  ['colour', 'beige', ['beige', 'sabbia', 'crema', 'panna']],
  ['colour', 'viola', ['viola', 'violetto', 'violetta', 'porpora', 'lilla', 'purple']],
  ['colour', 'oro', ['oro', 'dorata', 'dorato', 'dorate', 'gold', 'champagne']],
  ['colour', 'bordeaux', ['bordeaux', 'bordo scuro', 'amaranto', 'vinaccia']],
  // Paint.
  ['exterior_paint_type', 'metallizzata', ['metallizzata', 'metallizzato', 'metallizzate', 'metallizzati', 'metalizzata', 'metalizzato', 'metallic', 'metallica', 'metallico', 'metal', 'vernice metallizzata']],
  ['exterior_paint_type', 'perlata', ['perlata', 'perlato', 'perlate', 'perla', 'perlescente', 'pearl', 'madreperla']],
  ['exterior_paint_type', 'opaca', ['opaca', 'opaco', 'opache', 'opachi', 'matt', 'matte', 'satinata', 'satinato', 'vernice opaca']],
  ['exterior_paint_type', 'pastello', ['pastello', 'tinta pastello', 'vernice pastello']],
  // Interior materials (always about the interior).
  ['interior_material', 'pelle', ['pelle', 'in pelle', 'cuoio', 'leather', 'pelle totale', 'tutta pelle', 'pelle naturale', 'pelle nappa', 'nappa', 'selleria in pelle']],
  ['interior_material', 'pelle-parziale', ['pelle parziale', 'parzialmente in pelle', 'semipelle', 'semi pelle', 'mezza pelle', 'pelle e tessuto', 'tessuto e pelle', 'pelle tessuto', 'tessuto pelle', 'misto pelle', 'pelle alcantara', 'pelle e alcantara']],
  ['interior_material', 'alcantara', ['alcantara', 'alcantra', 'in alcantara']],
  ['interior_material', 'similpelle', ['similpelle', 'simil pelle', 'ecopelle', 'eco pelle', 'finta pelle', 'pelle sintetica', 'sky', 'vinile']],
  ['interior_material', 'tessuto', ['tessuto', 'stoffa', 'in tessuto', 'tela']],
  ['interior_material', 'velluto', ['velluto']],
  // Origin.
  ['origin', 'italiana', ['italiana', 'italiane', 'italiano', 'italiani', 'nazionale', 'nazionali', 'immatricolata in italia', 'immatricolato in italia', 'di provenienza italiana', 'provenienza italia', 'provenienza italiana', 'prima immatricolazione italiana', 'targa italiana', 'targata italia', 'mai importata']],
  ['origin', 'estera', ['importata', 'importate', 'importato', 'importati', 'estera', 'estere', 'estero', 'esteri', 'di importazione', 'import', 'd importazione', 'dall estero', 'provenienza estera', 'straniera', 'straniere', 'immatricolata all estero', 'targa estera', 'importazione', 'reimportata']],
  // Flags.
  ['exclude_no_carfax', 'true', ['carfax', 'report carfax', 'con report carfax', 'con carfax', 'con storico', 'storico verificato', 'storico del veicolo', 'storia del veicolo', 'con report', 'report storico', 'vehicle history', 'storico carfax', 'certificato carfax', 'con la storia', 'con report sulla storia']],
  ['price_negotiable', 'true', ['trattabile', 'trattabili', 'prezzo trattabile', 'negoziabile', 'negoziabili', 'prezzo negoziabile', 'prezzo da trattare', 'da trattare']],
];

/** Normalised phrase → meaning. */
export const PHRASES: ReadonlyMap<string, Phrase> = (() => {
  const map = new Map<string, Phrase>();
  for (const [key, value, phrases] of table) {
    for (const phrase of phrases) {
      const normal = foldText(phrase);
      map.set(normal, { key, values: value.split(' ') });
    }
  }
  return map;
})();

/** Words that tie a colour to the interior ("interni neri", "pelle beige"). */
export const INTERIOR_WORDS = new Set(['interni', 'interno', 'interna', 'interne', 'sedili', 'sedile', 'abitacolo', 'tappezzeria', 'selleria', 'rivestimenti', 'rivestimento', 'pelle', 'alcantara', 'tessuto', 'ecopelle', 'similpelle', 'velluto', 'cuoio', 'stoffa', 'cruscotto', 'plancia', 'nappa', 'sky', 'tela']);
/** Words that tie a colour to the body ("carrozzeria nera"). */
export const EXTERIOR_WORDS = new Set(['carrozzeria', 'esterno', 'esterni', 'esterna', 'fuori', 'vernice', 'colore', 'tinta', 'auto', 'macchina']);
/** Words that negate the next value ("non diesel", "niente automatico"). */
export const NEGATIONS = new Set(['no', 'non', 'niente', 'senza', 'tranne', 'escluso', 'esclusa', 'esclusi', 'escluse', 'eccetto', 'ne', 'evitare', 'mai']);

/** Vocabulary lists by filter key (slug → Italian name). */
export const VOCABULARY = {
  category: categories,
  power_type: powerTypes,
  gearbox_type: gearboxTypes,
  traction_type: tractionTypes,
  emission_class: emissionClasses,
  exterior_color: exteriorColors,
  exterior_paint_type: paintTypes,
  interior_color: interiorColors,
  interior_material: interiorMaterials,
  origin: origins,
} as const;
export type MultiKey = keyof typeof VOCABULARY;
export const MULTI_KEYS = Object.keys(VOCABULARY) as MultiKey[];

export function vocabularyName(key: MultiKey, slug: string): string {
  const list: readonly { slug: string; name: string }[] = VOCABULARY[key];
  return list.find((item) => item.slug === slug)?.name ?? slug;
}
export function vocabularySlugs(key: MultiKey): string[] {
  const list: readonly { slug: string }[] = VOCABULARY[key];
  return list.map((item) => item.slug);
}

/**
 * Words that carry no filter: articles, prepositions, "cerco", "auto"... They are dropped
 * silently; every other word that sets nothing is reported in `unknown`.
 */
export const STOP_WORDS = new Set(`
a ad al allo alla ai agli alle all anche avere b c cerco cerca cercasi cerchiamo cercando che chi ci con col come
d da dai dal dall dalla dalle dagli degli dei del dell della delle dello di e ed fra gli ha hanno ho i il in io l la le
li lo ma mi miei mia mie mio modello marca modelli ne nei nel nell nella nelle negli o od oppure per piu possibilmente
magari pure qualcosa qualsiasi quale quali se si sia solo su sua sue sui sul sull sulla sulle suo tipo tra tu tua un una
uno vorrei voglio vogliamo volevo vorremmo desidero trovami trova mostrami mostra fammi vedere cercare trovare serve servirebbe
auto automobile automobili autovettura autovetture vettura vetture macchina macchine veicolo veicoli usata usato usate usati
occasione occasioni vendita comprare acquistare compro prendere colore colori carrozzeria alimentazione alimentata alimentato
cambio trazione motore motorizzazione versione prezzo prezzi costo euro eur km chilometri anno anni immatricolazione immatricolata
immatricolato potenza interni interno interna sedili abitacolo esterni esterno tinta vernice tettuccio buona buon buono
buone ottima ottimo ottime ottimi bella bello belle belli stato condizioni perfette perfetto perfetta tenuta tenute
disponibile disponibili subito grazie ciao salve per favore please ecc etc tutto tutta tutte tutti molto poco circa
scuro scura scuri scure chiaro chiara chiari chiare metallo tonalita sfumatura
`.trim().split(/\s+/));

/**
 * Ordinary Italian words that must never be read as a misspelt make or model by the fuzzy
 * match ("testa" is not "Tesla", "festa" is not "Fiesta", "austria" is not "Austral").
 */
export const PROTECTED_WORDS = new Set(`
testa festa volto volta onda ronda start micro macro corso corse altra altro altri altre nostra nostro totale
audio mazza lancio leone fabio paris banda pandoro germania austria francia spagna svizzera belgio olanda polonia
inghilterra giappone corea cina america svezia tedesca tedesco tedesche tedeschi francese francesi giapponese
giapponesi coreana coreane inglese inglesi americana americane svedese sportiva sportive sportivo spaziosa spazioso
comoda comodo affidabile affidabili economica economiche economico famiglia figlia figlio moglie marito lavoro
neopatentato neopatentata neopatentati nuova nuovo nuove nuovi recente recenti grande grandi piccola piccolo piccole
garanzia tagliando tagliandi gomme cerchi navigatore sensori telecamera clima climatizzatore autonomia batteria
batterie ricarica consumi consumo bagagliaio posti porte porta persone cavalli cilindrata turbo sport limited
titanium business style premium comfort executive elegance ambition lounge cross urban plus pack line edition
stepway competizione versione modello marca allestimento optional accessori fari sedile volante tetto apribile
priva privata privato privati concessionario concessionaria concessionari rivenditore venditore dealer
`.trim().split(/\s+/));
