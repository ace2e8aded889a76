'use client';

import { useId, useTransition, type ChangeEvent } from 'react';
import { clsx } from 'clsx';
import { usePathname, useRouter } from 'next/navigation';
import { localePath, NO_TRANSLATION_FLAG, noTranslationPath, withoutLocale } from '@/lib/i18n/paths';
import { Select } from '@/components/ui/select';

export type LanguageSelectProps = {
  locale: string;
  /** Each locale with its name written in its own language. */
  options: { value: string; label: string }[];
  label: string;
  /** Said by screen readers while the page changes language. */
  changing: string;
  className?: string;
  compactOnPhone?: boolean;
  selectClassName?: string;
  showLabel?: boolean;
};

/** The short code a phone header shows: PT, EN, ES, FR, HT. */
export function languageCode(locale: string): string {
  return locale.split('-')[0].toUpperCase();
}

/**
 * On an article page, the article exists in its own language and its translations only, which the
 * page names in its hreflang alternates (lib/seo/article-alternates.ts): the switch opens the
 * translation in `next`, or that language's blog with a notice that there is none (?translation=missing,
 * components/blog/no-translation-notice.tsx). Null on any other page.
 */
function articleTarget(next: string, pathname: string): string | null {
  if (!withoutLocale(pathname).startsWith('/post/')) return null;
  const link = document.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${next}"]`);
  // The alternates are absolute (SITE_URL); the path is what matters on this host.
  return link ? new URL(link.href).pathname : noTranslationPath(next);
}

/**
 * The language switcher's select (a client island; its words come from the server, see
 * language-switcher.tsx). Picking a language remembers it in the NEXT_LOCALE cookie, as next-intl's
 * navigation did (the staff screens follow it; public pages suggest it, language-suggestion.tsx), and opens the same page in it
 * (an article: its translation, see articleTarget).
 */
export function LanguageSelect({ locale, options, label, changing, className, compactOnPhone = false, selectClassName = 'min-w-40', showLabel = false }: LanguageSelectProps) {
  const pathname = usePathname();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const id = useId();

  function change(event: ChangeEvent<HTMLSelectElement>) {
    const next = event.target.value;
    if (next === locale || !options.some((o) => o.value === next)) return;
    // A session cookie, like next-intl's default localeCookie.
    document.cookie = `NEXT_LOCALE=${next};path=/;samesite=lax`;
    // Keep the query string too (e.g. the login page's callbackUrl), but the no-translation notice's
    // flag: it spoke of the language being left.
    const query = new URLSearchParams(window.location.search);
    query.delete(NO_TRANSLATION_FLAG);
    const rest = query.toString();
    const search = rest ? `?${rest}` : '';
    const href = articleTarget(next, pathname) ?? localePath(next, withoutLocale(pathname)) + search;
    startTransition(() => router.replace(href, { scroll: false }));
  }

  return (
    <div className={clsx('flex items-center gap-2', className)}>
      <label htmlFor={id} className={showLabel ? 'text-sm font-medium' : 'sr-only'}>
        {label}
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
            {options.map((o) => (
              <option key={o.value} value={o.value} lang={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <span role="status" className="sr-only">
        {pending ? changing : ''}
      </span>
    </div>
  );
}
