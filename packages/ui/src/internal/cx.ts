/** Joins class names, skipping falsy values. */
export function cx(...parts: Array<string | false | null | undefined>): string {
  let out = '';
  for (const part of parts) if (part) out = out ? `${out} ${part}` : part;
  return out;
}

/** Joins id lists for aria-describedby / aria-labelledby; undefined when empty. */
export function ids(...parts: Array<string | false | null | undefined>): string | undefined {
  const joined = cx(...parts);
  return joined || undefined;
}
