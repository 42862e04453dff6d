import { Suspense, useEffect, useState } from 'react';
import { firstViewReplaced } from '@automercato/api-sdk';
import { useLocation, useRoutes, type RouteObject } from '@automercato/router';
import type { RemoteRoutes } from '@automercato/shell-api';
import { NotFoundPage } from '../pages/NotFoundPage';
import { Loading } from './Loading';
import { RemoteBoundary } from './RemoteBoundary';
import type { AreaRemote } from './needs';
import { useRemoteComponent, type RemoteInUse } from './remoteLazy';

function routesView(mod: RemoteRoutes) {
  if (!Array.isArray(mod.routes)) throw new Error('./routes does not export a `routes` array');
  const routes: RouteObject[] = mod.routes;
  return function RemoteRoutesView() {
    // Mounted under the shell's root splat route: matched against the full pathname.
    return useRoutes(routes) ?? <NotFoundPage />;
  };
}

/**
 * The remote's page renders: it replaces the server's first view itself once its content shows
 * (firstViewReplaced); a remote version that does not (older than the call) is shown after a
 * moment all the same.
 */
const FIRST_VIEW_GRACE_MS = 2_000;
function FirstViewGrace() {
  useEffect(() => {
    const timer = setTimeout(firstViewReplaced, FIRST_VIEW_GRACE_MS);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

function RemoteRoutesArea({ remote, attempt, title, inUse }: { remote: AreaRemote; attempt: number; title?: string; inUse: RemoteInUse }) {
  const View = useRemoteComponent<RemoteRoutes, object, AreaRemote>(remote, 'routes', routesView, attempt, inUse);
  return (
    <Suspense
      fallback={
        <>
          {title ? <title>{title}</title> : null}
          <Loading />
        </>
      }
    >
      <View />
      <FirstViewGrace />
    </Suspense>
  );
}

/**
 * The routes exposed by `remote` (`./routes`), isolated by the remote's own boundary.
 * `title` is the page title while the remote loads or is unavailable (the remote's pages
 * set their own).
 */
export function RemoteArea({ remote, title }: { remote: AreaRemote; title?: string }) {
  const [attempt, setAttempt] = useState(0);
  const [inUse] = useState<RemoteInUse>(() => ({ version: undefined }));
  const { pathname } = useLocation();
  // The wrapper keeps the area's room (styles.css) while the remote loads and after, so the
  // footer stays below the fold instead of being drawn first and pushed down (layout shift).
  return (
    <div className="am-remote-area">
      <RemoteBoundary remote={remote} title={title} screenKey={pathname} inUse={inUse} onRetry={() => setAttempt((n) => n + 1)}>
        <RemoteRoutesArea remote={remote} attempt={attempt} inUse={inUse} {...(title ? { title } : {})} />
      </RemoteBoundary>
    </div>
  );
}
