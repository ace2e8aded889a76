'use client';

import { useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/toast';
import { createSeoSettingAction, updateSeoSettingAction, type SettingsActionResult } from '@/lib/settings/actions';
import type { SeoSettingView } from '@/lib/settings/present';
import { SEO_MARKUP_MAX, seoSettingInputSchema, type SeoSettingValues } from '@/lib/settings/schema';

type FormValues = { head: string; body: string };
type Field = keyof FormValues;

export type SeoEntryDialogProps = {
  /** Absent: a new entry. */
  entry?: { id: number; uniqueKey: string; head: string | null; body: string | null; number: number };
  trigger: ReactNode;
};

/** New or edit SEO entry: the code for the page's head and for the start of its body. */
export function SeoEntryDialog({ entry, trigger }: SeoEntryDialogProps) {
  const t = useTranslations('Settings.seo');
  const tAny = useTranslations();
  const tErrors = useTranslations('Errors');
  const router = useRouter();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const defaults: FormValues = { head: entry?.head ?? '', body: entry?.body ?? '' };
  const { register, handleSubmit, setError, reset, formState } = useForm<FormValues, unknown, SeoSettingValues>({
    resolver: zodResolver(seoSettingInputSchema) as unknown as Resolver<FormValues, unknown, SeoSettingValues>,
    defaultValues: defaults,
  });
  // Client-side errors hold catalogue keys; the server's (type 'server') are already translated.
  const errorOf = (field: Field) => {
    const error = formState.errors[field];
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : tAny(error.message as Parameters<typeof tAny>[0]);
  };

  async function onSubmit(values: SeoSettingValues) {
    let result: SettingsActionResult<SeoSettingView>;
    try {
      result = entry ? await updateSeoSettingAction(entry.id, entry.uniqueKey, values) : await createSeoSettingAction(values);
    } catch {
      result = { ok: false, message: tErrors('actionFailed') };
    }
    if (!result.ok && result.fieldErrors) {
      for (const [field, text] of Object.entries(result.fieldErrors)) setError(field as Field, { type: 'server', message: text });
      return;
    }
    toast({ message: result.message, variant: result.ok ? 'success' : 'error' });
    if (result.ok) {
      setOpen(false);
      if (!entry) reset({ head: '', body: '' });
      router.refresh();
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) reset(defaults);
        if (!formState.isSubmitting) setOpen(next);
      }}
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          onPointerDownOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-border bg-background p-6 text-foreground shadow-xl data-[state=closed]:animate-dialog-out data-[state=open]:animate-dialog-in"
        >
          <Dialog.Title className="text-lg font-semibold">{entry ? t('form.editTitle', { number: entry.number }) : t('form.createTitle')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted-foreground">{t('form.description')}</Dialog.Description>
          <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-4 flex flex-col gap-4">
            <FormField id="seo-head" label={t('head')} hint={t('headHint')} error={errorOf('head')}>
              <Textarea {...register('head')} rows={8} maxLength={SEO_MARKUP_MAX} spellCheck={false} autoComplete="off" className="font-mono text-xs" placeholder={'<script async src="https://…"></script>'} />
            </FormField>
            <FormField id="seo-body" label={t('body')} hint={t('bodyHint')} error={errorOf('body')}>
              <Textarea {...register('body')} rows={6} maxLength={SEO_MARKUP_MAX} spellCheck={false} autoComplete="off" className="font-mono text-xs" placeholder={'<noscript><iframe src="https://…"></iframe></noscript>'} />
            </FormField>
            <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button type="button" variant="ghost" disabled={formState.isSubmitting}>
                  {t('form.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" loading={formState.isSubmitting}>
                {t('form.save')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
