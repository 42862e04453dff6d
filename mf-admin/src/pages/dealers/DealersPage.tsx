import { AdminSection } from '../admin/AdminSection';

/** Placeholder until the S2 slice of issue 14 lands. */
export function DealersPage() {
  return <AdminSection title="Concessionari"><p>In arrivo.</p></AdminSection>;
}
