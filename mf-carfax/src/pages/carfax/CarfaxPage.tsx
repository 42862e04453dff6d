import { ComingSoon } from '@automercato/ui/coming-soon';

export function CarfaxPage() {
  return (
    <>
      <title>Storia del veicolo – AutoMercato</title>
      <ComingSoon title="Storia del veicolo (Carfax)">
        <p>Qui potrai richiedere e consultare il report sulla storia di un veicolo usato.</p>
      </ComingSoon>
    </>
  );
}
