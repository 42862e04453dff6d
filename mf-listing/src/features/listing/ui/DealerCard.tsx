/**
 * The dealer: name, address, phone, website and position. No map tiles (the platform loads
 * nothing from other hosts): a drawn position card with the coordinates and a link that
 * opens OpenStreetMap in a new tab.
 */
import { Link } from '@automercato/router';
import { WEEKDAY_KEYS, WEEKDAY_NAMES, formatDayHours } from '@automercato/validation/dealer-settings';
import type { ListingDetail } from '@automercato/api-sdk';
import { resultsHref } from '@automercato/entities/listing';
import {
  dealerAddress,
  formatCoordinates,
  openStreetMapUrl,
  positionOf,
  safeWebsite,
  telHref,
  websiteLabel,
} from '../model/listing';

function Pin() {
  return (
    <svg className="lp-map__pin" width="36" height="44" viewBox="0 0 36 44" aria-hidden="true" focusable="false">
      <path d="M18 43s15-14.2 15-25.5A15 15 0 0 0 3 17.5C3 28.8 18 43 18 43z" fill="currentColor" />
      <circle cx="18" cy="17" r="6" fill="#fff" />
    </svg>
  );
}

export function DealerCard({ listing }: { listing: ListingDetail }) {
  const dealer = listing.dealer;
  const position = positionOf(listing);
  const website = safeWebsite(dealer.website);
  const address = dealerAddress(dealer);
  return (
    <section className="lp-card lp-dealer" aria-labelledby="lp-dealer-title">
      <p className="lp-dealer__kicker">Venduto da</p>
      {dealer.logo ? (
        // The name follows as the heading: the logo adds nothing a screen reader needs.
        <img className="lp-dealer__logo" src={dealer.logo.url} width={dealer.logo.width} height={dealer.logo.height} alt="" />
      ) : null}
      <h2 id="lp-dealer-title" className="lp-dealer__name">
        {dealer.name}
      </h2>
      <address className="lp-dealer__contacts">
        {address ? <p className="lp-dealer__address">{address}</p> : null}
        <dl className="lp-dealer__list">
          {dealer.phone ? (
            <div>
              <dt>Telefono</dt>
              <dd>
                <a href={telHref(dealer.phone)}>{dealer.phone}</a>
              </dd>
            </div>
          ) : null}
          {website ? (
            <div>
              <dt>Sito web</dt>
              <dd>
                <a href={website} target="_blank" rel="noopener noreferrer">
                  {websiteLabel(website)}
                  <span className="am-visually-hidden"> (si apre in una nuova scheda)</span>
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      </address>
      {dealer.opening_hours ? (
        <div className="lp-dealer__hours">
          <h3 id="lp-dealer-hours">Orari di apertura</h3>
          <dl className="lp-dealer__list" aria-labelledby="lp-dealer-hours" data-testid="dealer-hours">
            {WEEKDAY_KEYS.map((day) => (
              <div key={day}>
                <dt>{WEEKDAY_NAMES[day]}</dt>
                <dd>{formatDayHours(dealer.opening_hours![day])}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {position ? (
        <figure className="lp-map" aria-labelledby="lp-map-caption">
          <div className="lp-map__canvas" aria-hidden="true">
            <Pin />
          </div>
          <figcaption id="lp-map-caption" className="lp-map__caption">
            <span className="lp-map__label">Posizione del concessionario</span>
            <span className="lp-map__coords" data-testid="dealer-coordinates">
              {formatCoordinates(position)}
            </span>
            <a href={openStreetMapUrl(position)} target="_blank" rel="noopener noreferrer" className="lp-map__link">
              Apri in OpenStreetMap
              <span className="am-visually-hidden"> (si apre in una nuova scheda)</span>
            </a>
          </figcaption>
        </figure>
      ) : null}
      <p className="lp-dealer__more">
        <Link to={resultsHref({ dealers: [dealer.slug] })}>Tutti gli annunci di {dealer.name}</Link>
      </p>
    </section>
  );
}
