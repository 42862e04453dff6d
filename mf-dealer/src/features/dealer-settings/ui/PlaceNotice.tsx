import { useUnit } from 'effector-react';
import { $settings, placeNotice } from '../model/settings';

/**
 * Beside the address fields: where the saved address put the dealer on the map, or that it could
 * not be placed and what that costs. It follows the saved settings, not the typing.
 */
export function PlaceNotice() {
  const settings = useUnit($settings);
  const notice = settings ? placeNotice(settings) : null;
  if (!notice) return null;
  return (
    <p className={`am-place-notice am-place-notice--${notice.tone}`} role="status" data-testid="place-notice">
      {notice.text}
    </p>
  );
}
