// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from '@automercato/router';

// The search widget (a remote) and the platform's numbers are not this test's business.
vi.mock('../federation/RemoteWidget', () => ({ RemoteWidget: () => null }));
vi.mock('../session/api', () => ({ fetchCounters: () => new Promise(() => undefined) }));
const { HomePage } = await import('./HomePage');

afterEach(cleanup);

describe('HomePage', () => {
  it('takes the place of the hero the server drew in its first render', () => {
    const drawn = document.createElement('div');
    drawn.id = 'am-first-view';
    document.body.append(drawn);
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <HomePage /> }])} />);
    expect(document.getElementById('am-first-view')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Trova la tua prossima auto usata');
  });
});
