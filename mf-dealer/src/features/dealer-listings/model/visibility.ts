/**
 * What a dealer reads about a listing the buyers do not find. The reason comes from the
 * server (`hidden_because`, the first condition of the public search rule the listing fails): this
 * module only words it, with what the dealer can do about it.
 */
import type { BadgeTone } from '@automercato/ui/badge';
import type { DealerListing, ListingState } from '../api/types';
import { STATE_LABELS } from './query';
import { t } from '../texts';

export const SUPPORT_EMAIL = 'assistenza@automercato.it';

export interface Visibility {
  /** The badge: the state, or "Sospeso" when the admins hid it. */
  label: string;
  tone: BadgeTone;
  /** One line under the badge (null: buyers find it, or the state says it all). */
  note: string | null;
  /** What to do, for the editor's banner (null: nothing to do). */
  todo: string | null;
  /** Showcase and featured do nothing while the admins hide it: shown as off. */
  slotsBlocked: boolean;
}

const STATE_TONE: Record<ListingState, BadgeTone> = { draft: 'neutral', published: 'success', withdrawn: 'warning', sold: 'info' };

type Shown = Pick<DealerListing, 'state' | 'hidden_because' | 'moderation_reason'>;

export function visibilityOf(listing: Shown): Visibility {
  const state = { label: STATE_LABELS[listing.state], tone: STATE_TONE[listing.state], slotsBlocked: false };
  switch (listing.hidden_because) {
    case 'suspended':
      return {
        label: 'Sospeso', tone: 'danger', slotsBlocked: true,
        note: t('visibility.sospesoDallAmministrazione', { v0: listing.moderation_reason ? `: «${listing.moderation_reason}»` : '' }),
        todo: t('visibility.correggiLAnnuncioCome', { SUPPORT_EMAIL })
          + t('visibility.fincheESospesoNon'),
      };
    case 'dealer_disabled':
      return {
        ...state, tone: listing.state === 'published' ? 'warning' : state.tone, slotsBlocked: true,
        note: t('visibility.nonVisibileConcessionarioDisattivato'),
        todo: t('visibility.ilConcessionarioEDisattivato', { SUPPORT_EMAIL }),
      };
    case 'dealer_unverified':
      return {
        ...state, tone: 'warning',
        note: t('visibility.pubblicatoNonVisibileIl'),
        todo: t('visibility.apriIlLinkDell'),
      };
    case 'vat_unconfirmed':
      return {
        ...state, tone: 'warning',
        note: t('visibility.pubblicatoNonVisibilePartita'),
        todo: t('visibility.gliAnnunciComparirannoNelle'),
      };
    case 'no_photos':
      return {
        ...state, tone: 'warning',
        note: t('visibility.pubblicatoNonVisibileAggiungi'),
        todo: t('visibility.leRicercheMostranoSolo'),
      };
    default:
      return { ...state, note: null, todo: null };
  }
}
