import type { ReactNode } from 'react';
import { t } from './texts';

/** The frame of an informational page: title, lead paragraph, content, last update. */
export function InfoArticle(props: { heading: string; lead: string; updated?: string; children: ReactNode }) {
  return (
    <article className="am-info">
      <header className="am-info__header">
        <h1>{props.heading}</h1>
        <p className="am-info__lead">{props.lead}</p>
      </header>
      <div className="am-info__body">{props.children}</div>
      {props.updated ? <p className="am-info__updated">{t('infoLayout.ultimoAggiornamento')}{props.updated}</p> : null}
    </article>
  );
}
