/**
 * The error screen of SPEC §2: chosen by status (403 forbidden, 404 not found, 410 gone,
 * anything else a generic error), in the empty layout, with the status code as page title.
 */
import { Link, isRouteErrorResponse, useRouteError } from '@automercato/router';
import { useLayoutEffect } from 'react';
import { ApiError, firstViewReplaced } from '@automercato/api-sdk';
import { isScreenError, type ScreenAction } from '@automercato/shell-api';
import { EmptyLayout } from '../layout/EmptyLayout';
import { t } from './texts';

interface ErrorView {
  heading: string;
  text: string;
}

export const ERROR_VIEWS: Record<'403' | '404' | '410' | 'other', ErrorView> = {
  '403': {
    heading: 'Accesso negato',
    text: 'Non hai i permessi per vedere questa pagina. Se pensi che sia un errore, accedi con un altro account o contatta l’assistenza.',
  },
  '404': {
    heading: 'Pagina non trovata',
    text: 'La pagina che cerchi non esiste o è stata spostata. Controlla l’indirizzo o riparti dalla home.',
  },
  '410': {
    heading: 'Contenuto non più disponibile',
    text: 'Questo contenuto è stato rimosso: l’annuncio potrebbe essere stato venduto o ritirato dal concessionario.',
  },
  other: {
    heading: 'Si è verificato un errore',
    text: 'Qualcosa non ha funzionato. Riprova tra qualche istante: se il problema continua, contatta l’assistenza.',
  },
};

/** The status an error stands for: a route response's, an API error's screen status, or 500. */
export function errorStatusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof ApiError) return error.screenStatus;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** The detail worth showing: the message a loader gave with its status ('Not found'…). */
function detailOf(error: unknown): string | null {
  if (isRouteErrorResponse(error) && typeof error.data === 'string' && error.data) return error.data;
  if (error instanceof ApiError) return error.message;
  return null;
}

/** `action`: a way on that a remote gave with its ScreenError ("Cerca veicoli simili"…). */
export function ErrorView({ status, detail, action }: { status: number; detail?: string | null; action?: ScreenAction | undefined }) {
  // A page the server drew for the first view (a listing withdrawn since) gives way to this screen.
  useLayoutEffect(firstViewReplaced, []);
  const key = status === 403 || status === 404 || status === 410 ? (String(status) as '403' | '404' | '410') : 'other';
  const view = ERROR_VIEWS[key];
  return (
    <section className={`am-error-page am-error-page--${key}`} aria-labelledby="error-title" data-status={status}>
      <title>{String(status)}</title>
      <p className="am-error-page__code" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">{view.heading}</h1>
      <p>{view.text}</p>
      {detail && detail !== view.heading ? <p className="am-error-page__detail">{detail}</p> : null}
      <p className="am-error-page__actions">
        {action ? (
          <Link className="am-button" to={action.to}>
            {action.label}
          </Link>
        ) : null}
        <Link className={action ? 'am-button am-button--secondary' : 'am-button'} to="/">{t('errorScreen.tornaAllaHome')}</Link>
        {status === 403 ? (
          <Link className="am-button am-button--secondary" to="/signin">{t('errorScreen.accediConUnAltro')}</Link>
        ) : null}
      </p>
    </section>
  );
}

/**
 * Route error element: loader answers (404 'Not found', 403…), a remote's ScreenError (passed
 * on by its boundary, with the way on it gives) and every error no area boundary caught.
 */
export function ErrorScreen() {
  const error = useRouteError();
  const status = errorStatusOf(error);
  if (status >= 500 && !isScreenError(error)) console.error('[shell] route error', error);
  return (
    <EmptyLayout>
      <ErrorView status={status} detail={detailOf(error)} action={isScreenError(error) ? error.action : undefined} />
    </EmptyLayout>
  );
}
