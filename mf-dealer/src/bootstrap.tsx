// Standalone development (`pnpm --filter mf-dealer dev`): the remote without the shell.
import { startStandalone } from '@automercato/shell-api';
import '@automercato/ui/styles.css';
import { routes } from './routes';

const SAMPLE_UUID = '00000000-0000-0000-0000-000000000000';

startStandalone({
  name: 'mf_dealer',
  routes,
  links: [
    { to: '/dealer/signup', label: 'Registrazione' },
    { to: `/dealer/${SAMPLE_UUID}/listings`, label: 'Area concessionario' },
    { to: `/dealer/${SAMPLE_UUID}/plan`, label: 'Piano' },
    { to: `/free-trial/${SAMPLE_UUID}/activate`, label: 'Prova gratuita' },
  ],
});
