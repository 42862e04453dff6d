/**
 * The dealer: name, address, phone, website and position. No map tiles (the platform loads
 * nothing from other hosts): a small map of Italy drawn by the server with a pin on the dealer's
 * comune, the coordinates and a link that opens OpenStreetMap in a new tab.
 */
import { Link } from '@automercato/router';
import { WEEKDAY_KEYS, WEEKDAY_NAMES, formatDayHours } from '@automercato/validation/dealer-settings';
import type { ListingDetail } from '@automercato/api-sdk';
import { useApi } from '@automercato/entities/api';
import { PlaceMap } from '@automercato/ui/place-map';
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
import { t } from '../texts';

/** "Torino (TO)": the comune as the dealer wrote it, with its province. */
function placeName(dealer: ListingDetail['dealer']): string {
  return dealer.province_code ? `${dealer.city} (${dealer.province_code})` : dealer.city;
}

export function DealerCard({ listing }: { listing: ListingDetail }) {
  const dealer = listing.dealer;
  const position = positionOf(listing);
  const website = safeWebsite(dealer.website);
  const address = dealerAddress(dealer);
  const api = useApi();
  const place = placeName(dealer);
  return (
    <section className="lp-card lp-dealer" aria-labelledby="lp-dealer-title">
      <p className="lp-dealer__kicker">{t('dealerCard.vendutoDa')}</p>
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
              <dt>{t('dealerCard.telefono')}</dt>
              <dd>
                <a href={telHref(dealer.phone)}>{dealer.phone}</a>
              </dd>
            </div>
          ) : null}
          {website ? (
            <div>
              <dt>{t('dealerCard.sitoWeb')}</dt>
              <dd>
                <a href={website} target="_blank" rel="noopener noreferrer">
                  {websiteLabel(website)}
                  <span className="am-visually-hidden">{t('dealerCard.siApreInUna')}</span>
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      </address>
      {dealer.opening_hours ? (
        <div className="lp-dealer__hours">
          <h3 id="lp-dealer-hours">{t('dealerCard.orariDiApertura')}</h3>
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
        <PlaceMap className="lp-map" src={api.vehicles.italyMapUrl(position, place)} place={place}>
          <span className="lp-map__coords" data-testid="dealer-coordinates">
            {formatCoordinates(position)}
          </span>
          <a href={openStreetMapUrl(position)} target="_blank" rel="noopener noreferrer" className="lp-map__link">{t('dealerCard.apriInOpenstreetmap')}<span className="am-visually-hidden">{t('dealerCard.siApreInUna')}</span>
          </a>
        </PlaceMap>
      ) : null}
      <p className="lp-dealer__more">
        <Link to={resultsHref({ dealers: [dealer.slug] })}>{t('dealerCard.tuttiGliAnnunciDi')}{dealer.name}</Link>
      </p>
    </section>
  );
}
