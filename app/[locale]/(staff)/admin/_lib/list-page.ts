import type { Metadata } from 'next';
import type { z } from 'zod';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { CurrentUser } from '@/lib/auth/current-user';
import { parseListQuery } from '@/lib/core/list-query';
import { localeOf } from '@/app/[locale]/_lib/locale';

/** What Next hands an admin list page: the locale, and the URL's filters, sort and page. */
export type AdminListPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

type MetaTitleNamespace = 'Admin.articles' | 'Categories' | 'Leads' | 'Users' | 'Roles' | 'AuditLog' | 'Outbox' | 'Inbox' | 'ApiKeys' | 'WebhooksAdmin' | 'FaqAdmin' | 'PagesAdmin' | 'Trash';

/** The generateMetadata of an admin page titled by its catalogue's `metaTitle`. */
export function metaTitleOf(namespace: MetaTitleNamespace) {
  return async function generateMetadata({ params }: Pick<AdminListPageProps, 'params'>): Promise<Metadata> {
    const t = await getTranslations({ locale: await localeOf(params), namespace });
    return { title: t('metaTitle') };
  };
}

/**
 * The opening of an admin list page: its locale (set for the request), the signed-in user its guard
 * lets in (`() => requireRoute('<grant>')`, written in the page, where the grant matrix reads it; else
 * the guard's redirect), and the URL's filters, sort and page read by the list's schema (its defaults
 * when the URL holds nonsense).
 */
export async function openListPage<S extends z.ZodType>({ params, searchParams }: AdminListPageProps, guard: () => Promise<CurrentUser>, schema: S) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const user = await guard();
  const query = parseListQuery(schema, await searchParams);
  return { locale, user, query };
}
