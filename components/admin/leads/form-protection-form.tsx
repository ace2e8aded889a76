'use client';

import { useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { useToast } from '@/components/ui/toast';
import { saveFormSettingsAction } from '@/lib/api/actions/form-settings';

/**
 * The switch "Require a proof-of-work on the contact and newsletter forms": saved as soon as it is flipped,
 * naming the version shown (someone else's newer save: 409, the switch flips back with the message).
 */
export function FormProtectionForm({ on, version }: { on: boolean; version: number }) {
  const t = useTranslations('FormProtection');
  const { toast } = useToast();
  const router = useRouter();
  const [checked, setChecked] = useState(on);
  const [pending, startTransition] = useTransition();

  function flip() {
    const next = !checked;
    setChecked(next);
    startTransition(async () => {
      const result = await saveFormSettingsAction({}, { proof_of_work: next ? 'on' : 'off', version });
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
        id="form-proof-of-work"
        aria-checked={checked}
        aria-describedby="form-proof-of-work-hint"
        disabled={pending}
        onClick={flip}
        className={`relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-60 ${checked ? 'bg-primary' : 'bg-muted-foreground/40'}`}
      >
        <span className="sr-only">{t('proofOfWork')}</span>
        <span aria-hidden="true" className={`inline-block size-5 rounded-full bg-background shadow transition-transform ${checked ? 'translate-x-5' : 'translate-x-0'}`} />
      </button>
      <div className="flex flex-col gap-1">
        <label htmlFor="form-proof-of-work" className="text-sm font-medium">
          {t('proofOfWork')}
        </label>
        <p id="form-proof-of-work-hint" className="text-sm text-muted-foreground">
          {t('proofOfWorkHint')}
        </p>
      </div>
    </div>
  );
}
