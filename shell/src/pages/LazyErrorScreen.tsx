import { Suspense, lazy } from 'react';

const ErrorScreen = lazy(() => import('./ErrorScreen').then((m) => ({ default: m.ErrorScreen })));

/** The error screen, loaded when an error happens (it is not part of the home page). */
export function LazyErrorScreen() {
  return (
    <Suspense fallback={null}>
      <ErrorScreen />
    </Suspense>
  );
}
