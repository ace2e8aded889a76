import { clsx } from 'clsx';
import { getLocale, getTranslations } from 'next-intl/server';
import { localePath } from '@/lib/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { buttonClasses } from '@/components/ui/button';
import { BackLink } from './back-link';

/**
 * The body of the 404 page: what happened, a way back and a way home. Standalone, it is the whole
 * page (its own <main>); inside the public site's frame (`inSiteFrame`), the frame has the <main>.
 */
export async function NotFoundContent({ locale, inSiteFrame = false }: { locale?: Locale; inSiteFrame?: boolean }) {
  const shownLocale = locale ?? (await getLocale());
  const t = await getTranslations({ locale: shownLocale, namespace: 'NotFound' });
  const Root = inSiteFrame ? 'div' : 'main';
  return (
    <Root
      id={inSiteFrame ? undefined : 'main'}
      data-testid="not-found"
      className={clsx('mx-auto flex max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center', inSiteFrame ? 'sm:py-24' : 'min-h-dvh')}
    >
      <p className="text-sm font-semibold tracking-wide text-primary uppercase dark:text-link">{t('code')}</p>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
      <p className="text-muted-foreground">{t('text')}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <BackLink href={localePath(shownLocale, '/')} className={buttonClasses({ variant: 'primary' })}>
          {t('back')}
        </BackLink>
        {/* A plain link: from a staff screen's 404 the public site is another document (a full page load). */}
        <a href={localePath(shownLocale, '/')} className={buttonClasses({ variant: 'ghost', className: 'border border-border' })}>
          {t('home')}
        </a>
      </div>
    </Root>
  );
}
