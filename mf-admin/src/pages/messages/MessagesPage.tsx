import { AdminSection } from '../admin/AdminSection';

/** Placeholder until the S3 slice of issue 14 lands. */
export function MessagesPage() {
  return <AdminSection title="Messaggi"><p>In arrivo.</p></AdminSection>;
}
