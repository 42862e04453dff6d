import { AdminSection } from '../admin/AdminSection';

/** Placeholder until the S2 slice of issue 14 lands. */
export function DealerDetailPage() {
  return <AdminSection title="Concessionario"><p>In arrivo.</p></AdminSection>;
}
