'use client';

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { editorUrlSchema } from '@/lib/articles/editor-url';

export type UrlDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  label: string;
  initialUrl?: string;
  submitLabel: string;
  /** Receives the validated, trimmed http(s) URL. */
  onSubmit: (url: string) => void;
  /** A secondary action (e.g. "Remove link"), shown only when given. */
  removeLabel?: string;
  onRemove?: () => void;
  /** More controls under the URL field (the image dialog's upload button). */
  children?: ReactNode;
};

/** Asks for an http(s) address (a link or an image) and refuses anything else with "Invalid URL" (spec §5). */
export function UrlDialog(props: UrlDialogProps) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border bg-background p-6 text-foreground shadow-xl data-[state=closed]:animate-dialog-out data-[state=open]:animate-dialog-in"
        >
          <Dialog.Title className="text-lg font-semibold">{props.title}</Dialog.Title>
          {/* Mounted per opening, so the field starts from initialUrl each time. */}
          {props.open && <UrlForm {...props} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function UrlForm({ label, initialUrl = '', submitLabel, onSubmit, removeLabel, onRemove, onOpenChange, children }: UrlDialogProps) {
  const t = useTranslations('Admin.compose');
  const tAll = useTranslations();
  const id = useId();
  const [value, setValue] = useState(initialUrl);
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // React events bubble through portals: keep this submit away from the article form.
    event.stopPropagation();
    const parsed = editorUrlSchema.safeParse(value);
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
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {removeLabel && onRemove && (
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
        )}
        <Dialog.Close asChild>
          <Button variant="ghost">{t('dialogs.cancel')}</Button>
        </Dialog.Close>
        <Button type="submit">{submitLabel}</Button>
      </div>
    </form>
  );
}
