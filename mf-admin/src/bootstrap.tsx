// Standalone development (`pnpm --filter mf-admin dev`): the remote without the shell.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from '@automercato/router';
import { StandaloneRemote } from '@automercato/shell-api';
import '@automercato/ui/styles.css';
import { routes } from './routes';

const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <StandaloneRemote
        name="mf_admin"
        routes={routes}
        links={[
          { to: '/admin/users', label: 'Utenti' },
          { to: '/admin/dealers', label: 'Concessionari' },
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
