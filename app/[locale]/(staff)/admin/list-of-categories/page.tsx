import { getTranslations } from 'next-intl/server';
import { requireRoute } from '@/lib/auth/current-user';
import { categoryDisplayName, type CategoryView } from '@/lib/categories/present';
import { listCategories } from '@/lib/categories/queries';
import { categoryListQuerySchema, categoryStatuses, isCatalogueCategory } from '@/lib/categories/schema';
import { translator } from '@/lib/i18n/translate';
import { filterParams } from '@/lib/core/list-query';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { ListPagination } from '@/components/admin/list/list-pagination';
import { ListPage, SearchFilter, SelectFilter } from '@/components/admin/list/list-page';
import { pageHrefOf } from '@/components/admin/list/page-href';
import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/button';
import { CategoryActions } from '@/components/admin/categories/category-actions';
import { CategoryChip } from '@/components/admin/categories/category-chip';
import { CategoryFormDialog } from '@/components/admin/categories/category-form-dialog';
import { metaTitleOf, openListPage, type AdminListPageProps } from '../_lib/list-page';

export const generateMetadata = metaTitleOf('Categories');

export default async function ListOfCategoriesPage(props: AdminListPageProps) {
  const { locale, user, query } = await openListPage(props, () => requireRoute('list-of-categories'), categoryListQuerySchema);
  const t = await getTranslations('Categories');
  const translate = translator(locale);
  const { items, total, page, limit } = await listCategories(user, query);
  const pageHref = pageHrefOf('/admin/list-of-categories', filterParams(query, { search: 'search', status: 'status' }), locale);
  const nameOf = (c: CategoryView) => categoryDisplayName(c, translate);

  const columns: DataTableColumn<CategoryView>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      // Capped: a table cell grows to its content, and an 80-character name would push the actions away.
      cell: (c) => <CategoryChip name={nameOf(c)} textColor={c.textColor} backgroundColor={c.backgroundColor} className="max-w-56 sm:max-w-xs" />,
    },
    { key: 'description', header: t('columns.description'), cell: (c) => <span className="line-clamp-2 max-w-md">{c.description?.trim() || '-'}</span> },
    { key: 'status', header: t('columns.status'), cell: (c) => t(`statuses.${c.status}`) },
    { key: 'articles', header: t('columns.articles'), cell: (c) => c.articlesCount, className: 'text-right tabular-nums' },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (c) => (
        <CategoryActions
          category={{
            id: c.id,
            uniqueKey: c.uniqueKey,
            name: c.name,
            description: c.description,
            image: c.image,
            textColor: c.textColor,
            backgroundColor: c.backgroundColor,
            status: c.status,
            translations: c.translations,
            catalogueName: isCatalogueCategory(c.uniqueKey) ? nameOf(c) : undefined,
            displayName: nameOf(c),
            articlesCount: c.articlesCount,
            version: c.version,
          }}
        />
      ),
    },
  ];

  return (
    <ListPage
      namespace="Categories"
      pathname="/admin/list-of-categories"
      description={t('description')}
      actions={<CategoryFormDialog trigger={<Button>{t('newCategory')}</Button>} />}
      toasts
      filters={{
        gridClassName: 'sm:grid-cols-2 lg:grid-cols-4',
        fields: (
          <>
            <SearchFilter label={t('filters.search')} value={query.search} placeholder={t('filters.searchPlaceholder')} className="lg:col-span-2" />
            <SelectFilter label={t('columns.status')} name="status" value={query.status} placeholder={t('filters.all')} options={categoryStatuses.map((v) => ({ value: v, label: t(`statuses.${v}`) }))} />
          </>
        ),
      }}
    >
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
    </ListPage>
  );
}
