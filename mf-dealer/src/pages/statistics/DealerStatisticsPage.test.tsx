import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { provideApi } from '@automercato/entities/api';
import { DEALER, fail, fakeApi, freePlan, ok, on, renderRoute, sampleStats } from '../../test/harness';

// happy-dom has no canvas: the chart library is replaced by a recorder of what it was asked to draw.
const drawn = vi.hoisted(() => [] as Array<{ labels: string[]; datasets: Array<{ label: string; data: number[] }> }>);
vi.mock('chart.js', () => {
  class Chart {
    static register() {}
    constructor(_canvas: unknown, config: { data: (typeof drawn)[number] }) { drawn.push(config.data); }
    destroy() {}
  }
  const piece = {};
  return { Chart, BarController: piece, BarElement: piece, CategoryScale: piece, Legend: piece, LineController: piece, LineElement: piece, LinearScale: piece, PointElement: piece, Tooltip: piece };
});

afterEach(() => { provideApi(null); drawn.length = 0; });

const LISTING = { id: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee', title: 'Volkswagen Golf 1.5 eTSI Life', state: 'published', price: 21900, views: 1500, favourites: 2, leads: 0, report_requests: 0 };
const serve = (stats: unknown) => fakeApi(
  on('GET', `/api/dealers/${DEALER}/statistics`, stats as never),
  on('GET', `/api/dealers/${DEALER}/subscription`, ok(freePlan())),
);

describe('/dealer/{uuid}/statistics', () => {
  it('shows the totals, the chart with its data table, and the listings viewed without leads with an edit link', async () => {
    const stats = sampleStats({
      totals: { views: 1500, favourites: 2, leads: 1, report_requests: 3 },
      listings: [LISTING], views_without_leads: [LISTING],
    }, 1500);
    const { api } = serve(ok(stats));
    renderRoute(`/dealer/${DEALER}/statistics`, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistiche' })).toBeTruthy();
    const totals = await screen.findByRole('list', { name: 'Totali degli ultimi 30 giorni' });
    expect(within(totals).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1.500Visite', '2Preferiti', '1Contatti', '3Richieste report']);

    // The chart (lazy) gets the 30 days with Italian labels; the canvas names the totals.
    const canvas = await screen.findByRole('img', { name: /1\.500 visite, 2 preferiti, 1 contatti, 3 richieste di report/ });
    expect(canvas.tagName).toBe('CANVAS');
    expect(drawn[0]!.labels).toHaveLength(30);
    expect(drawn[0]!.labels.at(-1)).toBe('24 nov');
    expect(drawn[0]!.datasets.map((d) => d.label)).toEqual(['Visite', 'Contatti', 'Preferiti', 'Richieste report']);

    // The same numbers in a table, newest day first, behind a keyboard-reachable summary.
    fireEvent.click(screen.getByText('Mostra i dati del grafico in tabella'));
    const table = screen.getByRole('table', { name: /dal 26 ott al 24 nov/ });
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByRole('rowheader').textContent).toBe('24 nov');
    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1.500', '0', '0', '0']);

    const quiet = screen.getByRole('heading', { name: 'Annunci visti ma senza contatti' }).parentElement!;
    expect(within(quiet).getByText(/21\.900\s€ · 1\.500 visite · 0 contatti/)).toBeTruthy();
    expect(within(quiet).getByRole('link', { name: 'Modifica Volkswagen Golf 1.5 eTSI Life' }).getAttribute('href'))
      .toBe(`/dealer/${DEALER}/listings/${LISTING.id}`);
  });

  it('an empty period says so, with no chart', async () => {
    const { api } = serve(ok(sampleStats({ totals: { views: 0, favourites: 0, leads: 0, report_requests: 0 } }, 0)));
    renderRoute(`/dealer/${DEALER}/statistics`, api);
    expect(await screen.findByText('Ancora nessun dato')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Vai ai tuoi annunci' }).getAttribute('href')).toBe(`/dealer/${DEALER}/listings`);
  });

  it('loading, then a failure with "Riprova" that loads again', async () => {
    let calls = 0;
    const { api } = serve(() => (calls++ === 0 ? fail(500, '1', 'Errore') : ok(sampleStats())));
    renderRoute(`/dealer/${DEALER}/statistics`, api);
    expect(screen.getByText(/Caricamento delle statistiche/)).toBeTruthy();
    expect(await screen.findByText('Impossibile caricare le statistiche')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('list', { name: 'Totali degli ultimi 30 giorni' })).toBeTruthy();
  });
});
