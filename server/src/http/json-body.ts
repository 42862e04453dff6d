import fp from 'fastify-plugin';
import { ApiError } from './errors.js';

/** Deeper than any body this API takes; deeper bodies are refused before they are parsed. */
const MAX_JSON_DEPTH = 32;

/**
 * True when arrays/objects nest deeper than `max`: one linear pass that skips string contents
 * (and their escapes), so `"[[["` is text. Parsing and the recursive walks after it (prototype
 * checks, validation, the NUL check) never see a 10,000-deep body, which would overflow the stack.
 */
function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** The JSON body parser of every route: Fastify's own (prototype-poisoning checks kept) behind the depth check. */
export const jsonBodyPlugin = fp(async (app) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const body = String(raw);
    if (nestsDeeperThan(body, MAX_JSON_DEPTH)) {
      done(new ApiError('2', 'Il corpo della richiesta è annidato troppo in profondità.', null, 400), undefined);
      return;
    }
    parse(request, body, done);
  });
}, { name: 'json-body' });
