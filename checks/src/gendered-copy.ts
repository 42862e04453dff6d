/**
 * Italian copy addressed to, or about, a person whose gender the product does not know (a buyer,
 * a dealer's staff, a user in the back-office) is worded neutrally: "grazie per la
 * registrazione", not "grazie per esserti registrato"; "L'account di Giulia Verdi è stato
 * disattivato", not "Giulia Verdi è stato disattivato". These are the forms that slipped in once.
 */

export interface MarkedForm {
  pattern: RegExp;
  /** What to write instead. */
  instead: string;
}

/** A name of a person in a template literal: `${displayName(user)}`, `${user.name}`, `${buyer.surname}`. */
const PERSON = String.raw`(?<!\b(?:di|a|per|da|con) )\$\{\s*(?:displayName\([^)]*\)|[\w.?]*\b(?:user|buyer|customer|member|person|owner)\w*\??\.(?:name|surname)\b[^}]*)\}`;

export const MARKED_FORMS: readonly MarkedForm[] = [
  { pattern: /\b(?:esserti|ti sei) registrat[oa]\b/i, instead: 'grazie per la registrazione / l’indirizzo del tuo account' },
  { pattern: /\bsei stat[oa]\b/i, instead: 'se non hai … tu' },
  { pattern: /\b(?:bentornat|benvenut)[oa]\b/i, instead: 'ti diamo il benvenuto, o nessun saluto' },
  { pattern: /\bsono interessat[oa]\b/i, instead: 'mi interessa …' },
  { pattern: /\bsei sicur[oa]\b/i, instead: 'vuoi davvero …?' },
  { pattern: /\b(?:resta|resti|rimani|sei già|verrai) (?:connes|collegat|scollegat|disconnes)s?[oa]\b/i, instead: 'l’accesso resta attivo / termina' },
  { pattern: /\b(?:gentile|car[oa]) (?:cliente|utente|concessionario|acquirente)\b/i, instead: 'Buongiorno,' },
  { pattern: new RegExp(`${PERSON} è (?:stat[oa] )?\\w+(?:at|it|ut)[oa]\\b`, 'i'), instead: 'L’account di ${nome} è stato …' },
];

/** Comments are not copy (they may quote the forms to avoid). */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** Each marked form in a source file: its line and the text found. */
export function markedFormsIn(source: string): Array<{ line: number; text: string; instead: string }> {
  const found: Array<{ line: number; text: string; instead: string }> = [];
  withoutComments(source).split('\n').forEach((line, index) => {
    for (const { pattern, instead } of MARKED_FORMS) {
      const match = pattern.exec(line);
      if (match) found.push({ line: index + 1, text: match[0], instead });
    }
  });
  return found;
}
