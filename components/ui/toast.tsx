'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { clsx } from 'clsx';

/** How long a notification stays on screen unless told otherwise (spec §9). */
export const TOAST_DEFAULT_DURATION_MS = 5000;

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

export type ToastOptions = {
  message: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; `Infinity` or 0 keeps it until dismissed. */
  durationMs?: number;
};

type ToastRecord = { id: number; message: ReactNode; variant: ToastVariant; durationMs: number };

export type ToastApi = {
  /** Shows a notification and returns its id. */
  toast: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

const variantClasses: Record<ToastVariant, string> = {
  success: 'bg-positive text-positive-foreground',
  error: 'bg-negative text-negative-foreground',
  info: 'bg-info text-info-foreground',
  warning: 'bg-warning text-warning-foreground',
};

export type ToastProviderProps = {
  children: ReactNode;
  /** Accessible name of each notification's close button (translated by the caller). */
  dismissLabel: string;
  defaultDurationMs?: number;
};

/**
 * Holds the notifications of the page and renders them in a polite live region, so screen readers
 * announce each one without interrupting. A notification's timer pauses while it is hovered or
 * focused, leaving time to read it.
 */
export function ToastProvider({ children, dismissLabel, defaultDurationMs = TOAST_DEFAULT_DURATION_MS }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const toast = useCallback(
    ({ message, variant = 'info', durationMs = defaultDurationMs }: ToastOptions) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, message, variant, durationMs }]);
      return id;
    },
    [defaultDurationMs],
  );

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        aria-live="polite"
        aria-relevant="additions text"
        className="pointer-events-none fixed right-4 bottom-4 z-[60] flex w-full max-w-sm flex-col gap-2"
      >
        {toasts.map((record) => (
          <ToastItem key={record.id} toast={record} dismissLabel={dismissLabel} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({
  toast,
  dismissLabel,
  onDismiss,
}: {
  toast: ToastRecord;
  dismissLabel: string;
  onDismiss: (id: number) => void;
}) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.durationMs);
  const { id, durationMs } = toast;

  useEffect(() => {
    if (paused || !Number.isFinite(durationMs) || durationMs <= 0) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, id, durationMs, onDismiss]);

  return (
    <div
      data-variant={toast.variant}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={clsx(
        'pointer-events-auto flex items-start gap-3 rounded-md px-4 py-3 text-sm shadow-lg animate-toast-in',
        variantClasses[toast.variant],
      )}
    >
      <div className="flex-1">{toast.message}</div>
      <button
        type="button"
        aria-label={dismissLabel}
        onClick={() => onDismiss(id)}
        className="-m-1 rounded p-1 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
          <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
        </svg>
      </button>
    </div>
  );
}

/** `toast({ message, variant })` from any client component under a ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
