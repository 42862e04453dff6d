import { defineTexts } from '@automercato/i18n';

/** The texts of import (namespace `dealer`, section `import`), one group per component file. */
export const t = defineTexts('dealer', 'import', {
  dealerImportPage: {
    importaLoStockAutomercato: 'Importa lo stock – AutoMercato',
    importaLoStock: 'Importa lo stock',
  },
});
