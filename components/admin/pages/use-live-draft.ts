'use client';

import { useEffect, useRef, useState } from 'react';
import { savePageDraftAction } from '@/lib/api/actions/pages';

/** The live preview's state: waiting to save, saving, shown, refused (field errors), or failed. */
export type LiveDraftStatus = 'idle' | 'pending' | 'saving' | 'ready' | 'invalid' | 'failed';

const DEBOUNCE_MS = 400;

/**
 * The preview loop and autosave: ~400 ms after the last change of the title or blocks, the editor's
 * copy is saved as the page's draft (`saveDraft`), then `version` goes up so the preview frame
 * reloads. A refusal keeps the preview as it was and hands back its field errors. Answers that
 * arrive after a newer change are ignored. Nothing is saved for the copy the editor opened with.
 */
export function useLiveDraft(key: { id: number; uniqueKey: string; version?: number }, draft: { title: string; blocks: unknown[] }) {
  const [status, setStatus] = useState<LiveDraftStatus>('idle');
  const [version, setVersion] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const serialized = JSON.stringify(draft);
  const first = useRef(serialized);
  const sequence = useRef(0);
  const keyRef = useRef(key);
  useEffect(() => {
    keyRef.current = key;
  });

  useEffect(() => {
    if (serialized === first.current) return;
    first.current = '';
    const ticket = ++sequence.current;
    setStatus('pending');
    const timer = window.setTimeout(async () => {
      setStatus('saving');
      try {
        const body = { ...(JSON.parse(serialized) as object), version: keyRef.current.version };
        const result = await savePageDraftAction({ id: keyRef.current.id, uniqueKey: keyRef.current.uniqueKey }, body);
        if (ticket !== sequence.current) return;
        if (result.ok) {
          setErrors({});
          setStatus('ready');
          setVersion((v) => v + 1);
        } else {
          setErrors(result.fieldErrors ?? {});
          setStatus(result.fieldErrors ? 'invalid' : 'failed');
        }
      } catch {
        if (ticket === sequence.current) setStatus('failed');
      }
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [serialized]);

  return { status, version, errors };
}
