import { defineRemoteConfig } from '@automercato/mf-config';
import pkg from './package.json' with { type: 'json' };

export default defineRemoteConfig({
  key: 'carfax',
  pkg,
  title: 'mf-carfax – AutoMercato',
  exposes: { './routes': './src/routes.tsx' },
});
