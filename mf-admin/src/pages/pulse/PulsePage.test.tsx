import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterProvider, createMemoryRouter } from '@automercato/router';
import type { Api, PulseSnapshot } from '@automercato/api-sdk';
import { provideApi } from '@automercato/entities/api';
import { routes } from '../../routes';

const snapshot: PulseSnapshot = {
  enabled: true, slow_request_ms: 1000, slow_query_ms: 100,
  process: { pid: 4242, started_at: '2026-11-24T19:00:00Z', uptime_s: 3900, rss_mb: 210, heap_used_mb: 80, heap_total_mb: 120, event_loop_p50_ms: 10.2, event_loop_p99_ms: 25, event_loop_max_ms: 60 },
  requests_last_hour: 1234, jobs_last_hour: 12,
  per_minute: [{ minute: '2026-11-24T20:00:00Z', requests: 30, jobs: 1, job_failures: 0 }],
  routes: [{ route: 'GET /api/listings', count: 900, errors: 0, avg_ms: 20, max_ms: 300, p95_ms: 45 }],
  slow_requests: [{ label: 'GET /api/listings', duration_ms: 1500, at: '2026-11-24T20:01:00Z', detail: '200' }],
  slow_queries: [{ label: 'select count(*) from "listings"', duration_ms: 320, at: '2026-11-24T20:01:00Z', detail: null }],
  exceptions: [{ key: 'k', name: 'TypeError', message: 'x is undefined', location: 'server/src/a.ts:1:2', route: 'GET /api/x', count: 3, first_seen: '2026-11-24T19:00:00Z', last_seen: '2026-11-24T20:00:00Z' }],
  active_users: [{ user_id: '1', email: 'admin@automercato.example', requests: 44 }],
};

afterEach(() => provideApi(null));

describe('PulsePage', () => {
  it('shows the process, the slow routes and queries, exceptions and active users', async () => {
    provideApi({ ops: { pulse: vi.fn(async () => snapshot) } } as unknown as Api);
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/pulse'] })} />);
    expect(await screen.findByRole('heading', { name: 'Processo 4242' })).toBeTruthy();
    expect(screen.getByText('210 MB')).toBeTruthy();
    expect(screen.getByText('1.234')).toBeTruthy();
    expect(screen.getByText('select count(*) from "listings"')).toBeTruthy();
    expect(screen.getByText('x is undefined', { exact: false })).toBeTruthy();
    expect(screen.getByText('admin@automercato.example')).toBeTruthy();
    expect(screen.getByText('45 ms')).toBeTruthy();
  });
});
