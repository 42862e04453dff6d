// Standalone development (`pnpm --filter mf-listing dev`): the remote without the shell.
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
        name="mf_listing"
        routes={routes}
        links={[
          { to: `/annunci/milano/fiat/panda/autosalone-rossi/${SAMPLE_UUID}`, label: 'Annuncio' },
          { to: `/item/${SAMPLE_UUID}`, label: 'Item' },
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
