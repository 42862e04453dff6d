// Standalone development (`pnpm --filter mf-listing dev`): the remote without the shell.
import { startStandalone } from '@automercato/shell-api';
import { fetchCurrentUser } from '@automercato/entities/api';
import '@automercato/ui/styles.css';
import { routes } from './routes';

const SAMPLE_UUID = '00000000-0000-0000-0000-000000000000';

startStandalone({
  name: 'mf_listing',
  routes,
  links: [
    { to: `/annunci/milano/fiat/panda/autosalone-rossi/${SAMPLE_UUID}`, label: 'Annuncio' },
    { to: `/item/${SAMPLE_UUID}`, label: 'Item' },
  ],
  fetchUser: fetchCurrentUser,
});
