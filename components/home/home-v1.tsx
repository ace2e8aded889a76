import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { ArticleCard } from '@/lib/blog/cards';
import { homeServices, homeSolutions } from './content';
import { Icon } from './icons';
import { LatestArticles } from './latest-articles';
import { SolutionIllustration } from './solution-illustration';

export interface HomeDesignProps {
  locale: Locale;
  articles: ArticleCard[];
}

/**
 * Home, design v1 ("classic"): a centred hero on a light band, services as a grid of cards,
 * solutions as alternating rows, the latest articles as a grid and a call to contact on a dark band.
 */
export async function HomeV1({ locale, articles }: HomeDesignProps) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  return (
    <div data-testid="home-v1">
      <section aria-labelledby="home-title" className="bg-primary-light text-primary-light-foreground dark:bg-surface dark:text-foreground">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center sm:px-6 sm:py-24">
          <p className="text-sm font-semibold tracking-wide uppercase">{t('hero.eyebrow')}</p>
          <h1 id="home-title" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="max-w-2xl text-lg">{t('hero.text')}</p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Link href="/contact" className={buttonClasses({ size: 'lg' })}>
              {t('hero.primaryCta')}
            </Link>
            <Link href="/rc-sistemI" className={buttonClasses({ size: 'lg', variant: 'ghost', className: 'border border-current' })}>
              {t('hero.secondaryCta')}
            </Link>
          </div>
        </div>
      </section>

      <section id="services" aria-labelledby="services-title" className="mx-auto max-w-6xl scroll-mt-4 px-4 py-16 sm:px-6">
        <div className="mb-10 flex max-w-2xl flex-col gap-3">
          <h2 id="services-title" className="text-3xl font-bold tracking-tight">
            {t('services.title')}
          </h2>
          <p className="text-lg text-muted-foreground">{t('services.intro')}</p>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {homeServices.map((key) => (
            <li key={key} className="flex flex-col gap-3 rounded-xl border border-border bg-background p-6">
              <span className="flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <Icon name={key} />
              </span>
              <h3 className="text-lg font-semibold">{t(`services.items.${key}.title`)}</h3>
              <p className="text-sm text-muted-foreground">{t(`services.items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="solutions" aria-labelledby="solutions-title" className="scroll-mt-4 bg-surface text-surface-foreground">
        <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-16 sm:px-6">
          <div className="flex max-w-2xl flex-col gap-3">
            <h2 id="solutions-title" className="text-3xl font-bold tracking-tight">
              {t('solutions.title')}
            </h2>
            <p className="text-lg text-muted-foreground">{t('solutions.intro')}</p>
          </div>
          <ul className="flex flex-col gap-10">
            {homeSolutions.map((key, index) => (
              <li key={key} className="grid items-center gap-6 md:grid-cols-2 md:gap-12">
                <div
                  className={`flex aspect-[5/2] items-center justify-center overflow-hidden rounded-2xl bg-accent-light text-accent-light-foreground ${index % 2 === 1 ? 'md:order-last' : ''}`}
                >
                  <SolutionIllustration solution={key} className="h-full w-full" />
                </div>
                <div className="flex flex-col gap-3">
                  <h3 className="text-2xl font-semibold">{t(`solutions.items.${key}.title`)}</h3>
                  <p className="text-muted-foreground">{t(`solutions.items.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
          <Link href="/rc-sistemI" className="inline-flex items-center gap-2 self-start font-semibold text-link underline-offset-4 hover:underline">
            {t('solutions.cta')}
            <Icon name="arrow" className="size-4" />
          </Link>
        </div>
      </section>

      <section id="latest-articles" aria-labelledby="latest-articles-title" className="mx-auto max-w-6xl scroll-mt-4 px-4 py-16 sm:px-6">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div className="flex flex-col gap-2">
            <h2 id="latest-articles-title" className="text-3xl font-bold tracking-tight">
              {t('articles.title')}
            </h2>
            <p className="text-muted-foreground">{t('articles.intro')}</p>
          </div>
          <Link href="/blog" className="font-semibold text-link underline-offset-4 hover:underline">
            {t('articles.viewAll')}
          </Link>
        </div>
        <LatestArticles locale={locale} articles={articles} layout="grid" />
      </section>

      <section id="contact-cta" aria-labelledby="contact-cta-title" className="scroll-mt-4 bg-primary text-primary-foreground">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 px-4 py-16 text-center sm:px-6">
          <h2 id="contact-cta-title" className="text-3xl font-bold tracking-tight text-balance">
            {t('contact.title')}
          </h2>
          <p className="max-w-2xl text-lg">{t('contact.text')}</p>
          <Link
            href="/contact"
            className="inline-flex h-12 items-center justify-center rounded-md bg-white px-6 font-semibold text-primary hover:bg-primary-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('contact.cta')}
          </Link>
        </div>
      </section>
    </div>
  );
}
