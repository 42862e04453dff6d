// Standalone development (`pnpm --filter mf-admin dev`): the remote without the shell.
import { startStandalone } from '@automercato/shell-api';
import '@automercato/ui/styles.css';
import { routes } from './routes';

startStandalone({
  name: 'mf_admin',
  routes,
  links: [
    { to: '/admin/users', label: 'Utenti' },
    { to: '/admin/dealers', label: 'Concessionari' },
  ],
});
