import { Component, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, RouterProvider, createBrowserRouter, useLocation, useRoutes, type RouteObject } from '@automercato/router';
import { isScreenError } from './screen';
import { fetchUserFx, sessionRequested, type CurrentUser } from './session';
import { locationChanged, navigateFx } from './navigation';
import { confirmFx } from './confirm';
import { showToastFx } from './toast';

/** Alone, there is no shell to show the error screen a remote asks for: say which one. */
class ScreenProbe extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isScreenError(error)) throw error; // anything else is a real fault: let it show
    return <p role="alert">La shell mostrerebbe qui la schermata di errore {error.status}.</p>;
  }
}

export interface StandaloneRemoteProps {
  /** Federation name, e.g. "mf_search". */
  name: string;
  routes: RouteObject[];
  /** A few URLs of this remote to click through while developing it alone. */
  links: ReadonlyArray<{ to: string; label: string }>;
}

/**
 * Development harness for `pnpm --filter mf-x dev`: mounts a remote's routes the same way
 * the shell does (at the site root, inside the shell's single router), with a minimal
 * frame instead of the shell's layout.
 */
function StandaloneRemote({ name, routes, links }: StandaloneRemoteProps) {
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  return (
    <div className="am-standalone">
      <header className="am-standalone__bar">
        <strong>{name}</strong> — sviluppo isolato, senza la shell
        <nav>
          {links.map((l) => (
            <Link key={l.to} to={l.to}>
              {l.label}
            </Link>
          ))}
        </nav>
      </header>
      <main>
        <ScreenProbe key={pathname}>{element ?? <p>Nessuna pagina di {name} corrisponde a questo indirizzo.</p>}</ScreenProbe>
      </main>
    </div>
  );
}

export interface StandaloneOptions extends StandaloneRemoteProps {
  /** The signed-in user as the shell loads it (null: a guest). Without it, always a guest. */
  fetchUser?: () => Promise<CurrentUser | null>;
}

/**
 * The whole `src/bootstrap.tsx` of a remote run alone: its routes in a browser router, and
 * what the shell does for real done simply (session, navigation, confirm with the browser's
 * dialog, toasts in the console), so the remote behaves as it does inside the shell.
 */
export function startStandalone({ fetchUser, ...props }: StandaloneOptions): void {
  const router = createBrowserRouter([{ path: '*', element: <StandaloneRemote {...props} /> }]);
  fetchUserFx.use(fetchUser ?? (async () => null));
  navigateFx.use(({ to, replace }) => void router.navigate(to, { replace: Boolean(replace) }));
  confirmFx.use(async ({ title, text }) => window.confirm([title, text].filter(Boolean).join('\n\n')));
  showToastFx.watch((toast) => console.info('[toast]', toast.title, toast.text));
  locationChanged(router.state.location);
  router.subscribe((state) => locationChanged(state.location));
  sessionRequested();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
