/**
 * The first view's markup, rendered on the server with the components the page draws it with
 * (front-end code: typechecked by tsconfig.markup.json, loaded by path so the API's own program
 * stays out of it). Loaded on first use: React and the components stay out of the API's start-up,
 * and the hook that compiles their JSX and empties their stylesheets is registered before they load.
 */
import { register } from 'node:module';
import type { ListingDetail, ListingPage } from '@automercato/api-sdk';

export interface MarkupRenderers {
  resultsMarkup(input: { heading: string; page: ListingPage; url: string }): string;
  listingMarkup(input: { listing: ListingDetail; url: string }): string;
  homeMarkup(): string;
}

const RENDERERS = ['./results.js', './listing.js', './home.js'];
let renderers: Promise<MarkupRenderers> | null = null;

export function markupRenderers(): Promise<MarkupRenderers> {
  if (!renderers) {
    register('./front-end-modules.mjs', import.meta.url);
    renderers = Promise.all(RENDERERS.map((file) => import(file) as Promise<Partial<MarkupRenderers>>))
      .then((modules) => Object.assign({}, ...modules) as MarkupRenderers);
  }
  return renderers;
}
