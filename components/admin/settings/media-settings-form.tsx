'use client';

import { useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { useToast } from '@/components/ui/toast';
import { saveMediaSettingAction } from '@/lib/api/actions/media-settings';

/**
 * The switch "Require alt text to publish": saved as soon as it is flipped, naming the version shown
 * (someone else's newer save: 409, the switch flips back with the message).
 */
export function MediaSettingsForm({ requireAlt, version }: { requireAlt: boolean; version: number }) {
  const t = useTranslations('AltText.settings');
  const { toast } = useToast();
  const router = useRouter();
  const [checked, setChecked] = useState(requireAlt);
  const [pending, startTransition] = useTransition();

  function flip() {
    const next = !checked;
    setChecked(next);
    startTransition(async () => {
      const result = await saveMediaSettingAction({}, { require_alt: next, version });
      if (!result.ok) setChecked(!next);
      toast({ message: result.message, variant: result.ok ? 'success' : 'error' });
      // The "last saved" line is the server's: read it again.
      if (result.ok) router.refresh();
    });
  }

  return (
    <div className="flex items-start gap-3">
      <button
        type="button"
        role="switch"
        id="media-require-alt"
        aria-checked={checked}
        aria-describedby="media-require-alt-hint"
        disabled={pending}
        onClick={flip}
        className={`relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-60 ${checked ? 'bg-primary' : 'bg-muted-foreground/40'}`}
      >
        <span className="sr-only">{t('requireAlt')}</span>
        <span aria-hidden="true" className={`inline-block size-5 rounded-full bg-background shadow transition-transform ${checked ? 'translate-x-5' : 'translate-x-0'}`} />
      </button>
      <div className="flex flex-col gap-1">
        <label htmlFor="media-require-alt" className="text-sm font-medium">
          {t('requireAlt')}
        </label>
        <p id="media-require-alt-hint" className="text-sm text-muted-foreground">
          {t('requireAltHint')}
        </p>
      </div>
    </div>
  );
}
