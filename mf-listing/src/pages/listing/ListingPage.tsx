/**
 * The listing page (SPEC §2): /annunci/{city}/{make}/{model}/{dealer}/{uuid}, and
 * /item/{uuid}, which leads to the canonical address (client-side, replacing the entry).
 */
import { useEffect, useLayoutEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from '@automercato/router';
import { firstViewReplaced, type ListingDetail } from '@automercato/api-sdk';
import { formatDate } from '@automercato/i18n/format';
import { Badge } from '@automercato/ui/badge';
import { ErrorState } from '@automercato/ui/states';
import { ScreenError } from '@automercato/shell-api';
import { CarfaxBox } from '../../features/carfax/ui/CarfaxBox';
import { ContactForm } from '../../features/contact/ui/ContactForm';
import { ContactBar } from '../../features/listing/ui/ContactBar';
import { DealerCard } from '../../features/listing/ui/DealerCard';
import { Gallery } from '../../features/listing/ui/Gallery';
import { ListingSkeleton } from './ListingSkeleton';
import { SimilarListings } from '../../features/similar/ui/SimilarListings';
import { SummaryCard } from '../../features/listing/ui/SummaryCard';
import { resultsHref } from '@automercato/entities/listing';
import { documentTitle, keyData, pathnameOf } from '../../features/listing/model/listing';
import { useListing } from '../../features/listing/api/useListing';
import { useViewBeacon } from '../../features/listing/api/viewBeacon';
import './listing.css';
import { t } from './texts';

const CONTACT_ID = 'contatta';

function Breadcrumb({ listing }: { listing: ListingDetail }) {
  return (
    <nav className="lp-breadcrumb" aria-label={t('listingPage.percorso')}>
      <ol>
        <li>
          <Link to="/">{t('listingPage.home')}</Link>
        </li>
        <li>
          <Link to={resultsHref({ make: listing.make.slug })}>{listing.make.name}</Link>
        </li>
        <li>
          <Link to={resultsHref({ make: listing.make.slug, model: listing.model.slug })}>{listing.model.name}</Link>
        </li>
        <li aria-current="page">{listing.version || listing.title}</li>
      </ol>
    </nav>
  );
}

function KeyData({ listing }: { listing: ListingDetail }) {
  const rows = keyData(listing);
  return (
    <section className="lp-card" aria-labelledby="lp-data-title">
      <h2 id="lp-data-title" className="lp-section-title">{t('listingPage.datiPrincipali')}</h2>
      <dl className="lp-data">
        {rows.map((row) => (
          <div key={row.key} className="lp-data__row" data-key={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Description({ text }: { text: string }) {
  if (!text.trim()) return null;
  return (
    <section className="lp-card" aria-labelledby="lp-description-title">
      <h2 id="lp-description-title" className="lp-section-title">{t('listingPage.descrizione')}</h2>
      <p className="lp-description">{text.trim()}</p>
    </section>
  );
}

export function ListingView({ listing }: { listing: ListingDetail }) {
  const place = [listing.location?.city, listing.location?.province_code ? `(${listing.location.province_code})` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <article className="lp-page" aria-labelledby="lp-title" data-listing={listing.uuid}>
      <title>{documentTitle(listing)}</title>
      <Breadcrumb listing={listing} />
      <header className="lp-header">
        <h1 id="lp-title" className="lp-header__title">
          {listing.title} <span className="lp-header__version">{listing.version}</span>
        </h1>
        <p className="lp-header__meta">
          {listing.featured ? (
            <Badge tone="accent" appearance="solid" size="sm">{t('listingPage.inEvidenza')}</Badge>
          ) : null}
          {place ? <span>{place}</span> : null}
          <span>{t('listingPage.pubblicatoIl')}{formatDate(listing.created_at, 'long')}</span>
        </p>
      </header>
      <div className="lp-layout">
        <div className="lp-main">
          <div className="lp-slot lp-slot--gallery">
            <Gallery photos={listing.photos} title={listing.title} />
          </div>
          <div className="lp-slot lp-slot--data">
            <KeyData listing={listing} />
          </div>
          <div className="lp-slot lp-slot--description">
            <Description text={listing.description} />
          </div>
          <div className="lp-slot lp-slot--carfax">
            <CarfaxBox listing={listing} />
          </div>
        </div>
        <div className="lp-aside">
          <div className="lp-slot lp-slot--summary">
            <SummaryCard listing={listing} contactTargetId={CONTACT_ID} />
          </div>
          <div className="lp-slot lp-slot--dealer">
            <DealerCard listing={listing} />
          </div>
          <div className="lp-slot lp-slot--contact">
            <ContactForm key={listing.uuid} listing={listing} id={CONTACT_ID} />
          </div>
        </div>
      </div>
      <SimilarListings listing={listing} />
      {/* Phones: "Chiama" and "Scrivi" under the thumb. Last, so it sticks inside the page only. */}
      <ContactBar key={listing.uuid} dealer={listing.dealer} contactTargetId={CONTACT_ID} />
    </article>
  );
}

export function ListingPage() {
  const { uuid, make, model } = useParams();
  const state = useListing(uuid);
  const navigate = useNavigate();
  const location = useLocation();
  const canonical = state.status === 'ready' ? pathnameOf(state.listing.url) : null;
  const elsewhere = canonical !== null && canonical !== location.pathname;
  // Counted once the listing is shown at its own address (not during the /item redirect).
  useViewBeacon(state.status === 'ready' && !elsewhere ? state.listing.uuid : null);

  // /item/{uuid}, or an address whose city/make/model/dealer segments are out of date.
  useEffect(() => {
    if (elsewhere && state.status === 'ready') {
      navigate(`${state.listing.url}${location.search}${location.hash}`, { replace: true });
    }
  }, [elsewhere, state, navigate, location.search, location.hash]);

  // The listing the server drew gives way to this page in the same frame, once it (or its error) shows.
  const shownOwn = state.status !== 'loading' && !elsewhere;
  useLayoutEffect(() => {
    if (shownOwn) firstViewReplaced();
  }, [shownOwn]);

  if (state.status === 'loading' || elsewhere) return <ListingSkeleton />;
  if (state.status === 'error') {
    // The shell's 404/410 screen; a withdrawn listing offers its make and model's results.
    if (state.screen === 404 || state.screen === 410) {
      const similar = state.screen === 410 && make ? { label: t('listingPageStrings.cercaVeicoliSimili'), to: resultsHref({ make, model: model ?? null }) } : undefined;
      throw new ScreenError(state.screen, similar ? { action: similar } : {});
    }
    return (
      <>
        <title>{t('listingPage.erroreAutomercato')}</title>
        <ErrorState
          title={t('listingPage.nonEStatoPossibile')}
          text={state.message}
          onRetry={state.reload}
          headingLevel={2}
        />
      </>
    );
  }
  return <ListingView listing={state.listing} />;
}
