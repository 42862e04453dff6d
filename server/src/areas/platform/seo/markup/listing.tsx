import { renderToStaticMarkup } from 'react-dom/server';
import { Link, MemoryRouter } from 'react-router';
import { PHOTO_SIZES, photoSrcSet } from '@automercato/api-sdk';
import { resultsHref } from '@automercato/entities/listing';
import { formatDate, formatPrice } from '@automercato/i18n/format';
import { Badge } from '@automercato/ui/badge';
import { IconCheck } from '@automercato/ui/icons';
// The words are mf-listing's own, from its texts tables.
import { t as pageText } from '../../../../../../mf-listing/src/pages/listing/texts.js';
import { t as listingText } from '../../../../../../mf-listing/src/features/listing/texts.js';
import { FirstViewFrame } from './frame.js';
import type { MarkupRenderers } from './index.js';

/**
 * A listing's first view as mf-listing's page lays it out (its classes, its slots: on a phone the
 * price above the photos): the path, the title, the price and the first photo, the largest paint.
 * The rest (facts, dealer, contact, thumbnails) is the page's own to draw.
 */
export const listingMarkup: MarkupRenderers['listingMarkup'] = ({ listing, url }) => {
  const place = [listing.location?.city, listing.location?.province_code ? `(${listing.location.province_code})` : null].filter(Boolean).join(' ');
  const photo = listing.photos[0];
  const srcSet = photo ? photoSrcSet(photo) : undefined;
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[url]}>
      <FirstViewFrame remote>
        <article className="lp-page" aria-labelledby="lp-title">
          <nav className="lp-breadcrumb" aria-label={pageText('listingPage.percorso')}>
            <ol>
              <li><Link to="/">{pageText('listingPage.home')}</Link></li>
              <li><Link to={resultsHref({ make: listing.make.slug })}>{listing.make.name}</Link></li>
              <li><Link to={resultsHref({ make: listing.make.slug, model: listing.model.slug })}>{listing.model.name}</Link></li>
              <li aria-current="page">{listing.version || listing.title}</li>
            </ol>
          </nav>
          <header className="lp-header">
            <h1 id="lp-title" className="lp-header__title">
              {listing.title} <span className="lp-header__version">{listing.version}</span>
            </h1>
            <p className="lp-header__meta">
              {listing.featured ? <Badge tone="accent" appearance="solid" size="sm">{pageText('listingPage.inEvidenza')}</Badge> : null}
              {place ? <span>{place}</span> : null}
              <span>{pageText('listingPage.pubblicatoIl')}{formatDate(listing.created_at, 'long')}</span>
            </p>
          </header>
          <div className="lp-layout">
            <div className="lp-main">
              <div className="lp-slot lp-slot--gallery">
                {photo ? (
                  <section className="lp-gallery" aria-label={listingText('gallery.fotoDi', { title: listing.title })}>
                    <div className="lp-viewer lp-viewer--inline">
                      <div className="lp-viewer__frame">
                        <img className="lp-viewer__image" src={photo.url} srcSet={srcSet} sizes={srcSet ? PHOTO_SIZES.viewer : undefined}
                          width={photo.width} height={photo.height} alt={photo.alt} decoding="async" fetchPriority="high" />
                      </div>
                      {listing.photos.length > 1 ? <span className="lp-viewer__counter" aria-hidden="true">1 / {listing.photos.length}</span> : null}
                    </div>
                  </section>
                ) : null}
              </div>
            </div>
            <div className="lp-aside">
              <div className="lp-slot lp-slot--summary">
                <section className="lp-card lp-summary" aria-label={listingText('summaryCard.prezzoEAzioni')}>
                  <div className="lp-summary__head">
                    <p className="lp-summary__price">{formatPrice(listing.price)}</p>
                    {listing.price_negotiable || listing.has_carfax ? (
                      <p className="lp-summary__badges">
                        {listing.price_negotiable ? <Badge tone="success">{listingText('summaryCard.prezzoTrattabile')}</Badge> : null}
                        {listing.has_carfax ? <Badge tone="info"><IconCheck size={14} />{listingText('summaryCard.reportCarfaxDisponibile')}</Badge> : null}
                      </p>
                    ) : null}
                  </div>
                </section>
              </div>
            </div>
          </div>
        </article>
      </FirstViewFrame>
    </MemoryRouter>,
  );
};
