import { translator, type MessageKey } from '@/lib/i18n/translate';
import type { Locale } from '@/i18n/routing';
import { blocksSchema, type Block, type BlockIcon, type BlockInput } from './blocks';

/*
 * The default pages, built from the Home and Landing catalogue namespaces (the texts of the home and
 * /rc-sistemI before they were pages): what the data step seeds in every language
 * (db/seed-data/pages.ts), and what `/` shows when no home page can be read.
 *
 * The home keeps both designs as they were: design v2 shows the figures beside the hero (a stats
 * block for v2 only, drawn as the hero's figures) and the solutions before the services, so the
 * solutions block appears twice, once per design, around the services; likewise the call to
 * contact (v2's card lists the email and phone, v1's band does not).
 */

const homeServices = ['systems', 'integration', 'cloud', 'support'] as const;
const homeSolutions = ['erp', 'commerce', 'insights'] as const;
const homeStats = ['clients', 'uptime', 'years'] as const;

const landingServices = { implementation: 'systems', migration: 'integration', training: 'insights', support: 'support' } as const satisfies Record<string, BlockIcon>;
const landingModules = { finance: 'erp', inventory: 'systems', sales: 'commerce', purchasing: 'check', reports: 'insights', integrations: 'integration' } as const satisfies Record<string, BlockIcon>;
const aboutPoints = ['cloud', 'invoices', 'mobile'] as const;
const caseResults = ['closing', 'stock', 'time'] as const;

/** A translator of one namespace whose keys are checked only at run time (the seed reads many nested keys). */
function texts(locale: Locale, namespace: 'Home' | 'Landing') {
  const t = translator(locale);
  return (key: string) => t(`${namespace}.${key}` as MessageKey);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The home page's blocks in `locale`, as the home looked before it was a page (also the fallback of `/`). */
export function homeBlocks(locale: Locale): Block[] {
  const t = texts(locale, 'Home');
  const solutions = (designs: ['v1'] | ['v2']): BlockInput => ({
    type: 'features',
    id: `solutions-${designs[0]}`,
    anchor: 'solutions',
    designs,
    style: 'showcase',
    title: t('solutions.title'),
    text: t('solutions.intro'),
    items: homeSolutions.map((key) => ({ icon: key, title: t(`solutions.items.${key}.title`), text: t(`solutions.items.${key}.text`) })),
    cta: { label: t('solutions.cta'), href: '/rc-sistemI' },
  });
  const contact = (designs: ['v1'] | ['v2']): BlockInput => ({
    type: 'cta',
    id: `contact-${designs[0]}`,
    anchor: 'contact-cta',
    designs,
    title: t('contact.title'),
    text: t('contact.text'),
    button: { label: t('contact.cta'), href: '/contact' },
    show_contact: designs[0] === 'v2',
  });
  return blocksSchema.parse([
    {
      type: 'hero',
      id: 'hero',
      eyebrow: t('hero.eyebrow'),
      title: t('hero.title'),
      text: t('hero.text'),
      primary: { label: t('hero.primaryCta'), href: '/contact' },
      secondary: { label: t('hero.secondaryCta'), href: '/rc-sistemI' },
    },
    { type: 'stats', id: 'stats', designs: ['v2'], items: homeStats.map((key) => ({ value: t(`stats.${key}.value`), label: t(`stats.${key}.label`) })) },
    solutions(['v2']),
    {
      type: 'features',
      id: 'services',
      anchor: 'services',
      style: 'icons',
      title: t('services.title'),
      text: t('services.intro'),
      items: homeServices.map((key) => ({ icon: key, title: t(`services.items.${key}.title`), text: t(`services.items.${key}.text`) })),
    },
    solutions(['v1']),
    {
      type: 'latest_articles',
      id: 'articles',
      title: t('articles.title'),
      text: t('articles.intro'),
      count: 3,
      cta: { label: t('articles.viewAll'), href: '/blog' },
    },
    contact(['v1']),
    contact(['v2']),
  ] satisfies BlockInput[]);
}

/** /rc-sistemI's blocks in `locale`: its sections (anchors home, about, services, solutions, blog, case, contact). */
function landingBlocks(locale: Locale): Block[] {
  const t = texts(locale, 'Landing');
  const story = [
    `<h2>${escapeHtml(t('case.title'))}</h2>`,
    `<p>${escapeHtml(t('case.intro'))}</p>`,
    `<h3>${escapeHtml(t('case.company'))}</h3>`,
    `<p>${escapeHtml(t('case.story'))}</p>`,
    `<blockquote><p>${escapeHtml(t('case.quote'))}</p></blockquote>`,
    `<p><em>${escapeHtml(t('case.quoteAuthor'))}</em></p>`,
  ].join('');
  return blocksSchema.parse([
    {
      type: 'hero',
      id: 'hero',
      anchor: 'home',
      eyebrow: t('hero.eyebrow'),
      title: t('hero.title'),
      text: t('hero.text'),
      primary: { label: t('hero.demoCta'), href: '/contact' },
      secondary: { label: t('hero.modulesCta'), href: '/rc-sistemI#solutions' },
    },
    {
      type: 'features',
      id: 'about',
      anchor: 'about',
      style: 'icons',
      title: t('about.title'),
      text: t('about.text'),
      items: aboutPoints.map((key) => ({ icon: 'check', title: t(`about.points.${key}.title`), text: t(`about.points.${key}.text`) })),
    },
    {
      type: 'features',
      id: 'services',
      anchor: 'services',
      style: 'icons',
      title: t('services.title'),
      text: t('services.intro'),
      items: Object.entries(landingServices).map(([key, icon]) => ({ icon, title: t(`services.items.${key}.title`), text: t(`services.items.${key}.text`) })),
    },
    {
      type: 'features',
      id: 'solutions',
      anchor: 'solutions',
      style: 'icons',
      title: t('solutions.title'),
      text: t('solutions.intro'),
      items: Object.entries(landingModules).map(([key, icon]) => ({ icon, title: t(`solutions.items.${key}.title`), text: t(`solutions.items.${key}.text`) })),
    },
    {
      type: 'latest_articles',
      id: 'blog',
      anchor: 'blog',
      title: t('blog.title'),
      text: t('blog.intro'),
      count: 3,
      cta: { label: t('blog.viewAll'), href: '/blog' },
    },
    { type: 'rich_text', id: 'case', anchor: 'case', html: story },
    { type: 'stats', id: 'case-results', items: caseResults.map((key) => ({ value: t(`case.results.${key}.value`), label: t(`case.results.${key}.label`) })) },
    {
      type: 'cta',
      id: 'contact',
      anchor: 'contact',
      title: t('contact.title'),
      text: t('contact.text'),
      button: { label: t('contact.cta'), href: '/contact' },
      show_contact: true,
    },
  ] satisfies BlockInput[]);
}

interface DefaultPage {
  slug: string;
  isHome: boolean;
  page: (locale: Locale) => { title: string; seoTitle: string; seoDescription: string; blocks: Block[] };
}

export const defaultPages: DefaultPage[] = [
  {
    slug: 'home',
    isHome: true,
    page: (locale) => {
      const t = texts(locale, 'Home');
      return { title: t('metaTitle'), seoTitle: t('metaTitle'), seoDescription: t('metaDescription'), blocks: homeBlocks(locale) };
    },
  },
  {
    slug: 'rc-sistemI',
    isHome: false,
    page: (locale) => {
      const t = texts(locale, 'Landing');
      return { title: t('metaTitle'), seoTitle: t('metaTitle'), seoDescription: t('metaDescription'), blocks: landingBlocks(locale) };
    },
  },
];

