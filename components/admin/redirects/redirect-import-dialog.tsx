'use client';

import { useId, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useSchemaFormDialog } from '@/components/admin/forms/use-schema-form-dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { importRedirectsCsvAction } from '@/lib/api/actions/redirects';
import { redirectCsvImportSchema } from '@/lib/redirects/schema';

type Skipped = { line: number; from: string; message: string };

/**
 * Import redirects from a CSV file (read in the browser, sent as text). The lines the server skipped
 * stay listed in the dialog with their reasons; with none skipped, it closes.
 */
export function RedirectImportDialog({ trigger }: { trigger: ReactNode }) {
  const t = useTranslations('Redirects');
  const fileId = useId();
  const [skipped, setSkipped] = useState<Skipped[]>([]);
  const { form, submit, errorOf, saved, dialogProps } = useSchemaFormDialog(redirectCsvImportSchema, { csv: '' }, { isNew: true });
  const props = dialogProps(async (values) => {
    setSkipped([]);
    await submit(
      () => importRedirectsCsvAction({}, values),
      (result) => {
        const lines = (result.data as { skipped?: Skipped[] } | undefined)?.skipped ?? [];
        if (lines.length) setSkipped(lines);
        else saved();
      },
    );
  });

  return (
    <FormDialog
      {...props}
      onOpen={() => {
        props.onOpen();
        setSkipped([]);
      }}
      trigger={trigger}
      title={t('importForm.title')}
      cancelLabel={t('importForm.cancel')}
      submitLabel={t('importForm.submit')}
    >
      <FormField id={fileId} label={t('importForm.file')} error={errorOf('csv')} hint={t('importForm.fileHint')} required>
        <Input
          type="file"
          accept=".csv,text/csv,text/plain"
          className="h-auto py-1.5"
          onChange={async (event) => {
            const file = event.currentTarget.files?.[0];
            form.setValue('csv', file ? await file.text() : '', { shouldValidate: form.formState.isSubmitted });
          }}
        />
      </FormField>
      {skipped.length > 0 && (
        <section aria-labelledby={`${fileId}-skipped`} className="rounded-md border border-border p-3">
          <h3 id={`${fileId}-skipped`} className="text-sm font-semibold">
            {t('importForm.skippedTitle')}
          </h3>
          <ul className="mt-2 max-h-48 list-disc overflow-y-auto pl-5 text-sm" role="status">
            {skipped.map((line) => (
              <li key={line.line}>{t('importForm.skippedLine', { line: line.line, from: line.from, message: line.message })}</li>
            ))}
          </ul>
        </section>
      )}
    </FormDialog>
  );
}
