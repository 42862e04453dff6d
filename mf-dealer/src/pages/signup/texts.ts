import { defineTexts } from '@automercato/i18n';

/** The texts of signup (namespace `dealer`, section `signup`), one group per component file. */
export const t = defineTexts('dealer', 'signup', {
  dealerSignupPage: {
    registrazioneConcessionarioAutomercato: 'Registrazione concessionario – AutoMercato',
    registraIlTuoConcessionario: 'Registra il tuo concessionario',
    pubblicaITuoiVeicoli: 'Pubblica i tuoi veicoli su AutoMercato: registra l’azienda e il tuo account di titolare, poi attiva la prova gratuita di 30 giorni.',
    haiGiaUnAccount: 'Hai già un account? ',
    accedi: 'Accedi',
  },
  dealerSignupPageStrings: {
    eRegistratoControllaLa: '{{dealer}} è registrato. Controlla la tua e-mail e apri il link di conferma: finché non lo fai il concessionario non compare nelle ricerche.',
  },
});
