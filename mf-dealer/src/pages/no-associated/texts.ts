import { defineTexts } from '@automercato/i18n';

/** The texts of no-associated (namespace `dealer`, section `noAssociated`), one group per component file. */
export const t = defineTexts('dealer', 'noAssociated', {
  noAssociatedPage: {
    nessunConcessionarioAssociatoAutomercato: 'Nessun concessionario associato – AutoMercato',
    nessunConcessionarioAssociato: 'Nessun concessionario associato',
    ilTuoAccountNon: 'Il tuo account non è collegato a nessun concessionario. Se hai un’attività, registrala: in pochi minuti potrai pubblicare i tuoi veicoli e provare gratis AutoMercato per 30 giorni.',
    registraIlTuoConcessionario: 'Registra il tuo concessionario',
    lavoriPerUnConcessionario: 'Lavori per un concessionario già registrato? Chiedi al titolare di aggiungerti come amministratore.',
  },
});
