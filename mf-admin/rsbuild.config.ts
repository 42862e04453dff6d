import { defineRemoteConfig } from '@automercato/mf-config';
import pkg from './package.json' with { type: 'json' };

export default defineRemoteConfig({
  key: 'admin',
  pkg,
  title: 'mf-admin – AutoMercato',
  exposes: { './routes': './src/routes.tsx' },
});
