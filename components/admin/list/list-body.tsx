import type { Key, ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { ListPagination } from './list-pagination';
import { ListResults, type ListResultsProps } from './list-results';

/** The lists whose results ListBody lays out; each namespace holds `total`, `caption`, `emptyTitle` and `emptyText`. */
export type ListBodyNamespace = 'Admin.articles' | 'Users' | 'Leads' | 'AuditLog';

export interface ListBodyProps<Row> {
  namespace: ListBodyNamespace;
  /** The page the query answered. */
  list: { total: number; page: number; limit: number };
  rows: readonly Row[];
  columns: DataTableColumn<Row>[];
  getRowKey: (row: Row) => Key;
  pageHref: (page: number) => string;
  /** A search or filter is set: an empty page then reads "nothing matches". */
  filtered: boolean;
  /** The empty list before any row exists; without, it reads "nothing matches" too. */
  empty?: ListResultsProps['empty'];
  breakpoint: ListResultsProps['breakpoint'];
  /** The rows as phone cards. */
  cards: ReactNode;
}

/** An admin list's results with the texts every list names alike: the total, the table, the empty states and the pages. */
export async function ListBody<Row>({ namespace, list, rows, columns, getRowKey, pageHref, filtered, empty, breakpoint, cards }: ListBodyProps<Row>) {
  const t = await getTranslations();
  // Typed by the namespaces above: a list lacking one of these keys fails the type check.
  const text = (key: 'total' | 'caption' | 'emptyTitle' | 'emptyText', values?: Record<string, number>) => t(`${namespace}.${key}`, values);
  const { total, page, limit } = list;
  const narrowedEmpty = { title: text('emptyTitle'), text: text('emptyText') };
  return (
    <ListResults
      totalText={text('total', { total })}
      hasRows={rows.length > 0}
      narrowed={filtered || page > 1}
      narrowedEmpty={narrowedEmpty}
      empty={empty ?? narrowedEmpty}
      breakpoint={breakpoint}
      cards={cards}
      table={<DataTable caption={text('caption')} columns={columns} rows={rows} getRowKey={getRowKey} compact />}
      pagination={<ListPagination namespace={namespace} page={page} total={total} limit={limit} pageHref={pageHref} />}
    />
  );
}
