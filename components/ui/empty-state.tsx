import type { ReactNode } from 'react';
import { clsx } from 'clsx';

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  /** An icon or illustration; decorative, so give it aria-hidden. */
  icon?: ReactNode;
  /** A button or link offering the next step. */
  action?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

export function EmptyState({ title, description, icon, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      className={clsx(
        'flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-border px-6 py-12 text-center',
        className,
      )}
    >
      {icon && <div className="text-muted-foreground [&_svg]:size-10">{icon}</div>}
      <Heading className="text-base font-semibold text-foreground">{title}</Heading>
      {description && <p className="max-w-prose text-sm text-muted-foreground">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
