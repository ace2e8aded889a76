'use client';

import type { ReactNode } from 'react';
import { ToastProvider } from '@/components/ui/toast';

/** The toast region of an admin screen whose actions report success or failure. */
export function ActionToasts({ dismissLabel, children }: { dismissLabel: string; children: ReactNode }) {
  return <ToastProvider dismissLabel={dismissLabel}>{children}</ToastProvider>;
}
