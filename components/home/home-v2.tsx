import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import { env } from '@/lib/env';
import { homeSolutions, homeStats } from './content';
import type { HomeDesignProps } from './home-v1';
import { Icon } from './icons';
import { LatestArticlesSection } from './latest-articles-section';
import { ArrowLink, CallText, ContactList, emailAndPhone, eyebrowPill, HeroText, HomeSection, IconList, type HomeTranslator, type IconListClasses, ItemText, outlineButtonOnDark, SectionHeading, serviceItems, solutionText, whiteButton } from './section-parts';

const sectionTitle = 'text-3xl font-extrabold tracking-tight sm:text-4xl';
const arrowLink = 'inline-flex items-center gap-2 font-semibold text-link underline-offset-4 hover:underline';
const lightButton = whiteButton('text-dark hover:bg-dark-light', true);
const heroClasses = { eyebrow: eyebrowPill, title: 'text-4xl font-extrabold tracking-tight text-balance sm:text-6xl', text: 'max-w-xl text-lg text-dark-foreground/85' };
const serviceClasses: IconListClasses = { className: 'flex flex-col divide-y divide-border', itemClassName: 'flex gap-5 py-6 first:pt-0 last:pb-0', badgeClassName: 'flex size-12 shrink-0 items-center justify-center rounded-xl bg-dark text-dark-foreground', bodyClassName: 'flex flex-col gap-1', titleClassName: 'text-lg font-bold', textClassName: 'text-muted-foreground' };

/** The hero's figures (clients, uptime, years), each value over its label. */
function HeroFigures({ t }: { t: HomeTranslator }) {
  return (
    <dl className="grid gap-px overflow-hidden rounded-2xl border border-white/15 bg-white/15 sm:grid-cols-3 lg:grid-cols-1">
      {homeStats.map((key) => (
        <div key={key} className="flex flex-col gap-1 bg-dark p-6">
          <dt className="order-last text-sm text-dark-foreground/85">{t(`stats.${key}.label`)}</dt>
          <dd className="text-3xl font-bold tracking-tight">{t(`stats.${key}.value`)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Home, design v2 ("bold"): a dark split hero with figures, solutions first as numbered cards,
 * services as a list beside their heading, one lead article beside a compact list, and a contact
 * card with the company's email and phone.
 */
export async function HomeV2({ locale, articles }: HomeDesignProps) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  const { CONTACT_EMAIL, CONTACT_PHONE } = env();
  return (
    <div data-testid="home-v2" data-design="v2">
      <section aria-labelledby="home-title" className="bg-dark text-dark-foreground">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[3fr_2fr]">
          <div className="flex flex-col items-start gap-6">
            <HeroText eyebrow={t('hero.eyebrow')} title={t('hero.title')} text={t('hero.text')} classes={heroClasses}>
              <Link href="/contact" className={lightButton}>
                {t('hero.primaryCta')}
                <Icon name="arrow" className="size-4" />
              </Link>
              <Link href="/rc-sistemI" className={outlineButtonOnDark}>
                {t('hero.secondaryCta')}
              </Link>
            </HeroText>
          </div>
          <HeroFigures t={t} />
        </div>
      </section>

      <HomeSection id="solutions" className="mx-auto max-w-6xl scroll-mt-4 px-4 py-16 sm:px-6 sm:py-20">
        <div className="mb-10 flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id="solutions-title" title={t('solutions.title')} intro={t('solutions.intro')} className="flex max-w-2xl flex-col gap-3" titleClassName={sectionTitle} />
          <ArrowLink href="/rc-sistemI" className={arrowLink}>{t('solutions.cta')}</ArrowLink>
        </div>
        <ol className="grid gap-6 md:grid-cols-3">
          {homeSolutions.map((key, index) => (
            <li key={key} className="flex flex-col gap-4 rounded-2xl border-t-4 border-accent bg-surface p-6 text-surface-foreground">
              <span className="flex items-center justify-between text-accent dark:text-link">
                <Icon name={key} className="size-8" />
                <span aria-hidden="true" className="text-2xl font-extrabold text-muted-foreground">
                  {String(index + 1).padStart(2, '0')}
                </span>
              </span>
              <ItemText {...solutionText(t, key)} titleClassName="text-xl font-bold" textClassName="text-muted-foreground" />
            </li>
          ))}
        </ol>
      </HomeSection>

      <HomeSection id="services" className="scroll-mt-4 border-y border-border bg-surface text-surface-foreground">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[2fr_3fr]">
          <SectionHeading id="services-title" title={t('services.title')} intro={t('services.intro')} className="flex flex-col gap-3 lg:sticky lg:top-8 lg:self-start" titleClassName={sectionTitle} />
          <IconList items={serviceItems(t)} {...serviceClasses} />
        </div>
      </HomeSection>

      <LatestArticlesSection
        className="mx-auto max-w-6xl scroll-mt-4 px-4 py-16 sm:px-6 sm:py-20"
        heading={<h2 id="latest-articles-title" className={sectionTitle}>{t('articles.title')}</h2>}
        link={<ArrowLink href="/blog" className={arrowLink}>{t('articles.viewAll')}</ArrowLink>}
        locale={locale}
        articles={articles}
        layout="lead"
      />

      <HomeSection id="contact-cta" className="mx-auto max-w-6xl scroll-mt-4 px-4 pb-16 sm:px-6 sm:pb-20">
        <div className="grid gap-8 rounded-3xl bg-accent-dark p-8 text-accent-dark-foreground sm:p-12 md:grid-cols-[3fr_2fr] md:items-center">
          <div className="flex flex-col items-start gap-4">
            <CallText id="contact-cta-title" title={t('contact.title')} text={t('contact.text')} titleClassName="text-3xl font-extrabold tracking-tight text-balance" textClassName="text-lg" />
            <Link href="/contact" className={lightButton}>
              {t('contact.cta')}
            </Link>
          </div>
          <ContactList entries={emailAndPhone(CONTACT_EMAIL, CONTACT_PHONE, { email: t('contact.emailLabel'), phone: t('contact.phoneLabel') })} className="flex flex-col gap-4 rounded-2xl bg-white/10 p-6" linkClassName="text-lg font-semibold" />
        </div>
      </HomeSection>
    </div>
  );
}
