import { defineRemoteConfig } from '@automercato/mf-config';
import pkg from './package.json' with { type: 'json' };

export default defineRemoteConfig({
  key: 'dealer',
  pkg,
  title: 'mf-dealer – AutoMercato',
  exposes: { './routes': './src/routes.tsx' },
});
