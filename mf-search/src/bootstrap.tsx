// Standalone development (`pnpm --filter mf-search dev`): the remote without the shell.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from '@automercato/router';
import { ApiError } from '@automercato/api-sdk';
import {
  StandaloneRemote,
  confirmFx,
  fetchUserFx,
  locationChanged,
  navigateFx,
  sessionRequested,
  showToastFx,
  type CurrentUser,
} from '@automercato/shell-api';
import '@automercato/ui/styles.css';
import { routes } from './routes';
import HomeSearch from './home/HomeSearch';
import { getApi } from '@automercato/entities';

const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <StandaloneRemote
        name="mf_search"
        routes={[{ index: true, element: <HomeSearch /> }, ...routes]}
        links={[
          { to: '/', label: 'Widget home' },
          { to: '/risultati', label: 'Risultati' },
          { to: '/risultati/bmw/x3', label: 'BMW X3' },
          { to: `/risultati?ai=${encodeURIComponent('SUV diesel automatico sotto i 25.000 euro vicino a Bologna')}`, label: 'Ricerca AI' },
          { to: '/favourites', label: 'Preferiti' },
        ]}
      />
    ),
  },
]);

// What the shell does for real: session, navigation, toasts (here in the console), confirm.
fetchUserFx.use(() =>
  getApi().user.getUser().then(
    (user) => user as CurrentUser,
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    },
  ),
);
navigateFx.use(({ to, replace }) => void router.navigate(to, { replace: Boolean(replace) }));
confirmFx.use(async ({ title, text }) => window.confirm([title, text].filter(Boolean).join('\n\n')));
showToastFx.watch((toast) => console.info('[toast]', toast.title, toast.text));
locationChanged(router.state.location);
router.subscribe((state) => locationChanged(state.location));
sessionRequested();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
