'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { PRESENCE_BEAT_MS, type PresentUser } from '@/lib/presence/schema';

type Envelope = { error?: boolean; data?: { items?: PresentUser[] } };

/**
 * "<name> is editing" (issue 33 §1): while an editor is open it posts a heartbeat on open and every
 * 30 s (POST /api/presence/heartbeat) and says who else the answer names. A failed beat (offline, a
 * session that ended) shows nothing; the editor itself reports those.
 */
export function EditingNotice({ kind, id }: { kind: 'article' | 'page'; id: number }) {
  const t = useTranslations('Presence');
  const [others, setOthers] = useState<PresentUser[]>([]);

  useEffect(() => {
    let stopped = false;
    async function beat() {
      try {
        const response = await fetch('/api/presence/heartbeat', {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          credentials: 'same-origin',
          body: JSON.stringify({ kind, id }),
        });
        const body = (await response.json().catch(() => null)) as Envelope | null;
        if (!stopped) setOthers(response.ok && body?.error === false ? (body.data?.items ?? []) : []);
      } catch {
        if (!stopped) setOthers([]);
      }
    }
    void beat();
    const timer = window.setInterval(() => void beat(), PRESENCE_BEAT_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [kind, id]);

  return (
    <div aria-live="polite" data-testid="editing-notice">
      {others.length > 0 && (
        <ul className="flex flex-col gap-1 rounded-md border border-warning bg-warning-light px-3 py-2 text-sm text-warning-light-foreground">
          {others.map((user) => (
            <li key={user.id}>{t('editing', { name: user.name })}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
