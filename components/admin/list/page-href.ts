import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

/** The link to page `p` of an admin list, its filters kept (for ListPagination's `pageHref`). */
export function pageHrefOf(pathname: string, filters: Record<string, string>, locale: Locale) {
  return (page: number) => getPathname({ href: { pathname, query: { ...filters, page: String(page) } }, locale });
}
