import { getTranslations } from 'next-intl/server';
import { PageLinks } from '@/components/ui/data-table';

export interface ListPaginationProps {
  /** The list's catalogue namespace; it holds `pagination`, `previous`, `next` and `page` ({page}, {pages}). */
  namespace: 'Leads' | 'Categories' | 'Outbox' | 'Inbox' | 'Admin.articles' | 'Users' | 'AuditLog' | 'WebhooksAdmin' | 'FaqAdmin' | 'PagesAdmin' | 'Trash';
  page: number;
  total: number;
  limit: number;
  pageHref: (page: number) => string;
}

/** Next/previous links under an admin list; nothing when everything fits on one page. */
export async function ListPagination({ namespace, page, total, limit, pageHref }: ListPaginationProps) {
  if (total <= limit) return null;
  const pages = Math.max(1, Math.ceil(total / limit));
  const t = await getTranslations(namespace);
  return (
    <PageLinks page={page} pages={pages} pageHref={pageHref} labels={{ navigation: t('pagination'), previous: t('previous'), next: t('next'), page: t('page', { page, pages }) }} />
  );
}
