'use client';

import { get, useForm, type DefaultValues, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { useFieldErrorText, useFormAction, type FormActionOptions } from '@/components/admin/use-form-action';
import { schemaResolver } from './schema-resolver';

/**
 * The set-up every admin form shares: react-hook-form validated by the domain's zod schema, the
 * server action runner (`submit`, see useFormAction) and `errorOf(field)`, the translated error
 * text under a field.
 */
export function useSchemaForm<TForm extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType<TOutput, unknown>,
  defaultValues: DefaultValues<TForm>,
  actionOptions?: FormActionOptions,
) {
  const form = useForm<TForm, unknown, TOutput>({ resolver: schemaResolver<TForm, TOutput>(schema), defaultValues });
  const submit = useFormAction(form, actionOptions);
  const errorText = useFieldErrorText();
  // formState.errors itself: getFieldState would also subscribe the form to its dirty, touched and validating fields.
  const errorOf = (field: Path<TForm>) => errorText(get<typeof form.formState.errors, FieldError | undefined>(form.formState.errors, field));
  return { form, submit, errorOf };
}
