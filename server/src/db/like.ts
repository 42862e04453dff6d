/**
 * User text that reaches LIKE / ILIKE goes through here: `%`, `_` and the escape character
 * itself match literally (PostgreSQL's default LIKE escape is the backslash, and parameters
 * keep it as written). Without it `?city=%` matches every dealer.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A pattern that finds `text` anywhere (the search's "version contains"). */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
