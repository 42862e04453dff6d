import { ScreenError } from '@automercato/shell-api';

/** A remote has no page for this address: the 404 screen (empty layout), like any other 404. */
export function NotFoundPage(): never {
  throw new ScreenError(404);
}
