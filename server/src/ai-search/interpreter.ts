/**
 * Interpreters behind one interface. The built-in parser is the default; an external
 * language model can be configured later and wrapped with `withFallback`, so a slow, failing
 * or nonsensical answer falls back to the built-in one and the search keeps working offline.
 */
import type { AiCatalogue } from './catalogue.js';
import { parseQuery } from './parser.js';
import { sanitizeParsed } from './sanitize.js';
import type { ParsedQuery, ParseOptions, QueryInterpreter } from './types.js';

export class BuiltinInterpreter implements QueryInterpreter {
  readonly name = 'builtin';
  constructor(private readonly catalogue: AiCatalogue, private readonly options: ParseOptions = {}) {}

  async interpret(query: string): Promise<ParsedQuery> {
    return parseQuery(query, this.catalogue, this.options);
  }
}

export interface FallbackOptions {
  catalogue: AiCatalogue;
  /** The primary's answer is abandoned after this long (default 2 s). */
  timeoutMs?: number;
  /** Told why the fallback answered (log it). */
  onFallback?: (error: unknown) => void;
}

/**
 * `primary` when it answers in time with something usable, else `fallback`. Every answer is
 * sanitised: an external model can only produce filters the search accepts.
 */
export function withFallback(primary: QueryInterpreter, fallback: QueryInterpreter, options: FallbackOptions): QueryInterpreter {
  const timeoutMs = options.timeoutMs ?? 2000;
  return {
    name: `${primary.name}+${fallback.name}`,
    async interpret(query) {
      let timer: NodeJS.Timeout | undefined;
      try {
        const answer = await Promise.race([
          primary.interpret(query),
          new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`${primary.name}: timeout after ${timeoutMs} ms`)), timeoutMs); }),
        ]);
        return sanitizeParsed(answer, options.catalogue);
      } catch (error) {
        options.onFallback?.(error);
        return sanitizeParsed(await fallback.interpret(query), options.catalogue);
      } finally {
        if (timer) clearTimeout(timer);
      }
    },
  };
}
