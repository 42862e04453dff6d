import { defineTexts } from '@automercato/i18n';

/** The texts of releases (namespace `admin`, section `releases`), one group per component file. */
export const t = defineTexts('admin', 'releases', {
  releasesPage: {
    aggiorna: 'Aggiorna',
    rilasci: 'Rilasci',
    impossibileCaricareIRilasci: 'Impossibile caricare i rilasci',
    caricamentoDeiRilasci: ' Caricamento dei rilasci…',
    solaLetturaVediVersioni: 'Sola lettura: vedi versioni e salute, ma solo un super-amministratore può promuovere, avviare o cambiare un canary, ripristinare una versione e gestire i token di pubblicazione.',
    nessunaAreaDaMostrare: 'Nessuna area da mostrare',
    laPiattaformaNonHa: 'La piattaforma non ha ancora registrato nessuna area pubblicabile.',
  },
});
