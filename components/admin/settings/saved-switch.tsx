'use client';

import { useState, useTransition } from 'react';
import { useRouter } from '@/i18n/navigation';
import { useToast } from '@/components/ui/toast';

/**
 * A setting's on/off switch, saved as soon as it is flipped (the media and form-protection settings).
 * `save` names the version shown: someone else's newer save is refused (409) and the switch flips
 * back with the message. After a save the page is read again (its "last saved" line is the server's).
 */
export function SavedSwitch({
  id,
  label,
  hint,
  initial,
  save,
}: {
  id: string;
  label: string;
  hint: string;
  initial: boolean;
  save: (next: boolean) => Promise<{ ok: boolean; message: string }>;
}) {
  const { toast } = useToast();
  const router = useRouter();
  const [checked, setChecked] = useState(initial);
  const [pending, startTransition] = useTransition();

  function flip() {
    const next = !checked;
    setChecked(next);
    startTransition(async () => {
      const result = await save(next);
      if (!result.ok) setChecked(!next);
      toast({ message: result.message, variant: result.ok ? 'success' : 'error' });
      if (result.ok) router.refresh();
    });
  }

  return (
    <div className="flex items-start gap-3">
      <button
        type="button"
        role="switch"
        id={id}
        aria-checked={checked}
        aria-describedby={`${id}-hint`}
        disabled={pending}
        onClick={flip}
        className={`relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-60 ${checked ? 'bg-primary' : 'bg-muted-foreground/40'}`}
      >
        <span className="sr-only">{label}</span>
        <span aria-hidden="true" className={`inline-block size-5 rounded-full bg-background shadow transition-transform ${checked ? 'translate-x-5' : 'translate-x-0'}`} />
      </button>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}
