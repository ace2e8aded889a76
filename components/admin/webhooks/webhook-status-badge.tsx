import { clsx } from 'clsx';
import type { WebhookEndpointView } from '@/lib/webhooks/present';

export type WebhookStatus = 'active' | 'paused' | 'failing';

/** Active; paused by someone; or paused by the server after 3 days of failed deliveries. */
export function webhookStatusOf(endpoint: Pick<WebhookEndpointView, 'active' | 'pausedReason'>): WebhookStatus {
  if (endpoint.active) return 'active';
  return endpoint.pausedReason === 'failing' ? 'failing' : 'paused';
}

/** An endpoint's status as a small coloured label, with when it was paused (or since when it fails) under it. */
export function WebhookStatusBadge({ status, label, detail, testId }: { status: WebhookStatus; label: string; detail?: string | null; testId?: string }) {
  return (
    <span className="inline-flex flex-col items-start gap-0.5" data-testid={testId}>
      <span
        className={clsx(
          'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
          status === 'active' && 'bg-positive-light text-positive-light-foreground',
          status === 'paused' && 'bg-warning-light text-warning-light-foreground',
          status === 'failing' && 'bg-negative-light text-negative-light-foreground',
        )}
      >
        {label}
      </span>
      {detail && <span className="text-xs text-muted-foreground">{detail}</span>}
    </span>
  );
}

/** A delivery's state as a small coloured label (delivered, pending a try, given up). */
export function DeliveryStatusBadge({ status, label }: { status: 'pending' | 'delivered' | 'failed'; label: string }) {
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
        status === 'delivered' && 'bg-positive-light text-positive-light-foreground',
        status === 'pending' && 'bg-warning-light text-warning-light-foreground',
        status === 'failed' && 'bg-negative-light text-negative-light-foreground',
      )}
    >
      {label}
    </span>
  );
}
