'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { DialogActions, DialogFrame } from '@/components/ui/dialog-frame';
import { CALLOUT_TYPES, type CalloutType } from '@/lib/articles/rich-nodes';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The callout the cursor is in, when there is one (the dialog then changes its type). */
  current: CalloutType | null;
  onSubmit: (type: CalloutType) => void;
  onRemove: () => void;
};

/** Picks a callout's type (info, warning, tip); puts the selected paragraphs in it or changes the current one. */
export function CalloutDialog(props: Props) {
  const t = useTranslations('RichBlocks.callout');
  return (
    <DialogFrame open={props.open} onOpenChange={props.onOpenChange} title={t('dialogTitle')} width="narrow" closeOnOutsideClick>
      {props.open && <CalloutForm {...props} />}
    </DialogFrame>
  );
}

function CalloutForm({ current, onSubmit, onRemove, onOpenChange }: Props) {
  const t = useTranslations('RichBlocks');
  const id = useId();
  const [type, setType] = useState<CalloutType>(current ?? 'info');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    onSubmit(type);
    onOpenChange(false);
  }

  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('callout.type')}</legend>
        {CALLOUT_TYPES.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" name={`${id}-type`} value={value} checked={type === value} onChange={() => setType(value)} className="size-4 accent-primary" />
            {t(`callout.types.${value}`)}
          </label>
        ))}
      </fieldset>
      <DialogActions
        cancelLabel={t('cancel')}
        className="mt-2"
        start={
          current && (
            <Button
              variant="ghost"
              className="sm:mr-auto"
              onClick={() => {
                onRemove();
                onOpenChange(false);
              }}
            >
              {t('callout.remove')}
            </Button>
          )
        }
      >
        <Button type="submit">{current ? t('apply') : t('insert')}</Button>
      </DialogActions>
    </form>
  );
}
