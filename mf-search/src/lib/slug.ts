const ACRONYMS = new Set(['bmw', 'mg', 'ds', 'vw']);

/** "Alfa Romeo" → "alfa-romeo" (URL segment for /risultati/:make/:model). */
export function toSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** "alfa-romeo" → "Alfa Romeo", "bmw" → "BMW" (acronyms stay upper case). */
export function fromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) => (ACRONYMS.has(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}
