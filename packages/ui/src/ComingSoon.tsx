import type { ReactNode } from 'react';

export interface ComingSoonProps {
  /** Name of the page or area, e.g. "Ricerca annunci". */
  title: string;
  /** Optional details (what the page will do, the parameters it received…). */
  children?: ReactNode;
}

/** The honest placeholder for a page that is not built yet: never a blank page. */
export function ComingSoon({ title, children }: ComingSoonProps) {
  return (
    <section className="am-coming-soon">
      <h1>{title} — in arrivo</h1>
      <p>Stiamo lavorando a questa sezione: sarà disponibile a breve.</p>
      {children ? <div className="am-coming-soon__details">{children}</div> : null}
    </section>
  );
}
