// Standalone development (`pnpm --filter mf-dealer dev`): the remote without the shell.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from '@automercato/router';
import { StandaloneRemote } from '@automercato/shell-api';
import '@automercato/ui/styles.css';
import { routes } from './routes';

const SAMPLE_UUID = '00000000-0000-0000-0000-000000000000';

const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <StandaloneRemote
        name="mf_dealer"
        routes={routes}
        links={[
          { to: '/dealer/signup', label: 'Registrazione' },
          { to: `/dealer/${SAMPLE_UUID}/listings`, label: 'Area concessionario' },
          { to: `/free-trial/${SAMPLE_UUID}/activate`, label: 'Prova gratuita' },
        ]}
      />
    ),
  },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
