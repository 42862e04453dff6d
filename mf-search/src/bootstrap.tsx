// Standalone development (`pnpm --filter mf-search dev`): the remote without the shell.
import { startStandalone } from '@automercato/shell-api';
import { fetchCurrentUser } from '@automercato/entities/api';
import '@automercato/ui/styles.css';
import { routes } from './routes';
import HomeSearch from './pages/home/HomeSearch';

startStandalone({
  name: 'mf_search',
  routes: [{ index: true, element: <HomeSearch /> }, ...routes],
  links: [
    { to: '/', label: 'Widget home' },
    { to: '/risultati', label: 'Risultati' },
    { to: '/risultati/bmw/x3', label: 'BMW X3' },
    { to: `/risultati?ai=${encodeURIComponent('SUV diesel automatico sotto i 25.000 euro vicino a Bologna')}`, label: 'Ricerca AI' },
    { to: '/favourites', label: 'Preferiti' },
  ],
  fetchUser: fetchCurrentUser,
});
