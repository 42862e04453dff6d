import { render, screen, waitFor, within, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterProvider, createMemoryRouter } from '@automercato/router';
import type { Api } from '@automercato/api-sdk';
import { provideApi } from '@automercato/entities/api';
import { routes } from '../../routes';

const failed = { id: 'job-1', queue: 'mail', attempts: 3, error: 'SMTP 550: destinatario rifiutato', failed_at: '2026-11-24T20:00:00Z', created_at: '2026-11-24T19:59:00Z' };

function fakeOps(overrides: Partial<Api['ops']> = {}) {
  const ops = {
    pulse: vi.fn(),
    queues: vi.fn(async () => ({
      available: true,
      queues: [{ name: 'mail', waiting: 2, running: 1, completed_hour: 10, completed_day: 40, failed_hour: 1, failed_day: 1, per_minute: 0.2 }],
      slowest: [{ name: 'mail', count: 11, avg_ms: 120, max_ms: 900 }],
    })),
    failedJobs: vi.fn(async () => [failed]),
    job: vi.fn(async () => ({ ...failed, state: 'failed', retry_limit: 3, data: { to: 'x@example.it', html: '[nascosto]' }, started_at: null, completed_at: null })),
    retryJob: vi.fn(async () => ({ message: 'Il lavoro è di nuovo in coda.' })),
    deleteJob: vi.fn(async () => ({ message: 'Lavoro eliminato.' })),
    ...overrides,
  };
  provideApi({ ops } as unknown as Api);
  return ops;
}

const renderAt = (url: string) => render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [url] })} />);

afterEach(() => provideApi(null));

describe('HorizonPage', () => {
  it('shows the queues, a failed job with its redacted payload, and retries it', async () => {
    const ops = fakeOps();
    renderAt('/horizon');
    expect(await screen.findByText('SMTP 550: destinatario rifiutato')).toBeTruthy();
    expect(screen.getByText('10 / 40')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dettagli del lavoro job-1' }));
    const panel = await screen.findByRole('region', { name: 'Lavoro job-1' });
    await waitFor(() => expect(within(panel).getByText(/\[nascosto\]/)).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Riprova il lavoro job-1' }));
    await waitFor(() => expect(ops.retryJob).toHaveBeenCalledWith('job-1'));
    await waitFor(() => expect(ops.queues).toHaveBeenCalledTimes(2));
  });

  it('moves focus to a job panel when it opens, and leaves it alone when the page refreshes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const ops = fakeOps();
      renderAt('/horizon');
      fireEvent.click(await screen.findByRole('button', { name: 'Dettagli del lavoro job-1' }));
      const panel = await screen.findByRole('region', { name: 'Lavoro job-1' });
      expect(document.activeElement).toBe(panel);
      const close = within(panel).getByRole('button', { name: 'Chiudi' });
      close.focus();
      await vi.advanceTimersByTimeAsync(5000);
      await waitFor(() => expect(ops.queues).toHaveBeenCalledTimes(2));
      expect(document.activeElement).toBe(close);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when the queue has never run, and offers a retry when it cannot load', async () => {
    fakeOps({ queues: vi.fn(async () => ({ available: false, queues: [], slowest: [] })) as never });
    renderAt('/horizon');
    expect(await screen.findByText('Nessuna coda ancora')).toBeTruthy();
    provideApi(null);
    fakeOps({ queues: vi.fn(async () => { throw new Error('Errore del server'); }) as never });
    renderAt('/horizon');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeTruthy();
  });
});
