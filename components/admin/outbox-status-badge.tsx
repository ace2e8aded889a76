import { clsx } from 'clsx';
import type { OutboxListItem } from '@/lib/mail/queries';

/** The delivery status of an outbox message as a small coloured label. */
export function OutboxStatusBadge({ status, label }: { status: OutboxListItem['status']; label: string }) {
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
        status === 'sent' && 'bg-positive-light text-positive-light-foreground',
        status === 'failed' && 'bg-negative-light text-negative-light-foreground',
        status === 'pending' && 'bg-warning-light text-warning-light-foreground',
        status === 'kept' && 'bg-info-light text-info-light-foreground',
      )}
    >
      {label}
    </span>
  );
}
