/** The editor's banner: why buyers do not find this listing and what to do (nothing when they find it). */
import type { DealerListing } from '../api/types';
import { visibilityOf } from '../model/visibility';

export function VisibilityNotice({ listing }: { listing: Pick<DealerListing, 'state' | 'hidden_because' | 'moderation_reason'> | null }) {
  if (!listing) return null;
  const shown = visibilityOf(listing);
  if (!shown.todo || !shown.note) return null;
  return (
    <div className={`am-dl-visibility${shown.tone === 'danger' ? ' am-dl-visibility--danger' : ''}`} role="status" data-testid="listing-visibility">
      <strong>{shown.note}</strong>
      <p>{shown.todo}</p>
    </div>
  );
}
