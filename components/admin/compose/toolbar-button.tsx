'use client';

import type { ReactNode } from 'react';
import { clsx } from 'clsx';

/** A button of the editor's toolbar: an icon or glyph, named by `label` (also its tooltip). */
export function ToolbarButton({
  label,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  /** Toggle buttons say whether their format applies at the cursor; plain actions leave it undefined. */
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // A click keeps the focus in the editor: otherwise the button takes it, and what is typed before
      // the editor takes it back (a frame later) is lost. The keyboard still reaches the buttons by Tab.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={clsx(
        'inline-flex h-8 min-w-8 items-center justify-center rounded px-1.5 text-sm transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-40',
        pressed ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-surface',
      )}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

export function Separator() {
  return <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />;
}

export function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="size-4">
      <path d={path} />
    </svg>
  );
}
