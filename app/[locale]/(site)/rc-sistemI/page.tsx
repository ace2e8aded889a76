import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleCard } from '@/components/blog/article-card';
import { Icon, type IconName } from '@/components/home/icons';
import {
  ArrowLink,
  CallText,
  ContactList,
  emailAndPhone,
  eyebrowPill,
  HeroText,
  HomeSection,
  IconList,
  type IconListClasses,
  outlineButtonOnDark,
  SectionHeading,
  whiteButton,
} from '@/components/home/section-parts';
import { EmptyState } from '@/components/ui/empty-state';
import { Link } from '@/i18n/link';
import { env } from '@/lib/env';
import { homeArticles } from '@/lib/home/queries';
import { localePath } from '@/lib/i18n/paths';
import { publicNavigation } from '@/lib/navigation/public';
import { jsonLd, pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl, localizedPath } from '@/lib/seo/urls';
import { publicLayout } from '@/lib/settings/public';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = { params: Promise<{ locale: string }> };

const PATH = '/rc-sistemI';

const services = ['implementation', 'migration', 'training', 'support'] as const;
const serviceIcons: Record<(typeof services)[number], IconName> = { implementation: 'systems', migration: 'integration', training: 'insights', support: 'support' };
const modules = ['finance', 'inventory', 'sales', 'purchasing', 'reports', 'integrations'] as const;
const aboutPoints = ['cloud', 'invoices', 'mobile'] as const;
const caseResults = ['closing', 'stock', 'time'] as const;
const heroClasses = { eyebrow: eyebrowPill, title: 'max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl', text: 'max-w-2xl text-lg text-dark-foreground/85' };
const aboutClasses: IconListClasses = { className: 'grid gap-6 md:grid-cols-3', itemClassName: 'flex gap-3', badgeClassName: 'mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-positive-light text-positive-light-foreground', iconClassName: 'size-4', bodyClassName: 'flex flex-col gap-1', titleClassName: 'font-semibold', textClassName: 'text-sm text-muted-foreground' };
const serviceClasses: IconListClasses = { className: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4', itemClassName: 'flex flex-col gap-3 rounded-xl border border-border bg-background p-6 text-foreground', badgeClassName: 'flex size-11 items-center justify-center rounded-lg bg-primary text-primary-foreground', titleClassName: 'text-lg font-semibold', textClassName: 'text-sm text-muted-foreground' };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'Landing' });
  return pageMetadata({ locale, path: PATH, title: t('metaTitle'), description: t('metaDescription'), siteName: (await publicLayout()).companyName });
}

function Section({ id, title, intro, className, children }: { id: string; title: string; intro?: string; className?: string; children: ReactNode }) {
  return (
    <HomeSection id={id} className={`scroll-mt-20 ${className ?? ''}`}>
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-16 sm:px-6">
        <SectionHeading id={`${id}-title`} title={title} intro={intro} className="flex max-w-2xl flex-col gap-3" titleClassName="text-3xl font-bold tracking-tight" />
        {children}
      </div>
    </HomeSection>
  );
}

/**
 * /rc-sistemI: the landing page of the company's management system, with its own sticky menu (by
 * default the page's sections; editable on /admin/navigation) and a "Portal" button to the customer portal (PORTAL_URL).
 */
export default async function LandingPage({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const t = await getTranslations('Landing');
  const { PORTAL_URL, CONTACT_EMAIL, CONTACT_PHONE } = env();
  // Its own menu: the language's saved one (lib/navigation), by default the page's sections.
  const [articles, { landing: menu }] = await Promise.all([homeArticles(locale), publicNavigation(locale)]);
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: t('productName'),
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    description: t('metaDescription'),
    url: absoluteUrl(localizedPath(locale, PATH)),
    inLanguage: locale,
  };
  const contactEntries = [
    ...emailAndPhone(CONTACT_EMAIL, CONTACT_PHONE, { email: t('contact.email'), phone: t('contact.phone') }),
    { label: t('contact.customers'), href: PORTAL_URL, text: t('portal'), rel: 'noopener' },
  ];
  const portal = (
    <a
      href={PORTAL_URL}
      rel="noopener"
      data-testid="portal-button"
      className="inline-flex h-10 shrink-0 items-center gap-2 rounded-md bg-accent px-4 text-sm font-semibold text-accent-foreground hover:bg-accent-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {t('portal')}
      <Icon name="arrow" className="size-4" />
    </a>
  );

  return (
    <div data-testid="landing">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(structuredData) }} />
      <nav aria-label={t('menuLabel')} className="sticky top-0 z-20 border-b border-border bg-background/95 backdrop-blur" data-testid="landing-menu">
        <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2 sm:px-6">
          <ul className="-mx-1 flex min-w-0 flex-1 gap-1 overflow-x-auto text-sm font-medium">
            {menu.map((link, index) => (
              <li key={index} className="shrink-0">
                <a href={localePath(locale, link.href)} className="block rounded-md px-3 py-2 hover:bg-surface hover:text-primary dark:hover:text-link">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          {portal}
        </div>
      </nav>

      <section id="home" aria-labelledby="home-title" className="scroll-mt-20 bg-dark text-dark-foreground">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-16 sm:px-6 sm:py-24">
          <HeroText eyebrow={t('hero.eyebrow')} title={t('hero.title')} text={t('hero.text')} classes={heroClasses}>
            <Link href="/contact" className={whiteButton('text-dark hover:bg-dark-light')}>
              {t('hero.demoCta')}
            </Link>
            <a href="#solutions" className={outlineButtonOnDark}>
              {t('hero.modulesCta')}
            </a>
          </HeroText>
        </div>
      </section>

      <Section id="about" title={t('about.title')} intro={t('about.text')}>
        <IconList items={aboutPoints.map((key) => ({ key, icon: 'check' as const, title: t(`about.points.${key}.title`), text: t(`about.points.${key}.text`) }))} {...aboutClasses} />
      </Section>

      <Section id="services" title={t('services.title')} intro={t('services.intro')} className="bg-surface text-surface-foreground">
        <IconList items={services.map((key) => ({ key, icon: serviceIcons[key], title: t(`services.items.${key}.title`), text: t(`services.items.${key}.text`) }))} {...serviceClasses} />
      </Section>

      <Section id="solutions" title={t('solutions.title')} intro={t('solutions.intro')}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {modules.map((key) => (
            <li key={key} className="flex flex-col gap-2 rounded-xl border-l-4 border-accent bg-surface p-5 text-surface-foreground">
              <h3 className="font-semibold">{t(`solutions.items.${key}.title`)}</h3>
              <p className="text-sm text-muted-foreground">{t(`solutions.items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="blog" title={t('blog.title')} intro={t('blog.intro')} className="bg-surface text-surface-foreground">
        {articles.length === 0 ? (
          <EmptyState title={t('blog.empty')} headingLevel={3} />
        ) : (
          <ul className="grid gap-6 md:grid-cols-3">
            {articles.map((card) => (
              <li key={card.id}>
                <ArticleCard card={card} locale={locale} variant="compact" />
              </li>
            ))}
          </ul>
        )}
        <ArrowLink href="/blog" className="inline-flex items-center gap-2 self-start font-semibold text-link underline-offset-4 hover:underline">
          {t('blog.viewAll')}
        </ArrowLink>
      </Section>

      <Section id="case" title={t('case.title')} intro={t('case.intro')}>
        <figure className="grid gap-8 rounded-2xl border border-border p-6 sm:p-10 lg:grid-cols-[3fr_2fr]">
          <div className="flex flex-col gap-4">
            <h3 className="text-xl font-semibold">{t('case.company')}</h3>
            <p className="text-muted-foreground">{t('case.story')}</p>
            <blockquote className="border-l-4 border-primary pl-4 text-lg italic dark:border-link">{t('case.quote')}</blockquote>
            <figcaption className="text-sm text-muted-foreground">{t('case.quoteAuthor')}</figcaption>
          </div>
          <dl className="grid gap-4 self-center">
            {caseResults.map((key) => (
              <div key={key} className="flex flex-col rounded-xl bg-primary-light p-5 text-primary-light-foreground dark:bg-surface dark:text-foreground">
                <dt className="order-last text-sm">{t(`case.results.${key}.label`)}</dt>
                <dd className="text-3xl font-bold">{t(`case.results.${key}.value`)}</dd>
              </div>
            ))}
          </dl>
        </figure>
      </Section>

      <section id="contact" aria-labelledby="contact-title" className="scroll-mt-20 bg-primary text-primary-foreground">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-16 sm:px-6 md:grid-cols-[3fr_2fr] md:items-center">
          <div className="flex flex-col items-start gap-4">
            <CallText id="contact-title" title={t('contact.title')} text={t('contact.text')} titleClassName="text-3xl font-bold tracking-tight text-balance" textClassName="text-lg" />
            <div className="flex flex-col gap-3 sm:flex-row">
              <Link href="/contact" className={whiteButton('text-primary hover:bg-primary-light')}>
                {t('contact.cta')}
              </Link>
            </div>
          </div>
          <ContactList entries={contactEntries} className="flex flex-col gap-3 rounded-2xl bg-white/10 p-6" linkClassName="font-semibold" />
        </div>
      </section>
    </div>
  );
}
