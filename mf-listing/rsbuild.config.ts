import { defineRemoteConfig } from '@automercato/mf-config';
import pkg from './package.json' with { type: 'json' };

export default defineRemoteConfig({
  key: 'listing',
  pkg,
  title: 'mf-listing – AutoMercato',
  exposes: { './routes': './src/routes.tsx' },
});
