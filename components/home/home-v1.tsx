import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import type { ArticleCard } from '@/lib/blog/cards';
import { homeSolutions } from './content';
import { LatestArticlesSection } from './latest-articles-section';
import { ArrowLink, CallText, HeroText, HomeSection, IconList, type IconListClasses, ItemText, SectionHeading, serviceItems, solutionText, whiteButton } from './section-parts';
import { SolutionIllustration } from './solution-illustration';

const sectionTitle = 'text-3xl font-bold tracking-tight';
const heroClasses = { eyebrow: 'text-sm font-semibold tracking-wide uppercase', title: 'text-4xl font-bold tracking-tight text-balance sm:text-5xl', text: 'max-w-2xl text-lg' };
const serviceClasses: IconListClasses = { className: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4', itemClassName: 'flex flex-col gap-3 rounded-xl border border-border bg-background p-6', badgeClassName: 'flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground', titleClassName: 'text-lg font-semibold', textClassName: 'text-sm text-muted-foreground' };

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
          <HeroText eyebrow={t('hero.eyebrow')} title={t('hero.title')} text={t('hero.text')} classes={heroClasses}>
            <Link href="/contact" className={buttonClasses({ size: 'lg' })}>
              {t('hero.primaryCta')}
            </Link>
            <Link href="/rc-sistemI" className={buttonClasses({ size: 'lg', variant: 'ghost', className: 'border border-current' })}>
              {t('hero.secondaryCta')}
            </Link>
          </HeroText>
        </div>
      </section>

      <HomeSection id="services" className="mx-auto max-w-6xl scroll-mt-4 px-4 py-16 sm:px-6">
        <SectionHeading id="services-title" title={t('services.title')} intro={t('services.intro')} className="mb-10 flex max-w-2xl flex-col gap-3" titleClassName={sectionTitle} />
        <IconList items={serviceItems(t)} {...serviceClasses} />
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

      <LatestArticlesSection
        className="mx-auto max-w-6xl scroll-mt-4 px-4 py-16 sm:px-6"
        heading={<SectionHeading id="latest-articles-title" title={t('articles.title')} intro={t('articles.intro')} className="flex flex-col gap-2" titleClassName={sectionTitle} introClassName="text-muted-foreground" />}
        link={<Link href="/blog" className="font-semibold text-link underline-offset-4 hover:underline">{t('articles.viewAll')}</Link>}
        locale={locale}
        articles={articles}
        layout="grid"
      />

      <HomeSection id="contact-cta" className="scroll-mt-4 bg-primary text-primary-foreground">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 px-4 py-16 text-center sm:px-6">
          <CallText id="contact-cta-title" title={t('contact.title')} text={t('contact.text')} titleClassName="text-3xl font-bold tracking-tight text-balance" textClassName="max-w-2xl text-lg" />
          <Link href="/contact" className={whiteButton('text-primary hover:bg-primary-light')}>
            {t('contact.cta')}
          </Link>
        </div>
      </HomeSection>
    </div>
  );
}
