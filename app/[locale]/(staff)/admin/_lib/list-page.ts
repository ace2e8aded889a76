import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localeOf } from '@/app/[locale]/_lib/locale';

/** What Next hands an admin list page: the locale, and the URL's filters, sort and page. */
export type AdminListPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

type MetaTitleNamespace = 'Admin.articles' | 'Categories' | 'Leads' | 'Users' | 'Roles' | 'AuditLog' | 'Outbox' | 'Inbox' | 'ApiKeys' | 'WebhooksAdmin';

/** The generateMetadata of an admin page titled by its catalogue's `metaTitle`. */
export function metaTitleOf(namespace: MetaTitleNamespace) {
  return async function generateMetadata({ params }: Pick<AdminListPageProps, 'params'>): Promise<Metadata> {
    const t = await getTranslations({ locale: await localeOf(params), namespace });
    return { title: t('metaTitle') };
  };
}
