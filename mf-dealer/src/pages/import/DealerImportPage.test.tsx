import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEALER, fakeApi, freePlan, ok, on, renderRoute } from '../../test/harness';

const ID = '7b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d';
const item = (status: string, counts = { new: 0, changed: 0, unchanged: 0, missing: 0, error: 0, warnings: 0 }, extra = {}) => ({
  id: ID, source: 'csv', filename: 'stock.csv', status, message: null, withdraw_missing: false, total_rows: 3, processed_rows: 0,
  counts, created_at: '2026-11-24T22:00:00.000Z', updated_at: '2026-11-24T22:00:00.000Z', applied_at: null, ...extra,
});
const READY = { new: 1, changed: 1, unchanged: 0, missing: 2, error: 1, warnings: 0 };
const report = (status: string, rows: unknown[] = []) => ok({ import: item(status, READY), rows: { items: rows, total: rows.length, page: 1, per_page: 100 } });

function serve() {
  let polls = 0;
  return fakeApi(
    on('GET', `/api/dealers/${DEALER}/subscription`, ok(freePlan())),
    on('GET', `/api/dealers/${DEALER}/import-feed`, ok({ url: null, hold_share: 0.3, runs: [] })),
    on('POST', `/api/dealers/${DEALER}/imports`, ok(item('analysing'), 201)),
    // The first poll finds it still running, then the report; ?outcome=issues gets the error row.
    on('GET', `/api/dealers/${DEALER}/imports/${ID}`, () => (polls++ === 0 ? report('analysing')
      : report('ready', [{
        line: 3, reference: 'X2', vehicle: 'Wolksvagen Golf · targa GB 123 CD · rif. X2', outcome: 'error',
        messages: ["riga 3: marca 'Wolksvagen' sconosciuta — forse Volkswagen?"], listing_id: null,
      }]))),
    on('POST', `/api/dealers/${DEALER}/imports/${ID}/apply`, ok(item('applied', READY, { applied_at: '2026-11-24T22:01:00.000Z' }))),
  );
}

/** The import page with no feed yet, its save answered with `saved`; the feed address field. */
async function feedForm(saved: Parameters<typeof on>[2]) {
  const { api, calls } = fakeApi(
    on('GET', `/api/dealers/${DEALER}/subscription`, ok(freePlan())),
    on('GET', `/api/dealers/${DEALER}/import-feed`, ok({ url: null, hold_share: 0.3, runs: [] })),
    on('PUT', `/api/dealers/${DEALER}/import-feed`, saved),
  );
  renderRoute(`/dealer/${DEALER}/import`, api);
  return { calls, input: await screen.findByLabelText('Indirizzo del feed') };
}

describe('/dealer/{uuid}/import', () => {
  it('uploads a CSV, follows the dry run, shows the errors in Italian and applies with the missing withdrawn', async () => {
    const { api, calls } = serve();
    renderRoute(`/dealer/${DEALER}/import`, api);
    expect(await screen.findByRole('heading', { name: 'Importa lo stock' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Scarica il file di esempio' }).getAttribute('href')).toContain('/api/stock-import/sample.csv');
    const file = new File(['riferimento;marca\n'], 'stock.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('Scegli il file'), { target: { files: [file] } });
    expect(await screen.findByText('Analisi in corso')).toBeTruthy();
    // Each error row: the spreadsheet's row and the vehicle, then what is wrong.
    expect(await screen.findByText('Riga 3 — Wolksvagen Golf · targa GB 123 CD · rif. X2', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText("marca 'Wolksvagen' sconosciuta — forse Volkswagen?")).toBeTruthy();
    expect(screen.getByTestId('import-counts').textContent).toBe('1 nuovo, 1 modificato, 0 invariati, 2 mancanti, 1 con errori');
    fireEvent.click(screen.getByLabelText(/Ritira gli annunci mancanti/));
    fireEvent.click(screen.getByRole('button', { name: 'Applica' }));
    expect(await screen.findByText('Applicata')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/apply'))?.body).toEqual({ withdraw_missing: true });
  });

  it('refuses a file that is not CSV without sending it', async () => {
    const { api, calls } = serve();
    renderRoute(`/dealer/${DEALER}/import`, api);
    await screen.findByRole('heading', { name: 'Importa lo stock' });
    fireEvent.change(screen.getByLabelText('Scegli il file'), { target: { files: [new File(['x'], 'stock.xlsx')] } });
    // (The feed form below has its own alert slot: the upload's problem is found by its words.)
    expect((await screen.findByText('«stock.xlsx» non è un file CSV: scegli un file .csv.')).getAttribute('role')).toBe('alert');
    // A second bad file is named, so the dealer sees which one it is.
    fireEvent.change(screen.getByLabelText('Scegli il file'), { target: { files: [new File([''], 'ottobre.csv')] } });
    expect((await screen.findByText('Il file «ottobre.csv» è vuoto.')).getAttribute('role')).toBe('alert');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('of two files dropped at once, uploads the first and names the other', async () => {
    const { api, calls } = serve();
    renderRoute(`/dealer/${DEALER}/import`, api);
    await screen.findByRole('heading', { name: 'Importa lo stock' });
    const files = [new File(['riferimento;marca\n'], 'novembre.csv'), new File(['x'], 'listino.xlsx')];
    fireEvent.drop(screen.getByTestId('import-drop'), { dataTransfer: { files } });
    expect((await screen.findByText(/Si importa un file alla volta/)).textContent).toContain('Non caricati: «listino.xlsx»');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('the feed form refuses an address that is not http(s) and saves a good one', async () => {
    const { calls, input } = await feedForm(ok({ url: 'https://gestionale.example/stock.xml', hold_share: 0.3, runs: [] }));
    fireEvent.change(input, { target: { value: 'ftp://x/y' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Inserisci un indirizzo http:// o https:// completo.')).toBeTruthy();
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(input, { target: { value: 'https://gestionale.example/stock.xml' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Indirizzo salvato.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ url: 'https://gestionale.example/stock.xml' });
  });

  it('the feed form shows the API\'s refusal of the address on the field', async () => {
    const { input } = await feedForm({
      status: 422,
      body: { error: true, error_code: '2', error_message: 'Dati non validi', data: { errors: { url: ['Il feed non risponde.'] } } },
    });
    fireEvent.change(input, { target: { value: 'https://gestionale.example/stock.xml' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Il feed non risponde.')).toBeTruthy();
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByText('Indirizzo salvato.')).toBeNull();
  });
});
