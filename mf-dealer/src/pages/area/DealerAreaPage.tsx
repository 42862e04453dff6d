import { useParams } from '@automercato/router';
import { ComingSoon } from '@automercato/ui/coming-soon';
import { useDealerPlan } from '../../features/plan/ui/useDealerPlan';
import { DealerNav } from '../../features/dealer-nav/ui/DealerNav';

/** Dealer-area sections still to come; they already load the dealer's plan (SPEC §2) for the shell's dealer state. */
export function DealerSectionPage() {
  const { dealerUuid } = useParams();
  useDealerPlan(dealerUuid);
  return (
    <>
      {dealerUuid ? <DealerNav dealerUuid={dealerUuid} /> : null}
      <DealerAreaPage />
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
