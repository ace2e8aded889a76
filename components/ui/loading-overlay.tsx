'use client';

import { useEffect, useState } from 'react';
import { clsx } from 'clsx';
import { Spinner } from './spinner';

/** The overlay stays this long after `active` turns false, so quick steps do not flicker (spec §9). */
export const LOADING_OVERLAY_HIDE_DELAY_MS = 500;

export type LoadingOverlayProps = {
  active: boolean;
  /** Text announced to screen readers while loading (e.g. "Loading…"), translated by the caller. */
  label: string;
  /** Cover the whole window (default) or only the nearest positioned parent. */
  fullScreen?: boolean;
  className?: string;
};

export function LoadingOverlay({ active, label, fullScreen = true, className }: LoadingOverlayProps) {
  const [previousActive, setPreviousActive] = useState(active);
  const [lingering, setLingering] = useState(false);

  // Adjust state while rendering when `active` changes (React's recommended alternative to an effect).
  if (previousActive !== active) {
    setPreviousActive(active);
    setLingering(!active);
  }

  useEffect(() => {
    if (!lingering) return;
    const timer = setTimeout(() => setLingering(false), LOADING_OVERLAY_HIDE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [lingering]);

  if (!active && !lingering) return null;

  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
      className={clsx(
        'z-50 flex items-center justify-center bg-background/70 backdrop-blur-[1px]',
        fullScreen ? 'fixed inset-0' : 'absolute inset-0',
        className,
      )}
    >
      <Spinner className="size-8 text-foreground" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
