'use client';

import { useId, useTransition, type ChangeEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import { usePathname, useRouter } from '@/i18n/navigation';
import { isLocale, locales, type Locale } from '@/i18n/routing';
import { Select } from '@/components/ui/select';

// Catalogue keys of the language names (each written in its own language).
const languageKey = { 'pt-BR': 'ptBR', en: 'en', es: 'es', fr: 'fr', ht: 'ht' } as const satisfies Record<Locale, string>;

/** Switches the interface language and stays on the same page. */
export function LanguageSwitcher({
  className,
  label,
  showLabel = false,
  selectClassName = 'min-w-40',
}: {
  className?: string;
  /** Width of the select (the site header makes it narrower on phones). */
  selectClassName?: string;
  /** Visible or screen-reader label; defaults to the catalogue's "Language". */
  label?: string;
  showLabel?: boolean;
}) {
  const t = useTranslations('Site');
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const id = useId();

  function change(event: ChangeEvent<HTMLSelectElement>) {
    const next = event.target.value;
    if (!isLocale(next) || next === locale) return;
    // Keep the query string too (e.g. the login page's callbackUrl).
    const href = pathname + window.location.search;
    startTransition(() => router.replace(href, { locale: next, scroll: false }));
  }

  return (
    <div className={clsx('flex items-center gap-2', className)}>
      <label htmlFor={id} className={showLabel ? 'text-sm font-medium' : 'sr-only'}>
        {label ?? t('languageSwitcher.label')}
      </label>
      <Select
        id={id}
        name="locale"
        data-testid="language-switcher"
        value={locale}
        onChange={change}
        aria-busy={pending || undefined}
        className={selectClassName}
      >
        {locales.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`languages.${languageKey[l]}`)}
          </option>
        ))}
      </Select>
      <span role="status" className="sr-only">
        {pending ? t('languageSwitcher.changing') : ''}
      </span>
    </div>
  );
}
