import { defineShellConfig } from '@automercato/mf-config';
import pkg from './package.json' with { type: 'json' };

export default defineShellConfig({
  pkg,
  title: 'AutoMercato – Auto usate in Italia',
  favicon: './public/favicon.svg',
});
