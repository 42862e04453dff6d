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

export function DealerAreaPage() {
  return (
    <>
      <title>Area concessionari – AutoMercato</title>
      <ComingSoon title="Area concessionari">
        <p>Qui gestirai annunci, piano, report sulla storia dei veicoli, messaggi e impostazioni.</p>
      </ComingSoon>
    </>
  );
}
