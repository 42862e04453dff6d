import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from '@automercato/router';
import { ApiError } from '@automercato/api-sdk';
import { ErrorView, errorStatusOf } from './ErrorScreen';

const render = (status: number, detail?: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ErrorView status={status} detail={detail ?? null} />
    </MemoryRouter>,
  );

describe('error screen (SPEC §2)', () => {
  it.each([
    [403, 'Accesso negato'],
    [404, 'Pagina non trovata'],
    [410, 'Contenuto non più disponibile'],
    [500, 'Si è verificato un errore'],
    [503, 'Si è verificato un errore'],
  ])('%s → "%s", titled with the status code', (status, heading) => {
    const html = render(status);
    expect(html).toContain(`<title>${status}</title>`);
    expect(html).toContain(`<h1 id="error-title">${heading}</h1>`);
    expect(html).toContain('Torna alla home');
  });

  it('shows the detail a loader gave ("Not found")', () => {
    expect(render(404, 'Not found')).toContain('<p class="am-error-page__detail">Not found</p>');
  });

  it('reads the status of route responses, API errors and anything else', () => {
    expect(errorStatusOf({ status: 403, statusText: '', internal: false, data: 'x' })).toBe(403);
    expect(errorStatusOf(new ApiError('4', 'x', 404))).toBe(404);
    expect(errorStatusOf(new ApiError('9', 'x', 410))).toBe(410);
    expect(errorStatusOf(new ApiError('1', 'x', 500))).toBe(500);
    expect(errorStatusOf(new Error('boom'))).toBe(500);
  });
});
