import { AdminSection } from '../admin/AdminSection';

/** Placeholder until the S2 slice of issue 14 lands. */
export function DealerAdminsPage() {
  return <AdminSection title="Amministratori dei concessionari"><p>In arrivo.</p></AdminSection>;
}
