import { ComingSoon } from '@automercato/ui/coming-soon';

/** `dealer/*` that no page answers (the shell's table lets few through). */
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
