import { defineTexts } from '@automercato/i18n';

/** The texts of plan-purchase (namespace `dealer`, section `planPurchase`), one group per file. */
export const t = defineTexts('dealer', 'planPurchase', {
  useCheckoutConfirmation: {
    nonEStatoPossibile: 'Non è stato possibile verificare il pagamento.',
  },
});
