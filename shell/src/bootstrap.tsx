import { StrictMode, startTransition, type ErrorInfo } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from '@automercato/router';
import '@automercato/ui/styles.css';
import './styles.css';
import { buildRoutes } from './routing/routes';
import { connectScrollMemory } from './routing/ScrollMemory';
import { markDocumentEntry } from './routing/scroll-memory';
import { RemoteUnavailableError, loadRemotesConfig, prefetchSentRemoteFiles } from './federation/remotes';
import { followRemotesMap } from './federation/follow';
import { PreviewBanner } from './federation/PreviewBanner';
import { capturePreviewFromAddress } from './federation/preview';
import { connectSession, startSession } from './session/session';
import { isScreenError } from '@automercato/shell-api';
import { firstViewReplaced } from '@automercato/api-sdk';
import { setLocaleCookie } from './lib/locale';
import { ServiceHosts } from './services/ServiceHosts';
import { yieldToMain } from './lib/yield';

function onCaughtError(error: unknown, info: ErrorInfo) {
  // A remote that is down is an expected condition with its own Italian fallback.
  if (error instanceof RemoteUnavailableError) {
    console.warn(`[remotes] ${error.message}`, error.cause ?? '');
    return;
  }
  // A remote asking for the 404/410 screen is not a fault.
  if (isScreenError(error)) return;
  console.error(error, info.componentStack);
}

/**
 * Errors the router's error element shows. Render errors are already logged by onCaughtError
 * and loader errors of 500 and more by the error screen; without this handler react-router
 * would also log every remote's ScreenError (a 404/410 screen is not a fault).
 */
function onRouteError() {}

/**
 * Starts the shell in three tasks (see index.ts): the fetches (session, remotes' map), the
 * router, then React's root and first render.
 */
export async function start(): Promise<void> {
  // An admin's `?preview=mf_search@4` is kept for the tab and sent with every /remotes.json fetch.
  capturePreviewFromAddress();

  prefetchSentRemoteFiles();

  // Remote locations come from /remotes.json at run time; start fetching at once, in
  // parallel with the first render (the home page does not wait for it).
  void loadRemotesConfig().catch((err: unknown) => {
    // Areas that need a remote show their fallback; "Riprova" fetches the file again.
    console.warn('[remotes] /remotes.json unavailable', err);
  });

  // The session (GET /api/session) too: the header shows sign-in or the profile menu.
  startSession();
  setLocaleCookie();

  await yieldToMain();
  // Before the router reads history.state: the entry this document opened on gets a key of its own.
  markDocumentEntry(window.history);
  const router = createBrowserRouter(buildRoutes());
  connectSession(router);
  connectScrollMemory(router);
  // The page the server drew for the first view (results, a listing) gives way when the buyer goes
  // to another page before the remote's own has shown.
  const firstPath = router.state.location.pathname;
  const stopFirstView = router.subscribe((state) => {
    if (state.location.pathname === firstPath) return;
    firstViewReplaced();
    stopFirstView();
  });
  // Later navigations check the map again: a promoted version is picked up without a reload.
  followRemotesMap(router);

  await yieldToMain();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root not found in index.html');

  const root = createRoot(container, { onCaughtError });
  // The first render as a transition: React renders it in slices and lets the browser in between
  // (input, paint) instead of one long task, which on a slow phone blocked the page for hundreds of ms.
  startTransition(() => {
    root.render(
      <StrictMode>
        <RouterProvider router={router} onError={onRouteError} />
        <ServiceHosts />
        <PreviewBanner />
      </StrictMode>,
    );
  });
}
