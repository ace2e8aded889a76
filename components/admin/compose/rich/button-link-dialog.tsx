'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { DialogActions, DialogFrame } from '@/components/ui/dialog-frame';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { BUTTON_HREF, MAX_BUTTON_TEXT } from '@/lib/articles/rich-nodes';

export type ButtonLinkValue = { href: string; text: string };

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: ButtonLinkValue | null;
  onSubmit: (value: ButtonLinkValue) => void;
};

/** Asks for a call-to-action's text and address (http(s), or a path of this site such as /contact). */
export function ButtonLinkDialog(props: Props) {
  const t = useTranslations('RichBlocks.button');
  return (
    <DialogFrame open={props.open} onOpenChange={props.onOpenChange} title={t('dialogTitle')} width="narrow">
      {props.open && <ButtonLinkForm {...props} />}
    </DialogFrame>
  );
}

function ButtonLinkForm({ initial, onSubmit, onOpenChange }: Props) {
  const t = useTranslations('RichBlocks');
  const id = useId();
  const [text, setText] = useState(initial?.text ?? '');
  const [href, setHref] = useState(initial?.href ?? '');
  const [errors, setErrors] = useState<{ text?: string; href?: string }>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    const cleanText = text.replace(/\s+/g, ' ').trim();
    const cleanHref = href.trim();
    const validHref = BUTTON_HREF.test(cleanHref) && !/\s/.test(cleanHref);
    setErrors({ text: cleanText ? undefined : t('button.textRequired'), href: validHref ? undefined : t('button.invalidUrl') });
    if (!cleanText || !validHref) return;
    onSubmit({ text: cleanText, href: cleanHref });
    onOpenChange(false);
  }

  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
      <FormField id={`${id}-text`} label={t('button.text')} error={errors.text} required>
        <Input autoComplete="off" maxLength={MAX_BUTTON_TEXT} value={text} onChange={(e) => setText(e.target.value)} autoFocus />
      </FormField>
      <FormField id={`${id}-href`} label={t('button.url')} hint={t('button.urlHint')} error={errors.href} required>
        <Input type="url" inputMode="url" autoComplete="off" placeholder="https://" value={href} onChange={(e) => setHref(e.target.value)} />
      </FormField>
      <DialogActions cancelLabel={t('cancel')} className="mt-2">
        <Button type="submit">{initial ? t('apply') : t('insert')}</Button>
      </DialogActions>
    </form>
  );
}
