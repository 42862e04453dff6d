/**
 * What a dealer reads about a listing the buyers do not find. The reason comes from the
 * server (`hidden_because`, the first condition of the public search rule the listing fails): this
 * module only words it, with what the dealer can do about it.
 */
import type { BadgeTone } from '@automercato/ui/badge';
import type { DealerListing, ListingState } from '../api/types';
import { STATE_LABELS } from './query';

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
        note: `Sospeso dall'amministrazione${listing.moderation_reason ? `: «${listing.moderation_reason}»` : ''}`,
        todo: `Correggi l'annuncio come indicato, poi rispondi all'email ricevuta o scrivi a ${SUPPORT_EMAIL}: lo riattiveremo dopo una verifica. `
          + 'Finché è sospeso non compare nelle ricerche e non va in vetrina né in evidenza.',
      };
    case 'dealer_disabled':
      return {
        ...state, tone: listing.state === 'published' ? 'warning' : state.tone, slotsBlocked: true,
        note: 'Non visibile: concessionario disattivato dall\'amministrazione',
        todo: `Il concessionario è disattivato: nessun suo annuncio compare nelle ricerche. Rispondi all'email ricevuta o scrivi a ${SUPPORT_EMAIL} per chiedere la riattivazione.`,
      };
    case 'dealer_unverified':
      return {
        ...state, tone: 'warning',
        note: 'Pubblicato · non visibile: il titolare deve confermare l\'indirizzo email',
        todo: 'Apri il link dell\'email di conferma ricevuta alla registrazione: fino ad allora gli annunci non compaiono nelle ricerche.',
      };
    case 'vat_unconfirmed':
      return {
        ...state, tone: 'warning',
        note: 'Pubblicato · non visibile: partita IVA in verifica',
        todo: 'Gli annunci compariranno nelle ricerche quando la partita IVA sarà confermata (di solito entro un giorno lavorativo).',
      };
    case 'no_photos':
      return {
        ...state, tone: 'warning',
        note: 'Pubblicato · non visibile: aggiungi almeno una foto',
        todo: 'Le ricerche mostrano solo annunci con almeno una foto: aggiungine una qui sotto e l\'annuncio comparirà subito.',
      };
    default:
      return { ...state, note: null, todo: null };
  }
}
