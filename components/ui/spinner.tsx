import { clsx } from 'clsx';

/** A spinning ring, hidden from assistive technology: announce loading with aria-busy or a status text. */
export function Spinner({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      data-testid="spinner"
      viewBox="0 0 24 24"
      fill="none"
      className={clsx('size-4 shrink-0 animate-spin', className)}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
