/** The page's shape while the listing loads. */
import { Skeleton } from '@automercato/ui/skeleton';
import { t } from './texts';

export function ListingSkeleton() {
  return (
    <div className="lp-page lp-page--loading" aria-busy="true" data-testid="listing-skeleton">
      <p className="am-visually-hidden" role="status">{t('listingSkeleton.caricamentoDellAnnuncio')}</p>
      <div className="lp-header" aria-hidden="true">
        <Skeleton variant="text" width="14rem" />
        <Skeleton variant="text" width="min(26rem, 80%)" height="2rem" />
        <Skeleton variant="text" width="min(18rem, 60%)" />
      </div>
      <div className="lp-layout" aria-hidden="true">
        {/* Phones: the price comes before the photos (listing.css). */}
        <div className="lp-skeleton-price">
          <Skeleton variant="text" width="9rem" height="2rem" />
        </div>
        <div className="lp-main">
          <div className="lp-gallery">
            <Skeleton variant="block" className="lp-skeleton-photo" />
            <div className="lp-thumbs lp-thumbs--inline">
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} variant="block" className="lp-skeleton-thumb" />
              ))}
            </div>
          </div>
          <div className="lp-card">
            <Skeleton variant="text" width="10rem" height="1.4rem" />
            <div className="lp-skeleton-dl">
              {Array.from({ length: 10 }, (_, i) => (
                <Skeleton key={i} variant="text" width={i % 2 ? '70%' : '85%'} />
              ))}
            </div>
          </div>
        </div>
        <div className="lp-aside">
          <div className="lp-card">
            <Skeleton variant="text" width="9rem" height="2.4rem" />
            <Skeleton variant="text" lines={2} />
            <Skeleton variant="block" height="3.25rem" />
            <Skeleton variant="block" height="3.25rem" />
          </div>
          <div className="lp-card">
            <Skeleton variant="text" width="60%" height="1.4rem" />
            <Skeleton variant="text" lines={3} />
          </div>
        </div>
      </div>
    </div>
  );
}
