import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import * as ui from './index';
import { Badge } from './Badge';
import { Card } from './Card';
import { ComingSoon } from './ComingSoon';
import { Container, Grid, Stack } from './Layout';
import { Skeleton, SkeletonCard } from './Skeleton';
import { Spinner } from './Spinner';
import { EmptyState, ErrorState } from './States';
import { Table } from './Table';

describe('Card', () => {
  it('listing card: linked title, image, badges, meta, price', () => {
    render(
      <Card
        href="/annunci/milano/fiat/500/brera/1"
        title="Fiat 500 1.0 Hybrid"
        subtitle="City car"
        image={{ src: '/p.jpg', alt: 'Fiat 500 bianca' }}
        featured
        badges={<Badge>Carfax</Badge>}
        meta={['2022', '19.200 km']}
        price="13.450 €"
        priceNote="Trattabile"
      />,
    );
    const article = screen.getByRole('article');
    const heading = within(article).getByRole('heading', { level: 3, name: 'Fiat 500 1.0 Hybrid' });
    expect(within(heading).getByRole('link').getAttribute('href')).toBe('/annunci/milano/fiat/500/brera/1');
    expect(screen.getByRole('img', { name: 'Fiat 500 bianca' }).getAttribute('loading')).toBe('lazy');
    expect(screen.getByText('In evidenza')).toBeTruthy();
    expect(screen.getByText('Carfax')).toBeTruthy();
    expect(within(article).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['2022', '19.200 km']);
    expect(screen.getByText('13.450 €')).toBeTruthy();
    expect(article.className).toContain('am-card--featured');
  });

  it('no photo: placeholder text; loading: an aria-hidden skeleton', () => {
    const { rerender } = render(<Card title="Alfa Romeo Giulia" />);
    expect(screen.getByText('Nessuna foto')).toBeTruthy();
    rerender(<Card title="Alfa Romeo Giulia" loading />);
    expect(screen.queryByText('Alfa Romeo Giulia')).toBeNull();
    expect(document.querySelector('.am-card--skeleton')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('actions stay separate buttons', async () => {
    const onFav = vi.fn();
    render(
      <Card
        title="Golf"
        href="#"
        actions={
          <ui.IconButton label="Aggiungi ai preferiti" onClick={onFav}>
            <ui.IconHeart />
          </ui.IconButton>
        }
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi ai preferiti' }));
    expect(onFav).toHaveBeenCalled();
  });
});

describe('Table', () => {
  const columns = [
    { key: 'name', header: 'Nome' },
    { key: 'city', header: 'Città', cell: (r: { city: string }) => r.city.toUpperCase() },
  ];
  it('caption, column headers and the mobile labels of every cell', () => {
    render(<Table caption="Concessionari" columns={columns} rows={[{ id: 1, name: 'Brera', city: 'Milano' }]} rowKey={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Concessionari' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Nome', 'Città']);
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((td) => [td.getAttribute('data-label'), td.textContent])).toEqual([
      ['Nome', 'Brera'],
      ['Città', 'MILANO'],
    ]);
  });

  it('empty text and busy state', () => {
    render(<Table caption="Messaggi" columns={columns} rows={[]} rowKey={(_, i) => i} busy />);
    expect(screen.getByText('Nessun elemento da mostrare.')).toBeTruthy();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });
});

describe('states, spinner, skeleton', () => {
  it('ErrorState: an alert with "Riprova" that can be busy', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Si è verificato un errore');
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<ErrorState onRetry={onRetry} retrying />);
    expect(screen.getByRole('button', { name: 'Riprova' }).getAttribute('aria-busy')).toBe('true');
  });

  it('EmptyState with a heading and an action', () => {
    render(<EmptyState title="Nessun annuncio trovato" action={<ui.Button>Azzera i filtri</ui.Button>} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Nessun annuncio trovato' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Azzera i filtri' })).toBeTruthy();
  });

  it('Spinner is a status with an Italian label, or decorative', () => {
    const { rerender } = render(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Caricamento…');
    rerender(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('Skeleton lines and card are hidden from assistive tech', () => {
    const { container } = render(
      <>
        <Skeleton lines={3} />
        <Skeleton variant="circle" width={40} height={40} />
        <SkeletonCard />
      </>,
    );
    expect(container.querySelectorAll('.am-skeleton--text').length).toBeGreaterThanOrEqual(3);
    for (const el of Array.from(container.children)) expect(el.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('layout', () => {
  it('Container, Stack and Grid set classes and spacing variables', () => {
    render(
      <Container size="sm" as="section" data-testid="c">
        <Stack direction="row" gap={2} stackOnMobile data-testid="s" />
        <Grid columns={3} gap={6} data-testid="g" />
        <Grid minItemWidth="18rem" data-testid="f" />
      </Container>,
    );
    const c = screen.getByTestId('c');
    expect(c.tagName).toBe('SECTION');
    expect(c.className).toBe('am-container am-container--sm');
    const s = screen.getByTestId('s');
    expect(s.className).toContain('am-stack--row');
    expect(s.className).toContain('am-stack--mobile-column');
    expect(s.style.getPropertyValue('--am-gap')).toBe('var(--am-space-2)');
    const g = screen.getByTestId('g');
    expect(g.style.getPropertyValue('--am-grid-cols')).toBe('3');
    expect(screen.getByTestId('f').style.getPropertyValue('--am-grid-min')).toBe('18rem');
  });
});

describe('package entry', () => {
  it('keeps ComingSoon working', () => {
    render(<ComingSoon title="Ricerca annunci" />);
    expect(screen.getByRole('heading', { name: 'Ricerca annunci — in arrivo' })).toBeTruthy();
    expect(ui.ComingSoon).toBe(ComingSoon);
  });

  it('exports every component', () => {
    const names = [
      'Button', 'IconButton', 'LinkButton', 'buttonClass', 'Spinner', 'Field', 'TextInput', 'Textarea', 'Select', 'Checkbox',
      'Switch', 'RadioGroup', 'RangeInput', 'Dialog', 'ConfirmDialogView', 'Drawer', 'ToastView', 'ToastRegion', 'Card',
      'Badge', 'Table', 'Pagination', 'Skeleton', 'SkeletonCard', 'EmptyState', 'ErrorState', 'Tabs', 'Container', 'Stack',
      'Grid', 'ComingSoon', 'VisuallyHidden',
    ];
    for (const n of names) expect(typeof (ui as Record<string, unknown>)[n], n).toBe('function');
    expect(ui.MOBILE_BREAKPOINT).toBe(768);
  });

  it('renders on the server (SSR) without touching the DOM', () => {
    const html = renderToString(
      <Container>
        <ui.Field label="E-mail" error="Errore">
          <ui.TextInput />
        </ui.Field>
        <ui.Dialog open title="Titolo">
          corpo
        </ui.Dialog>
        <ui.Tabs label="Schede" tabs={[{ id: 'a', label: 'A', content: 'pannello' }]} />
        <ui.Pagination page={2} pageCount={3} />
        <Card title="Golf" price="21.900 €" />
      </Container>,
    );
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('<dialog');
    expect(html).toContain('aria-current="page"');
  });
});
