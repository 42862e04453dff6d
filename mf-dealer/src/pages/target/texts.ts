import { defineTexts } from '@automercato/i18n';

/** The texts of target (namespace `dealer`, section `target`), one group per component file. */
export const t = defineTexts('dealer', 'target', {
  dealerTargetPage: {
    scegliIlConcessionarioAutomercato: 'Scegli il concessionario – AutoMercato',
    scegliIlConcessionario: 'Scegli il concessionario',
    lavoriPerPiuConcessionari: 'Lavori per più concessionari: scegli quello di cui vuoi gestire annunci, piano e messaggi.',
    iTuoiConcessionari: 'I tuoi concessionari',
    concessionario: 'Concessionario',
  },
});
