export function Loading({ label = 'Caricamento…', className }: { label?: string; className?: string | undefined }) {
  return (
    <p className={className ? `am-loading ${className}` : 'am-loading'} role="status" aria-live="polite">
      {label}
    </p>
  );
}
