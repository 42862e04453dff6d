import { defineTexts } from '@automercato/i18n';

/** The texts of carfax (namespace `listing`, section `carfax`), one group per component file. */
export const t = defineTexts('listing', 'carfax', {
  carfaxBox: {
    riepilogoDelReportCarfax: 'Riepilogo del report Carfax del ',
    datiDimostrativi: ' (dati dimostrativi)',
    ilReportCompletoTi: '. Il report completo ti arriva via e-mail dopo l\'approvazione del concessionario.',
    ilConcessionarioHaGia: 'Il concessionario ha già il report Carfax di questo veicolo: chilometri registrati, passaggi di proprietà, incidenti e revisioni. Richiedilo e lo ricevi via e-mail.',
    chiediAlConcessionarioIl: 'Chiedi al concessionario il report Carfax di questo veicolo: chilometri registrati, passaggi di proprietà, incidenti e revisioni, via e-mail.',
    richiediIlReportCarfax: 'Richiedi il report Carfax',
    laTuaEMail: 'La tua e-mail',
    tiScriviamoQuiQuando: 'Ti scriviamo qui quando il concessionario risponde.',
  },
});
