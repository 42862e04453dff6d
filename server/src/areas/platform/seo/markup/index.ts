/**
 * The first view's markup, rendered on the server with the components the page draws it with
 * (front-end code: typechecked by tsconfig.markup.json, loaded by path so the API's own program
 * stays out of it). Each page's module loads on first use, on its own (one that cannot load leaves
 * only its page to the browser): React and the components stay out of the API's start-up, and the
 * hook that compiles their JSX and empties their stylesheets is registered before they load.
 */
import { register } from 'node:module';
import type { ListingDetail, ListingPage } from '@automercato/api-sdk';

export interface MarkupRenderers {
  resultsMarkup(input: { heading: string; page: ListingPage; url: string }): string;
  listingMarkup(input: { listing: ListingDetail; url: string }): string;
  homeMarkup(): string;
}

const FILES: Record<keyof MarkupRenderers, string> = { resultsMarkup: './results.js', listingMarkup: './listing.js', homeMarkup: './home.js' };
const loaded = new Map<string, Promise<Partial<MarkupRenderers>>>();
let hooked = false;

export async function markupRenderer<K extends keyof MarkupRenderers>(name: K): Promise<MarkupRenderers[K]> {
  if (!hooked) {
    register('./front-end-modules.mjs', import.meta.url);
    hooked = true;
  }
  const file = FILES[name];
  let module = loaded.get(file);
  if (!module) {
    module = import(file) as Promise<Partial<MarkupRenderers>>;
    loaded.set(file, module);
  }
  const renderer = (await module)[name];
  if (!renderer) throw new Error(`${file} has no ${name}`);
  return renderer;
}
