import type { ReactNode } from 'react';
import { t } from './home-texts';

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
      <h1>{title}{t('comingSoon.inArrivo')}</h1>
      <p>{t('comingSoon.stiamoLavorandoAQuesta')}</p>
      {children ? <div className="am-coming-soon__details">{children}</div> : null}
    </section>
  );
}
