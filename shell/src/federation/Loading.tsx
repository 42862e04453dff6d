export function Loading({ label = 'Caricamento…' }: { label?: string }) {
  return (
    <p className="am-loading" role="status" aria-live="polite">
      {label}
    </p>
  );
}
