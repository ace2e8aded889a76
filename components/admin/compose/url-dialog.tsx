'use client';

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { DialogActions, DialogFrame } from '@/components/ui/dialog-frame';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { z } from 'zod';
import { editorUrlSchema } from '@/lib/articles/editor-url';

export type UrlDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  label: string;
  initialUrl?: string;
  submitLabel: string;
  /** Receives the validated, trimmed address. */
  onSubmit: (url: string) => void;
  /** What the field accepts (its messages are catalogue keys); an http(s) URL by default. */
  schema?: z.ZodType<string, string>;
  /** A secondary action (e.g. "Remove link"), shown only when given. */
  removeLabel?: string;
  onRemove?: () => void;
  /** More controls under the URL field (the image dialog's upload button). */
  children?: ReactNode;
};

/** Asks for an address (a link or an image) and refuses what the schema refuses, with its message ("Invalid URL", "Invalid email address": spec §5). */
export function UrlDialog(props: UrlDialogProps) {
  return (
    <DialogFrame open={props.open} onOpenChange={props.onOpenChange} title={props.title} width="narrow" closeOnOutsideClick>
      {/* Mounted per opening, so the field starts from initialUrl each time. */}
      {props.open && <UrlForm {...props} />}
    </DialogFrame>
  );
}

function UrlForm({ label, initialUrl = '', submitLabel, onSubmit, schema = editorUrlSchema, removeLabel, onRemove, onOpenChange, children }: UrlDialogProps) {
  const t = useTranslations('Admin.compose');
  const tAll = useTranslations();
  const id = useId();
  const [value, setValue] = useState(initialUrl);
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // React events bubble through portals: keep this submit away from the article form.
    event.stopPropagation();
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      setError(tAll(parsed.error.issues[0].message as 'Validation.invalidUrl'));
      return;
    }
    onSubmit(parsed.data);
    onOpenChange(false);
  }

  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
      <FormField id={`${id}-url`} label={label} error={error}>
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(undefined);
          }}
          autoFocus
        />
      </FormField>
      {children}
      <DialogActions
        cancelLabel={t('dialogs.cancel')}
        className="mt-2"
        start={
          removeLabel &&
          onRemove && (
            <Button
              variant="ghost"
              className="sm:mr-auto"
              onClick={() => {
                onRemove();
                onOpenChange(false);
              }}
            >
              {removeLabel}
            </Button>
          )
        }
      >
        <Button type="submit">{submitLabel}</Button>
      </DialogActions>
    </form>
  );
}
