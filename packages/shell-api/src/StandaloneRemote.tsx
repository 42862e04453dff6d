import { Link, useRoutes, type RouteObject } from '@automercato/router';

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
export function StandaloneRemote({ name, routes, links }: StandaloneRemoteProps) {
  const element = useRoutes(routes);
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
      <main>{element ?? <p>Nessuna pagina di {name} corrisponde a questo indirizzo.</p>}</main>
    </div>
  );
}
