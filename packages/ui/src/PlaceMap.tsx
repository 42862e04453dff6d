import { t } from './home-texts';
/**
 * A small map with a pin (the image is drawn by the server: an outline of Italy, no tile service)
 * and the place's name under it. The image's box is reserved by its width and height, so the page
 * does not move when it arrives; the label says in words what the picture shows.
 */
export interface PlaceMapProps {
  /** The image's address (api-sdk: lookups.italyMapUrl). */
  src: string;
  /** The place, as the page names it ("Torino (TO)"). */
  place: string;
  /** What the pin stands for: "la sede del concessionario". */
  subject?: string;
  className?: string;
  /** Below the name: coordinates, a link… */
  children?: React.ReactNode;
}

export const PLACE_MAP_WIDTH = 200;
export const PLACE_MAP_HEIGHT = 240;

export function PlaceMap({ src, place, subject = 'la sede del concessionario', className, children }: PlaceMapProps) {
  return (
    <figure className={['am-place-map', className].filter(Boolean).join(' ')} data-testid="place-map">
      <img
        className="am-place-map__image"
        src={src}
        width={PLACE_MAP_WIDTH}
        height={PLACE_MAP_HEIGHT}
        role="img"
        alt={t('placeMap.mappaDellItaliaA', { subject, place })}
        loading="lazy"
        decoding="async"
      />
      <figcaption className="am-place-map__caption">
        <span className="am-place-map__place">{place}</span>
        {children}
      </figcaption>
    </figure>
  );
}
