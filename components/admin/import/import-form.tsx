'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { callImportApi } from './api';

/**
 * A new import: the export file (and optionally the images zip), its source and options. Sent as a
 * dry run: the report that opens says what would happen, and has the button that runs it for real.
 */
export function ImportForm({ maxMb, locales, defaultLocale }: { maxMb: number; locales: { value: string; label: string }[]; defaultLocale: string }) {
  const t = useTranslations('Import');
  const router = useRouter();
  const id = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.set('dry_run', 'true');
    form.set('fetch_media', form.get('fetch_media') ? 'true' : 'false');
    const media = form.get('media');
    if (media instanceof File && media.size === 0) form.delete('media');
    setPending(true);
    setError(null);
    const answer = await callImportApi<{ id: number }>('/api/import/import', { method: 'POST', body: form });
    if (answer.ok) {
      router.push(`/admin/import?id=${answer.data.id}`);
      return;
    }
    setPending(false);
    setError(answer.message || t('errors.network'));
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="flex max-w-2xl flex-col gap-4 rounded-lg border border-border p-4 sm:p-6">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t('form.heading')}
      </h2>
      <form onSubmit={submit} className="flex flex-col gap-4" aria-busy={pending}>
        <FormField id={`${id}-source`} label={t('form.source')} required>
          <Select
            name="source"
            defaultValue="wordpress"
            options={[
              { value: 'wordpress', label: t('sources.wordpress') },
              { value: 'ghost', label: t('sources.ghost') },
              { value: 'vitrine', label: t('sources.vitrine') },
            ]}
          />
        </FormField>
        <FormField id={`${id}-file`} label={t('form.file')} hint={t('form.fileHint', { max: maxMb })} required>
          <input type="file" name="file" required accept=".xml,.json,application/xml,text/xml,application/json" className="text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-muted file:px-3 file:py-2" />
        </FormField>
        <FormField id={`${id}-media`} label={t('form.media')} hint={t('form.mediaHint')}>
          <input type="file" name="media" accept=".zip,application/zip" className="text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-muted file:px-3 file:py-2" />
        </FormField>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium">{t('form.tags')}</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="tags" value="categories" defaultChecked /> {t('form.tagsCategories')}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="tags" value="drop" /> {t('form.tagsDrop')}
          </label>
        </fieldset>
        <FormField id={`${id}-locale`} label={t('form.locale')}>
          <Select name="locale" defaultValue={defaultLocale} options={locales} />
        </FormField>
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="fetch_media" value="true" className="mt-1" /> {t('form.fetchMedia')}
        </label>
        {error && (
          <p role="alert" className="text-sm text-negative-text">
            {error}
          </p>
        )}
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? t('form.sending') : t('form.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
