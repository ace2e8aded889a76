'use client';

import { useId, useTransition, type ChangeEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import { usePathname, useRouter } from '@/i18n/navigation';
import { isLocale, locales, type Locale } from '@/i18n/routing';
import { Select } from '@/components/ui/select';

// Catalogue keys of the language names (each written in its own language).
const languageKey = { 'pt-BR': 'ptBR', en: 'en', es: 'es', fr: 'fr', ht: 'ht' } as const satisfies Record<Locale, string>;

/** The short code a phone header shows: PT, EN, ES, FR, HT. */
export function languageCode(locale: string): string {
  return locale.split('-')[0].toUpperCase();
}

/** Switches the interface language and stays on the same page. */
export function LanguageSwitcher({
  className,
  label,
  showLabel = false,
  compactOnPhone = false,
  selectClassName = 'min-w-40',
}: {
  className?: string;
  /**
   * On phones, show only the language code (PT, EN…) instead of the language's name: the native
   * select stays on top, transparent, so a tap still opens the full list and the select keeps its
   * accessible name; the code is what the eye sees.
   */
  compactOnPhone?: boolean;
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
      <div className="group relative">
        {compactOnPhone && (
          <span
            aria-hidden="true"
            data-testid="language-code"
            className="pointer-events-none flex h-10 items-center gap-1 rounded-md border border-border bg-background px-2.5 text-sm font-semibold sm:hidden group-has-[select:focus-visible]:outline-2 group-has-[select:focus-visible]:outline-offset-2 group-has-[select:focus-visible]:outline-ring"
          >
            {languageCode(locale)}
            <svg viewBox="0 0 20 20" fill="currentColor" className="size-4 text-muted-foreground">
              <path
                fillRule="evenodd"
                d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
                clipRule="evenodd"
              />
            </svg>
          </span>
        )}
        <div className={compactOnPhone ? 'max-sm:absolute max-sm:inset-0 max-sm:opacity-0' : undefined}>
          <Select
            id={id}
            name="locale"
            data-testid="language-switcher"
            value={locale}
            onChange={change}
            aria-busy={pending || undefined}
            className={clsx(selectClassName, compactOnPhone && 'max-sm:w-full max-sm:min-w-0')}
          >
            {locales.map((l) => (
              <option key={l} value={l} lang={l}>
                {t(`languages.${languageKey[l]}`)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <span role="status" className="sr-only">
        {pending ? t('languageSwitcher.changing') : ''}
      </span>
    </div>
  );
}
