import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import { requireRoute } from '@/lib/auth/current-user';
import { categoryDisplayName, type CategoryView } from '@/lib/categories/present';
import { listCategories } from '@/lib/categories/queries';
import { categoryListQuerySchema, categoryStatuses, isCatalogueCategory, type CategoryListQuery } from '@/lib/categories/schema';
import { translator } from '@/lib/i18n/translate';
import { searchParamsObject } from '@/lib/core/search-params';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { FilterActions } from '@/components/admin/filter-actions';
import { ListPagination } from '@/components/admin/list-pagination';
import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ActionToasts } from '@/components/admin/action-toasts';
import { CategoryActions } from '@/components/admin/categories/category-actions';
import { CategoryChip } from '@/components/admin/categories/category-chip';
import { CategoryFormDialog } from '@/components/admin/categories/category-form-dialog';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'Categories' });
  return { title: t('metaTitle') };
}

function filterQuery(q: CategoryListQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (q.search) out.search = q.search;
  if (q.status) out.status = q.status;
  return out;
}

export default async function ListOfCategoriesPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const user = await requireRoute('list-of-categories');
  const parsed = categoryListQuerySchema.safeParse(searchParamsObject(await searchParams));
  const query = parsed.success ? parsed.data : categoryListQuerySchema.parse({});
  const t = await getTranslations('Categories');
  const translate = translator(locale);
  const { items, total, page, limit } = await listCategories(user, query);
  const filters = filterQuery(query);
  const pageHref = (p: number) =>
    getPathname({ href: { pathname: '/admin/list-of-categories', query: { ...filters, page: String(p) } }, locale });
  const nameOf = (c: CategoryView) => categoryDisplayName(c, translate);

  const columns: DataTableColumn<CategoryView>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      // Capped: a table cell grows to its content, and an 80-character name would push the actions away.
      cell: (c) => <CategoryChip name={nameOf(c)} textColor={c.text_color} backgroundColor={c.background_color} className="max-w-56 sm:max-w-xs" />,
    },
    { key: 'description', header: t('columns.description'), cell: (c) => <span className="line-clamp-2 max-w-md">{c.description?.trim() || '-'}</span> },
    { key: 'status', header: t('columns.status'), cell: (c) => t(`statuses.${c.status}`) },
    { key: 'articles', header: t('columns.articles'), cell: (c) => c.articles_count, className: 'text-right tabular-nums' },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (c) => (
        <CategoryActions
          category={{
            id: c.id,
            uniqueKey: c.unique_key,
            name: c.name,
            description: c.description,
            image: c.image,
            textColor: c.text_color,
            backgroundColor: c.background_color,
            status: c.status,
            catalogueName: isCatalogueCategory(c.unique_key) ? nameOf(c) : undefined,
            displayName: nameOf(c),
            articlesCount: c.articles_count,
          }}
        />
      ),
    },
  ];

  return (
    <ActionToasts dismissLabel={t('dismiss')}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
            <p className="mt-1 text-sm text-muted-foreground">{t('description')}</p>
          </div>
          <CategoryFormDialog trigger={<Button>{t('newCategory')}</Button>} />
        </div>

        <form method="get" role="search" aria-label={t('filters.label')} className="grid gap-3 rounded-lg border border-border bg-background p-4 sm:grid-cols-2 lg:grid-cols-4">
          <label className="flex flex-col gap-1 text-sm lg:col-span-2">
            <span className="font-medium">{t('filters.search')}</span>
            <Input type="search" name="search" defaultValue={query.search ?? ''} placeholder={t('filters.searchPlaceholder')} />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{t('columns.status')}</span>
            <Select
              name="status"
              defaultValue={query.status ?? ''}
              placeholder={t('filters.all')}
              options={categoryStatuses.map((v) => ({ value: v, label: t(`statuses.${v}`) }))}
            />
          </label>
          <FilterActions
            clearHref={getPathname({ href: '/admin/list-of-categories', locale })}
            clearLabel={t('filters.clear')}
            applyLabel={t('filters.apply')}
          />
        </form>

        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('total', { total })}
        </p>
        <DataTable
          caption={t('caption')}
          columns={columns}
          rows={items}
          getRowKey={(c) => c.id}
          emptyState={<EmptyState title={t('emptyTitle')} description={t('emptyText')} />}
        />
        <ListPagination namespace="Categories" page={page} total={total} limit={limit} pageHref={pageHref} />
      </div>
    </ActionToasts>
  );
}
