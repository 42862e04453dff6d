/**
 * "Annunci simili": the same make and model first, then the same body type within ±25 % of
 * the price; never the listing on screen. Four cards, each linking to its canonical page.
 */
import { useEffect, useState } from 'react';
import { Link } from '@automercato/router';
import type { Api, Filters, ListingDetail, ListingSummary } from '@automercato/api-sdk';
import { Card } from '@automercato/ui/card';
import { ListingCard, resultsHref } from '@automercato/entities/listing';
import { useApi } from '@automercato/entities/api';
import { t } from '../texts';

export const SIMILAR_COUNT = 4;
export const PRICE_BAND = 0.25;

type Basis = Pick<ListingDetail, 'uuid' | 'make' | 'model' | 'category' | 'price'>;

/** The two searches, in order of preference. */
export function similarFilters(listing: Basis): [Filters, Filters] {
  return [
    { make: listing.make.slug, model: listing.model.slug },
    {
      body: [listing.category.slug],
      priceFrom: Math.floor(listing.price * (1 - PRICE_BAND)),
      priceTo: Math.ceil(listing.price * (1 + PRICE_BAND)),
    },
  ];
}

export async function loadSimilar(api: Api, listing: Basis, count = SIMILAR_COUNT): Promise<ListingSummary[]> {
  const picked: ListingSummary[] = [];
  const seen = new Set([listing.uuid]);
  for (const filters of similarFilters(listing)) {
    const page = await api.listings.search(filters);
    for (const item of page.items) {
      if (picked.length >= count) break;
      if (seen.has(item.uuid)) continue;
      seen.add(item.uuid);
      picked.push(item);
    }
    if (picked.length >= count) break;
  }
  return picked;
}

export function SimilarListings({ listing }: { listing: ListingDetail }) {
  const api = useApi();
  const [items, setItems] = useState<ListingSummary[] | null>(null);

  useEffect(() => {
    let current = true;
    setItems(null);
    loadSimilar(api, listing).then(
      (found) => current && setItems(found),
      () => current && setItems([]),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one search per listing
  }, [api, listing.uuid]);

  if (items !== null && items.length === 0) return null;
  return (
    <section className="lp-similar" aria-labelledby="lp-similar-title" aria-busy={items === null || undefined}>
      <div className="lp-similar__head">
        <h2 id="lp-similar-title" className="lp-section-title">{t('similarListings.annunciSimili')}</h2>
        <Link to={resultsHref({ make: listing.make.slug, model: listing.model.slug })} className="lp-similar__all">{t('similarListings.tutteLe')}{listing.title}{t('similarListings.usate')}</Link>
      </div>
      <div className="lp-similar__grid">
        {items === null
          ? Array.from({ length: SIMILAR_COUNT }, (_, i) => <Card key={i} title="" loading />)
          : items.map((item) => <ListingCard key={item.uuid} listing={item} />)}
      </div>
    </section>
  );
}
