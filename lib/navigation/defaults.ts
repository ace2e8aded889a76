import type { Locale } from '@/i18n/routing';
import { env } from '@/lib/env';
import { translator, type MessageKey } from '@/lib/i18n/translate';
import type { Navigation } from './schema';

// What a language shows before anything is saved for it: the menu, footer columns and contact block
// the site had before they were editable (labels from the language's catalogue, the contact data
// from CONTACT_EMAIL, CONTACT_PHONE and CONTACT_ADDRESS). A link to a section of home or the blog
// is the page's path with the section's #fragment.

type Entry = readonly [key: string, href: string];

const headerEntries: readonly Entry[] = [
  ['home', '/'],
  ['services', '/#services'],
  ['solutions', '/#solutions'],
  ['blog', '/blog'],
  ['faq', '/faq'],
  ['contact', '/contact'],
  ['product', '/rc-sistemI'],
];

const footerColumns: readonly (readonly [title: string, links: readonly Entry[]])[] = [
  [
    'blogTitle',
    [
      ['blogRecent', '/blog#recent'],
      ['blogPopular', '/blog#popular'],
      ['blogTrending', '/blog#trending'],
      ['blogTags', '/blog#tags'],
    ],
  ],
  [
    'companyTitle',
    [
      ['services', '/#services'],
      ['solutions', '/#solutions'],
      ['product', '/rc-sistemI'],
      ['faq', '/faq'],
      ['contact', '/contact'],
    ],
  ],
];

/** /rc-sistemI's own menu: each entry is a section of that page with that id. */
const landingSections = ['home', 'about', 'services', 'solutions', 'blog', 'case', 'contact'] as const;

export function defaultNavigation(locale: Locale): Navigation {
  const t = translator(locale);
  const link = ([key, href]: Entry) => ({ label: t(`Site.nav.${key}` as MessageKey), href });
  const { CONTACT_EMAIL, CONTACT_PHONE, CONTACT_ADDRESS } = env();
  return {
    header: headerEntries.map(link),
    footer: {
      columns: footerColumns.map(([title, links]) => ({ title: t(`Site.footer.${title}` as MessageKey), links: links.map(link) })),
      contact: { email: CONTACT_EMAIL, phone: CONTACT_PHONE, address: CONTACT_ADDRESS },
      social: [],
    },
    landing: landingSections.map((id) => ({ label: t(`Landing.menu.${id}`), href: `#${id}` })),
  };
}
