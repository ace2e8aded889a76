import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { pickMessages } from '@/lib/i18n/client-messages';
import { ArticleCard } from '@/components/blog/article-card';
import { PublicCategoryChip } from '@/components/blog/category-chip';
import { Button, buttonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import type { ArticleCard as Card } from '@/lib/blog/cards';
import { pageMetadata } from '@/lib/seo/metadata';
import { publicLayout } from '@/lib/settings/public';
import { localeOf } from '@/app/[locale]/_lib/locale';
import { InteractiveDemos } from './_components/interactive-demos';

type Props = { params: Promise<{ locale: string }> };

const palette = ['primary', 'secondary', 'accent', 'dark', 'positive', 'negative', 'info', 'warning'] as const;
// Full class names, so Tailwind generates them.
const swatchClasses: Record<(typeof palette)[number], string> = {
  primary: 'bg-primary text-primary-foreground',
  secondary: 'bg-secondary text-secondary-foreground',
  accent: 'bg-accent text-accent-foreground',
  dark: 'bg-dark text-dark-foreground',
  positive: 'bg-positive text-positive-foreground',
  negative: 'bg-negative text-negative-foreground',
  info: 'bg-info text-info-foreground',
  warning: 'bg-warning text-warning-foreground',
};
const buttonVariants: ButtonVariant[] = ['primary', 'secondary', 'danger', 'ghost'];
const buttonSizes: ButtonSize[] = ['sm', 'md', 'lg'];
const chips = [
  { key: 'technology', color: '#1e3a8a' },
  { key: 'design', color: '#db2777' },
  { key: 'marketing', color: '#c2410c' },
  { key: 'innovation', color: '#6d28d9' },
  { key: 'light', color: '#fde68a' },
] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'Playground' });
  return pageMetadata({
    locale,
    path: '/playground',
    title: t('metaTitle'),
    description: t('metaDescription'),
    siteName: (await publicLayout()).companyName,
    noindex: true,
  });
}

function Showcase({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="flex flex-col gap-5 border-t border-border pt-8">
      <h2 id={`${id}-title`} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /playground: the design system's components with the theme's colours, for staff and developers.
 * Out of search engines (noindex) and of the sitemap.
 */
export default async function PlaygroundPage({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const t = await getTranslations('Playground');
  const sample: Card = {
    id: 0,
    uniqueKey: 'playground',
    title: t('cards.sampleTitle'),
    excerpt: t('cards.sampleExcerpt'),
    image: null,
    locale,
    publishedAt: '2026-01-15T12:00:00.000Z',
    readingMinutes: 4,
    featured: false,
    author: { id: 0, uniqueKey: 'playground', name: t('cards.sampleAuthor'), photo: null },
    categories: [{ id: 0, uniqueKey: 'technology', name: 'Technology', textColor: '#ffffff', backgroundColor: '#1e3a8a' }],
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="max-w-2xl text-lg text-muted-foreground">{t('intro')}</p>
      </header>

      <Showcase id="colors" title={t('sections.colors')}>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {palette.map((name) => (
            <li key={name} className={`flex h-20 items-end rounded-lg p-3 text-sm font-semibold ${swatchClasses[name]}`}>
              {t(`colors.${name}`)}
            </li>
          ))}
        </ul>
      </Showcase>

      <Showcase id="buttons" title={t('sections.buttons')}>
        <div className="flex flex-wrap items-center gap-3">
          {buttonVariants.map((variant) => (
            <Button key={variant} variant={variant} className={variant === 'ghost' ? 'border border-border' : undefined}>
              {t(`buttons.${variant}`)}
            </Button>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {buttonSizes.map((size) => (
            <Button key={size} size={size}>
              {t(`buttons.size.${size}`)}
            </Button>
          ))}
          <Button loading>{t('buttons.loading')}</Button>
          <Button disabled>{t('buttons.disabled')}</Button>
          <a href="#buttons" className={buttonClasses({ variant: 'secondary' })}>
            {t('buttons.link')}
          </a>
        </div>
      </Showcase>

      <Showcase id="inputs" title={t('sections.inputs')}>
        <form className="grid gap-5 sm:grid-cols-2" aria-label={t('inputs.formLabel')}>
          <FormField id="pg-name" label={t('inputs.name')} hint={t('inputs.nameHint')} required>
            <Input name="name" autoComplete="off" />
          </FormField>
          <FormField id="pg-email" label={t('inputs.email')} error={t('inputs.emailError')} required>
            <Input name="email" type="email" defaultValue="maria@" autoComplete="off" />
          </FormField>
          <FormField id="pg-topic" label={t('inputs.topic')}>
            <Select
              name="topic"
              placeholder={t('inputs.topicPlaceholder')}
              options={(['sales', 'support', 'billing'] as const).map((value) => ({ value, label: t(`inputs.topics.${value}`) }))}
            />
          </FormField>
          <FormField id="pg-disabled" label={t('inputs.disabled')}>
            <Input name="disabled" disabled defaultValue={t('inputs.disabledValue')} />
          </FormField>
          <FormField id="pg-message" label={t('inputs.message')} className="sm:col-span-2">
            <Textarea name="message" rows={3} />
          </FormField>
        </form>
      </Showcase>

      <Showcase id="chips" title={t('sections.chips')}>
        <ul className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip.key}>
              <PublicCategoryChip name={t(`chips.${chip.key}`)} backgroundColor={chip.color} />
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">{t('chips.note')}</p>
      </Showcase>

      <Showcase id="cards" title={t('sections.cards')}>
        <ul className="grid items-start gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <li>
            <ArticleCard card={sample} locale={locale} />
          </li>
          <li>
            <ArticleCard card={sample} locale={locale} variant="compact" />
          </li>
        </ul>
      </Showcase>

      <Showcase id="feedback" title={t('sections.feedback')}>
        <NextIntlClientProvider messages={pickMessages(await getMessages(), ['Playground'])}>
          <InteractiveDemos />
        </NextIntlClientProvider>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> {t('feedback.spinner')}
        </p>
      </Showcase>

      <Showcase id="empty-state" title={t('sections.emptyState')}>
        <EmptyState
          title={t('empty.title')}
          description={t('empty.text')}
          headingLevel={3}
          icon={
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
              <path d="M4 7h16v12H4zM4 7l2-3h12l2 3M9 11h6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          }
          action={<a href="#empty-state" className={buttonClasses({ variant: 'primary' })}>{t('empty.action')}</a>}
        />
      </Showcase>
    </div>
  );
}
