import { AdminSection } from '../admin/AdminSection';

/** Placeholder until the S1 slice of issue 14 lands. */
export function UsersPage() {
  return <AdminSection title="Utenti"><p>In arrivo.</p></AdminSection>;
}
