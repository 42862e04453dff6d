import { AdminSection } from '../admin/AdminSection';

/** Placeholder until the S3 slice of issue 14 lands. */
export function ListingsPage() {
  return <AdminSection title="Annunci"><p>In arrivo.</p></AdminSection>;
}
