import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import type { ArticleCard } from '@/lib/blog/cards';
import { homeServices, homeSolutions } from './content';
import { Icon } from './icons';
import { LatestArticles } from './latest-articles';
import { ArrowLink, HomeSection, ItemText, SectionHeading, serviceText, solutionText } from './section-parts';
import { SolutionIllustration } from './solution-illustration';

const sectionTitle = 'text-3xl font-bold tracking-tight';

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

      <HomeSection id="services" className="mx-auto max-w-6xl scroll-mt-4 px-4 py-16 sm:px-6">
        <SectionHeading id="services-title" title={t('services.title')} intro={t('services.intro')} className="mb-10 flex max-w-2xl flex-col gap-3" titleClassName={sectionTitle} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {homeServices.map((key) => (
            <li key={key} className="flex flex-col gap-3 rounded-xl border border-border bg-background p-6">
              <span className="flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <Icon name={key} />
              </span>
              <ItemText {...serviceText(t, key)} titleClassName="text-lg font-semibold" textClassName="text-sm text-muted-foreground" />
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection id="solutions" className="scroll-mt-4 bg-surface text-surface-foreground">
        <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-16 sm:px-6">
          <SectionHeading id="solutions-title" title={t('solutions.title')} intro={t('solutions.intro')} className="flex max-w-2xl flex-col gap-3" titleClassName={sectionTitle} />
          <ul className="flex flex-col gap-10">
            {homeSolutions.map((key, index) => (
              <li key={key} className="grid items-center gap-6 md:grid-cols-2 md:gap-12">
                <div
                  className={`flex aspect-[5/2] items-center justify-center overflow-hidden rounded-2xl bg-accent-light text-accent-light-foreground ${index % 2 === 1 ? 'md:order-last' : ''}`}
                >
                  <SolutionIllustration solution={key} className="h-full w-full" />
                </div>
                <ItemText {...solutionText(t, key)} className="flex flex-col gap-3" titleClassName="text-2xl font-semibold" textClassName="text-muted-foreground" />
              </li>
            ))}
          </ul>
          <ArrowLink href="/rc-sistemI" className="inline-flex items-center gap-2 self-start font-semibold text-link underline-offset-4 hover:underline">
            {t('solutions.cta')}
          </ArrowLink>
        </div>
      </HomeSection>

      <HomeSection id="latest-articles" className="mx-auto max-w-6xl scroll-mt-4 px-4 py-16 sm:px-6">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="latest-articles-title" title={t('articles.title')} intro={t('articles.intro')} className="flex flex-col gap-2" titleClassName={sectionTitle} introClassName="text-muted-foreground" />
          <Link href="/blog" className="font-semibold text-link underline-offset-4 hover:underline">
            {t('articles.viewAll')}
          </Link>
        </div>
        <LatestArticles locale={locale} articles={articles} layout="grid" />
      </HomeSection>

      <HomeSection id="contact-cta" className="scroll-mt-4 bg-primary text-primary-foreground">
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
      </HomeSection>
    </div>
  );
}
