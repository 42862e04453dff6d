import type { ReactNode } from 'react';

/**
 * The shell's layout as it stands before its JavaScript runs (the header's bar and logo, the
 * main column), so the page drawn from the HTML sits where the shell will draw it.
 */
export function FirstViewFrame({ children }: { children: ReactNode }) {
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
        <div className="am-remote-area">{children}</div>
      </main>
    </div>
  );
}
