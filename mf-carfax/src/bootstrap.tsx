// Standalone development (`pnpm --filter mf-carfax dev`): the remote without the shell.
import { startStandalone } from '@automercato/shell-api';
import '@automercato/ui/styles.css';
import { routes } from './routes';

startStandalone({ name: 'mf_carfax', routes, links: [{ to: '/carfax', label: 'Carfax' }] });
