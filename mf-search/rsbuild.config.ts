import { defineRemoteConfig } from '@automercato/mf-config';
import pkg from './package.json' with { type: 'json' };

export default defineRemoteConfig({
  key: 'search',
  pkg,
  title: 'mf-search – AutoMercato',
  exposes: {
    './routes': './src/routes.tsx',
    './home': './src/pages/home/HomeSearch.tsx',
  },
});
