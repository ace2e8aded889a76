'use client';

import { useState } from 'react';

export interface CopyLinkButtonProps {
  url: string;
  label: string;
  copiedLabel: string;
  failedLabel: string;
  className?: string;
}

/** Copies the article's address to the clipboard and says so in a live region. */
export function CopyLinkButton({ url, label, copiedLabel, failedLabel, className }: CopyLinkButtonProps) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <span className="inline-flex items-center gap-2">
      <button type="button" onClick={copy} className={className} data-testid="copy-link">
        {label}
      </button>
      <span role="status" className="text-sm text-muted-foreground">
        {status === 'copied' ? copiedLabel : status === 'failed' ? failedLabel : ''}
      </span>
    </span>
  );
}
