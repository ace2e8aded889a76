import type { ReactNode } from 'react';
import { clsx } from 'clsx';

/** A message box of the account screens: 'error' is announced at once (role alert), the others politely (role status). */
export function NoticeBox({ kind, children, testId }: { kind: 'error' | 'success' | 'info'; children: ReactNode; testId?: string }) {
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={clsx(
        'rounded-md border px-4 py-3 text-sm',
        kind === 'error' && 'border-negative/40 bg-negative-light text-negative-light-foreground',
        kind === 'success' && 'border-positive/40 bg-positive-light text-positive-light-foreground',
        kind === 'info' && 'border-info/40 bg-info-light text-info-light-foreground',
      )}
    >
      {children}
    </div>
  );
}
