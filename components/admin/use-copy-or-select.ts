'use client';

import { useRef, useState } from 'react';

export type CopyStatus = 'idle' | 'copied' | 'manual';

/**
 * Copying a once-shown value (a first-access password, an API key, a webhook secret): to the clipboard,
 * or, where there is none (an insecure origin, a refused permission), by selecting the element `ref`
 * points at so that Ctrl+C takes it. `status` says which happened, for the dialog's live message.
 */
export function useCopyOrSelect<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [status, setStatus] = useState<CopyStatus>('idle');

  async function copy(text: string) {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setStatus('copied');
    } catch {
      const node = ref.current;
      const selection = window.getSelection();
      if (node && selection) {
        selection.removeAllRanges();
        const range = document.createRange();
        range.selectNodeContents(node);
        selection.addRange(range);
      }
      setStatus('manual');
    }
  }

  return { ref, status, copy, reset: () => setStatus('idle') };
}
