import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ListingCard } from '@automercato/entities/listing';
// The words are mf-search's own: its results page's table, its total.
import { t } from '../../../../../../mf-search/src/pages/results/texts.js';
import { totalText } from '../../../../../../mf-search/src/pages/results/total.js';
import { FirstViewFrame } from './frame.js';
import type { MarkupRenderers } from './index.js';

/** Cards drawn from the HTML: what a phone (one and a bit) and a desktop (two and a bit) show above the fold. */
export const FIRST_VIEW_CARDS = 3;

/**
 * The results page's first view as the page draws it (the same card component, the same
 * classes): the heading, the total and the first cards, with room kept for the filters.
 */
export const resultsMarkup: MarkupRenderers['resultsMarkup'] = ({ heading, page, url }) => {
  const { meta, items } = page;
  const total = totalText(meta);
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[url]}>
      <FirstViewFrame remote>
        <div className="ms-results">
          <aside className="ms-results__aside am-first-view__aside" aria-hidden="true" />
          <div className="ms-results__main">
            <header className="ms-results__head">
              <h1>{heading}</h1>
            </header>
            <div className="ms-toolbar am-first-view__toolbar" aria-hidden="true" />
            <p className="ms-results__total">{total}</p>
            <ol className="ms-list" aria-label={t('resultsPage.annunci')}>
              {items.slice(0, FIRST_VIEW_CARDS).map((listing, i) => (
                <li key={listing.uuid}>
                  <ListingCard listing={listing} layout="horizontal" headingLevel={2} lazy={i > 1} />
                </li>
              ))}
            </ol>
          </div>
        </div>
      </FirstViewFrame>
    </MemoryRouter>,
  );
};
