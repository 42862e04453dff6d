import type { ReactNode } from 'react';

/**
 * The shell's layout as it stands before its JavaScript runs (the header's bar and logo, the
 * main column, a remote's page in its area), so the page drawn from the HTML sits where the shell
 * will draw it.
 */
export function FirstViewFrame({ children, remote = false }: { children: ReactNode; remote?: boolean }) {
  return (
    <div className="am-layout">
      <header className="am-header">
        <div className="am-container am-header__inner">
          <a href="/" className="am-logo" aria-label="AutoMercato, vai alla home">
            Auto<span>Mercato</span>
          </a>
        </div>
      </header>
      <main className="am-container am-main">
        {remote ? <div className="am-remote-area">{children}</div> : children}
      </main>
    </div>
  );
}
