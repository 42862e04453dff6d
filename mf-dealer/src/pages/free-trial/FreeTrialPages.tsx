import { ComingSoon } from '@automercato/ui/coming-soon';

export function FreeTrialActivatePage() {
  return (
    <>
      <title>Prova Gratuita 30 Giorni – AutoMercato</title>
      <ComingSoon title="Prova Gratuita 30 Giorni">
        <p>Qui potrai attivare la prova gratuita di 30 giorni per la tua concessionaria.</p>
      </ComingSoon>
    </>
  );
}

export function FreeTrialActivatedPage() {
  return (
    <>
      <title>Prova gratuita attivata – AutoMercato</title>
      <ComingSoon title="Prova gratuita attivata">
        <p>Qui vedrai la conferma dell'attivazione della prova gratuita.</p>
      </ComingSoon>
    </>
  );
}
