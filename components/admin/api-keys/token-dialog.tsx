'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { DialogActions, DialogFrame } from '@/components/ui/dialog-frame';

/**
 * Shown once after a key is created: the whole token with a copy button. Only its hash is stored, so
 * closing this loses it (as the first-access password of a new user, AccessInfoDialog).
 */
export function TokenDialog({ token, onClose }: { token: string | null; onClose: () => void }) {
  const t = useTranslations('ApiKeys.token');
  const [status, setStatus] = useState<'idle' | 'copied' | 'manual'>('idle');
  const codeRef = useRef<HTMLElement>(null);

  async function copy() {
    if (!token) return;
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(token);
      setStatus('copied');
    } catch {
      // No clipboard (an insecure origin, a refused permission): select the key for Ctrl+C instead.
      const node = codeRef.current;
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

  return (
    <DialogFrame
      open={token !== null}
      onOpenChange={(next) => {
        if (!next) {
          setStatus('idle');
          onClose();
        }
      }}
      title={t('title')}
      description={t('description')}
      testId="api-key-token"
    >
      {token && (
        <div className="mt-4 flex flex-col gap-1 text-sm">
          <span className="font-medium">{t('label')}</span>
          <code ref={codeRef} data-testid="api-key-token-value" className="rounded-md bg-surface px-2 py-1 font-mono text-sm break-all">
            {token}
          </code>
        </div>
      )}
      <p role="note" className="mt-4 rounded-md border border-warning-light-foreground/30 bg-warning-light p-3 text-sm text-warning-light-foreground">
        {t('onceNote')}
      </p>
      <p aria-live="polite" role="status" className="mt-2 min-h-5 text-sm font-medium text-foreground">
        {status === 'copied' ? t('copied') : status === 'manual' ? t('copyManually') : ''}
      </p>
      <DialogActions cancelLabel={t('close')} className="mt-4">
        <Button onClick={copy}>{t('copy')}</Button>
      </DialogActions>
    </DialogFrame>
  );
}
