'use client';

import { useState } from 'react';
import type { DefaultValues, FieldValues, SubmitHandler } from 'react-hook-form';
import type { z } from 'zod';
import { useSchemaForm } from './use-schema-form';

/**
 * A "new or edit" record dialog's form (category, role, SEO entry): useSchemaForm plus the dialog's
 * open state. Each opening starts from `defaults`; after a save the dialog closes and a new record's
 * form is emptied for the next one.
 */
export function useSchemaFormDialog<TForm extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType<TOutput, unknown>,
  defaults: DefaultValues<TForm>,
  { isNew }: { isNew: boolean },
) {
  const { form, submit, errorOf } = useSchemaForm<TForm, TOutput>(schema, defaults);
  const [open, setOpen] = useState(false);
  const saved = () => {
    setOpen(false);
    if (isNew) form.reset(defaults);
  };
  /** The FormDialog props that follow from the form: spread them, then add the title and labels. */
  const dialogProps = (onSubmit: SubmitHandler<TOutput>) => ({
    open,
    onOpenChange: setOpen,
    onOpen: () => form.reset(defaults),
    busy: form.formState.isSubmitting,
    onSubmit: form.handleSubmit(onSubmit),
  });
  return { form, submit, errorOf, saved, dialogProps };
}
