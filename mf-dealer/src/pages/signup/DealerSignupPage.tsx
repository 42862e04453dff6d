import { ComingSoon } from '@automercato/ui/coming-soon';

export function DealerSignupPage() {
  return (
    <>
      <title>Registrazione concessionario – AutoMercato</title>
      <ComingSoon title="Registrazione concessionario">
        <p>Qui potrai registrare la tua concessionaria e iniziare la prova gratuita di 30 giorni.</p>
      </ComingSoon>
    </>
  );
}
