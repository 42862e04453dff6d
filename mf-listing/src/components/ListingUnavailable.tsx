/**
 * The 404 / 410 screens of SPEC §2 for a listing, inside this remote's area. The shell has
 * no way yet for a remote to raise its error screen (its remote boundary catches whatever a
 * remote throws): this view uses the same markup, classes, texts and page title, so it can
 * be swapped for the shell's screen without changing what a user or a test sees.
 */
import { Link } from '@automercato/router';
import { resultsHref } from '../lib/listing';

export const UNAVAILABLE_VIEWS = {
  404: {
    heading: 'Pagina non trovata',
    text: 'La pagina che cerchi non esiste o è stata spostata. Controlla l’indirizzo o riparti dalla home.',
  },
  410: {
    heading: 'Contenuto non più disponibile',
    text: 'Questo contenuto è stato rimosso: l’annuncio potrebbe essere stato venduto o ritirato dal concessionario.',
  },
} as const;

export function ListingUnavailable({ status, make, model }: { status: 404 | 410; make?: string | undefined; model?: string | undefined }) {
  const view = UNAVAILABLE_VIEWS[status];
  return (
    <section className={`am-error-page am-error-page--${status} lp-unavailable`} aria-labelledby="error-title" data-status={status}>
      <title>{String(status)}</title>
      <p className="am-error-page__code" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">{view.heading}</h1>
      <p>{view.text}</p>
      <p className="am-error-page__actions">
        {status === 410 && make ? (
          <Link className="am-button" to={resultsHref({ make, model: model ?? null })}>
            Cerca veicoli simili
          </Link>
        ) : null}
        <Link className={status === 410 && make ? 'am-button am-button--secondary' : 'am-button'} to="/">
          Torna alla home
        </Link>
      </p>
    </section>
  );
}
