import { defineHomeTexts } from '@automercato/i18n/home';

/** The texts of services on the home page's path (namespace `shell`, section `services`), one group per component file. */
export const t = defineHomeTexts('shell', 'services', {
  serviceHosts: {
    notifiche: 'Notifiche',
  },
});
