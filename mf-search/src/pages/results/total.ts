import type { ListingPage } from '@automercato/api-sdk';
import { formatCount, formatNumber } from '@automercato/i18n/format';
import { t } from './texts';

/**
 * "1.234 annunci"; a capped total (SPEC: more than 10.000) is "oltre 10.000 annunci". A module of
 * its own: the server's drawn results page says it too, without the page's code.
 */
export function totalText(meta: ListingPage['meta']): string {
  if (meta.total_capped) return t('resultsPageStrings.oltreAnnunci', { v0: formatNumber(meta.total) });
  return formatCount(meta.total, 'annuncio', 'annunci');
}
