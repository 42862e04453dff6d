import { AdminSection } from '../admin/AdminSection';

/** Placeholder until the S2 slice of issue 14 lands. */
export function DealerAdminDetailPage() {
  return <AdminSection title="Amministratore di concessionari"><p>In arrivo.</p></AdminSection>;
}
