import { getTranslations } from 'next-intl/server';
import { locales } from '@/i18n/routing';
import { requireRoute } from '@/lib/auth/current-user';
import { filterParams } from '@/lib/core/list-query';
import { faqProductName } from '@/lib/faq/products';
import type { FaqView } from '@/lib/faq/present';
import { faqProducts, listFaqs } from '@/lib/faq/queries';
import { faqListQuerySchema } from '@/lib/faq/schema';
import { translator } from '@/lib/i18n/translate';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { ListPagination } from '@/components/admin/list/list-pagination';
import { ListPage, SelectFilter } from '@/components/admin/list/list-page';
import { pageHrefOf } from '@/components/admin/list/page-href';
import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/button';
import { FaqActions } from '@/components/admin/faq/faq-actions';
import { FaqFormDialog } from '@/components/admin/faq/faq-form-dialog';
import { metaTitleOf, openListPage, type AdminListPageProps } from '../_lib/list-page';

export const generateMetadata = metaTitleOf('FaqAdmin');

const sameGroup = (a: FaqView | undefined, b: FaqView) => a !== undefined && a.product === b.product && a.locale === b.locale;

/** The FAQs of the /faq pages, by product, language and place: create, edit, move and delete. */
export default async function FaqAdminPage(props: AdminListPageProps) {
  const { locale, user, query } = await openListPage(props, () => requireRoute('faq'), faqListQuerySchema);
  const t = await getTranslations('FaqAdmin');
  const translate = translator(locale);
  const [{ items, total, page, limit }, products] = await Promise.all([listFaqs(user, query), faqProducts(user)]);
  const pageHref = pageHrefOf('/admin/faq', filterParams(query, { product: 'product', locale: 'locale' }), locale);
  const languageOf = (code: string) => ((locales as readonly string[]).includes(code) ? t(`languages.${code as (typeof locales)[number]}`) : code);

  const columns: DataTableColumn<FaqView>[] = [
    { key: 'question', header: t('columns.question'), cell: (f) => <span className="line-clamp-2 max-w-md font-medium">{f.question}</span> },
    { key: 'product', header: t('columns.product'), cell: (f) => faqProductName(f.product, translate) },
    { key: 'locale', header: t('columns.locale'), cell: (f) => <span lang={f.locale}>{languageOf(f.locale)}</span> },
    { key: 'position', header: t('columns.position'), cell: (f) => f.position + 1, className: 'text-right tabular-nums' },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (f) => {
        const index = items.indexOf(f);
        return (
          <FaqActions
            faq={{ id: f.id, uniqueKey: f.uniqueKey, question: f.question, answer: f.answer, product: f.product, locale: f.locale, position: f.position, version: f.version }}
            products={products}
            // Within the page shown; at a page's edge the move still works (the server renumbers the whole group).
            canMoveUp={sameGroup(items[index - 1], f) || (index === 0 && page > 1)}
            canMoveDown={sameGroup(items[index + 1], f) || (index === items.length - 1 && page * limit < total)}
          />
        );
      },
    },
  ];

  return (
    <ListPage
      namespace="FaqAdmin"
      pathname="/admin/faq"
      description={t('description')}
      actions={<FaqFormDialog products={products} initial={{ product: query.product, locale: query.locale }} trigger={<Button>{t('newFaq')}</Button>} />}
      toasts
      filters={{
        gridClassName: 'sm:grid-cols-2 lg:grid-cols-4',
        fields: (
          <>
            <SelectFilter
              label={t('columns.product')}
              name="product"
              value={query.product}
              placeholder={t('filters.all')}
              options={products.map((p) => ({ value: p, label: faqProductName(p, translate) }))}
            />
            <SelectFilter label={t('columns.locale')} name="locale" value={query.locale} placeholder={t('filters.all')} options={locales.map((l) => ({ value: l, label: languageOf(l) }))} />
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
        getRowKey={(f) => f.id}
        emptyState={<EmptyState title={t('emptyTitle')} description={t('emptyText')} />}
      />
      <ListPagination namespace="FaqAdmin" page={page} total={total} limit={limit} pageHref={pageHref} />
    </ListPage>
  );
}
