'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { locales } from '@/i18n/routing';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useToast } from '@/components/ui/toast';
import { createPageAction } from '@/lib/api/actions/pages';
import { PAGE_SLUG_MAX, PAGE_TITLE_MAX } from '@/lib/pages/schema';
import { slugify } from '@/lib/format/slug';
import { pageAddress } from './slug';

/**
 * "New page": asks the title, the address (suggested from the title until typed in) and the
 * language, creates the page as an empty draft and opens its editor.
 */
export function NewPageDialog({ initialLocale }: { initialLocale: string }) {
  const t = useTranslations('PagesAdmin');
  const tErrors = useTranslations('Errors');
  const router = useRouter();
  const { toast } = useToast();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState('');
  const [slugTyped, setSlugTyped] = useState(false);
  const [locale, setLocale] = useState(initialLocale);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function reset() {
    setTitle('');
    setSlug('');
    setSlugTyped(false);
    setLocale(initialLocale);
    setErrors({});
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await createPageAction({}, { title, slug, locale, blocks: [] });
      if (result.ok && result.data) {
        router.push(`/admin/pages/${result.data.id}`);
        return;
      }
      setErrors(result.fieldErrors ?? {});
      if (!result.fieldErrors) toast({ message: result.message, variant: 'error' });
      setBusy(false);
    } catch {
      setBusy(false);
      toast({ message: tErrors('actionFailed'), variant: 'error' });
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      onOpen={reset}
      trigger={<Button>{t('newPage')}</Button>}
      title={t('create.title')}
      description={t('create.description')}
      busy={busy}
      onSubmit={submit}
      cancelLabel={t('create.cancel')}
      submitLabel={t('create.submit')}
    >
      <FormField id={`${id}-title`} label={t('create.pageTitle')} error={errors.title} required>
        <Input
          value={title}
          maxLength={PAGE_TITLE_MAX}
          autoComplete="off"
          onChange={(e) => {
            setTitle(e.target.value);
            if (!slugTyped) setSlug(slugify(e.target.value, PAGE_SLUG_MAX));
          }}
        />
      </FormField>
      <FormField id={`${id}-slug`} label={t('create.slug')} error={errors.slug} hint={t('editor.slugHint', { address: pageAddress(locale, slug) })} required>
        <Input
          value={slug}
          maxLength={PAGE_SLUG_MAX}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => {
            setSlug(e.target.value);
            setSlugTyped(true);
          }}
        />
      </FormField>
      <FormField id={`${id}-locale`} label={t('create.locale')} error={errors.locale} required>
        <Select value={locale} onChange={(e) => setLocale(e.target.value)} options={locales.map((l) => ({ value: l, label: t(`languages.${l}`) }))} />
      </FormField>
    </FormDialog>
  );
}
