/**
 * The provider's request bodies (and query strings) are form-encoded with bracket nesting, as the
 * SDK writes them: `line_items[0][tax_rates][0]=txr_…`, `metadata[plan]=pro`, `lookup_keys[]=base`.
 * This turns them back into nested objects and arrays.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/** Deeper nesting than the provider accepts is ignored, and so are keys that could reach a prototype. */
const MAX_DEPTH = 8;
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

type Node = { [key: string]: Node | string };

export function parseForm(body: string): FormObject {
  const root: Node = Object.create(null);
  for (const part of body.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const key = decode(eq < 0 ? part : part.slice(0, eq));
    const value = eq < 0 ? '' : decode(part.slice(eq + 1));
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) continue;
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
    if (path.length > MAX_DEPTH || path.some((segment) => FORBIDDEN.has(segment))) continue;
    let node = root;
    for (let i = 0; i < path.length; i++) {
      // `name[]` appends: the next free index of this node.
      const segment = path[i] === '' ? String(Object.keys(node).length) : path[i]!;
      if (i === path.length - 1) {
        node[segment] = value;
      } else {
        const next = node[segment];
        if (typeof next === 'object') node = next;
        else node = node[segment] = Object.create(null) as Node;
      }
    }
  }
  return toValue(root) as FormObject;
}

/** Objects whose keys are all 0…n-1 become arrays (in index order). */
function toValue(node: Node | string): FormValue {
  if (typeof node === 'string') return node;
  const keys = Object.keys(node);
  if (keys.length && keys.every((k) => /^\d+$/.test(k))) {
    return keys.map(Number).sort((a, b) => a - b).map((k) => toValue(node[String(k)]!));
  }
  const out: FormObject = {};
  for (const key of keys) out[key] = toValue(node[key]!);
  return out;
}
