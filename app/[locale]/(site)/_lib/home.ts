import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { env } from '@/lib/env';
import type { PublicPage } from '@/lib/pages/public';
import type { LayoutSetting } from '@/lib/settings/queries';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl, localizedPath } from '@/lib/seo/urls';

/**
 * The head of home, in both designs: /home-v1 and /home-v2 are previews of `/` and point their
 * canonical there. The home page's SEO title and description when it has them, else the catalogue's.
 */
export async function homeMetadata(locale: Locale, layout: LayoutSetting, page: PublicPage | null): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Home' });
  return pageMetadata({
    locale,
    path: '/',
    title: page?.seoTitle || page?.title || t('metaTitle'),
    description: page?.seoDescription || t('metaDescription'),
    siteName: layout.companyName,
    image: page?.image,
  });
}

/** schema.org Organization of home: name, address, logo and how to reach the company. */
export function organizationData(locale: Locale, layout: LayoutSetting): Record<string, unknown> {
  const { CONTACT_EMAIL, CONTACT_PHONE, CONTACT_ADDRESS } = env();
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: layout.companyName,
    url: absoluteUrl(localizedPath(locale, '/')),
    ...(layout.logo ? { logo: absoluteUrl(layout.logo) } : {}),
    email: CONTACT_EMAIL,
    telephone: CONTACT_PHONE,
    address: { '@type': 'PostalAddress', streetAddress: CONTACT_ADDRESS },
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: CONTACT_EMAIL, telephone: CONTACT_PHONE },
  };
}
