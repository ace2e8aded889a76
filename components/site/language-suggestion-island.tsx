'use client';

import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import type { Locale } from '@/i18n/routing';
import { localePath, withoutLocale } from '@/lib/i18n/paths';
import { chosenLocale, DISMISSED_SUGGESTIONS_KEY, parseDismissed, suggestedLocale } from '@/lib/i18n/language-suggestion';
import { buttonClasses } from '@/components/ui/button';

/** The banner's words, each language's in that language (the visitor reads the one they prefer). */
export type LanguageSuggestionText = Record<'label' | 'question' | 'accept' | 'dismiss', string>;

/**
 * Where the page is in `locale`: the page's own hreflang alternate when it names any (an article
 * exists in its translations' languages only: none in that language, nothing to offer), else the
 * same path with that prefix.
 */
function targetOf(locale: Locale, pathname: string): string | null {
  const alternates = document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]');
  if (alternates.length > 0) {
    const link = Array.from(alternates).find((l) => l.hreflang === locale);
    // The alternates are absolute (SITE_URL); the path is what matters on this host.
    return link ? new URL(link.href).pathname + window.location.search : null;
  }
  return localePath(locale, withoutLocale(pathname)) + window.location.search;
}

function readDismissed(): Locale[] {
  try {
    return parseDismissed(localStorage.getItem(DISMISSED_SUGGESTIONS_KEY));
  } catch {
    return [];
  }
}

/**
 * Offers the page in the visitor's language (NEXT_LOCALE, else navigator.languages), written in that
 * language. Decided after hydration, in the browser: the server's page is the same for everyone, and
 * the banner floats over the page (fixed), so it shifts nothing.
 */
export function LanguageSuggestionIsland({ locale, texts }: { locale: string; texts: Record<Locale, LanguageSuggestionText> }) {
  const pathname = usePathname();
  const [offer, setOffer] = useState<{ locale: Locale; href: string } | null>(null);

  useEffect(() => {
    const suggested = suggestedLocale({
      pageLocale: locale,
      chosen: chosenLocale(document.cookie),
      languages: navigator.languages?.length ? navigator.languages : [navigator.language],
      dismissed: readDismissed(),
    });
    const href = suggested && targetOf(suggested, pathname);
    // Reading the browser's languages can only happen after hydration, hence the state set in an effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOffer(suggested && href ? { locale: suggested, href } : null);
  }, [locale, pathname]);

  if (!offer) return null;
  const text = texts[offer.locale];

  function accept() {
    // Remembered as the language switcher does (language-select.tsx).
    document.cookie = `NEXT_LOCALE=${offer!.locale};path=/;samesite=lax`;
  }

  function dismiss() {
    try {
      localStorage.setItem(DISMISSED_SUGGESTIONS_KEY, [...new Set([...readDismissed(), offer!.locale])].join(','));
    } catch {
      // Storage disabled: dismissed for this page view only.
    }
    setOffer(null);
  }

  // Bottom left: clear of the header's language switcher and of the consent banner and WhatsApp button (bottom right).
  return (
    <section
      aria-label={text.label}
      lang={offer.locale}
      data-testid="language-suggestion"
      className="fixed inset-x-2 bottom-2 z-50 flex flex-wrap items-center gap-3 rounded-lg border border-border bg-background p-3 text-sm text-foreground shadow-lg sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-sm print:hidden"
    >
      <p className="flex-1 basis-48 font-medium">{text.question}</p>
      <div className="flex gap-2">
        <a href={offer.href} hrefLang={offer.locale} onClick={accept} className={buttonClasses({ size: 'sm' })}>
          {text.accept}
        </a>
        <button type="button" onClick={dismiss} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          {text.dismiss}
        </button>
      </div>
    </section>
  );
}
