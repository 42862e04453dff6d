import { ErrorView } from './ErrorScreen';

/** A remote has no page for this address: the same 404 view, inside the current layout. */
export function NotFoundPage() {
  return <ErrorView status={404} />;
}
