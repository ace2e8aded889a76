import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { articlesBulkAction, articlesMatchingAction, leadsBulkAction, leadsMatchingAction, messagesBulkAction, messagesMatchingAction, usersBulkAction, usersMatchingAction } from '@/lib/api/actions/bulk';
import { BULK_MAX } from '@/lib/core/bulk-limits';
import { leadClassifications } from '@/lib/leads/list-filters';
import { leadStatusChangeValues } from '@/lib/leads/schema';
import type { DataTableColumn } from '@/components/ui/data-table';
import { BulkPageCheckbox, BulkPageToggle, BulkRowCheckbox, BulkSelection, type BulkRowKey } from './bulk-selection';

// The bulk selection of each back-office list (components/admin/bulk/bulk-selection.tsx), with the
// actions that list offers. Each list page wraps its table in one of these and adds bulkColumn().

type Filter = Record<string, unknown>;

interface ListBulkProps {
  /** The rows of this page. */
  pageKeys: BulkRowKey[];
  /** Rows matching the filters (every page). */
  total: number;
  /** The list's filters as parsed from the URL (page and limit are ignored). */
  filter: Filter;
  children: ReactNode;
}

/** The checkbox column of a list's table (first column). */
export function bulkColumn<Row>(keyOf: (row: Row) => BulkRowKey): DataTableColumn<Row> {
  return { key: 'select', header: <BulkPageCheckbox />, cell: (row) => <BulkRowCheckbox row={keyOf(row)} />, className: 'w-8' };
}

export { BulkPageToggle, BulkRowCheckbox };

export async function ArticleBulk({ categories, authors, ...props }: ListBulkProps & { categories: { value: string; label: string }[]; authors: { value: string; label: string }[] | null }) {
  const t = await getTranslations('Bulk');
  const actions = [
    { name: 'publish', label: t('actions.publish') },
    { name: 'unpublish', label: t('actions.unpublish') },
    { name: 'trash', label: t('actions.trash') },
    { name: 'add_category', label: t('actions.add_category'), param: { name: 'category_id', label: t('ui.category'), options: categories } },
    { name: 'remove_category', label: t('actions.remove_category'), param: { name: 'category_id', label: t('ui.category'), options: categories } },
    ...(authors ? [{ name: 'change_author', label: t('actions.change_author'), param: { name: 'author_id', label: t('ui.author'), options: authors } }] : []),
  ];
  return <BulkSelection {...props} maxMatching={BULK_MAX} actions={actions} run={articlesBulkAction} matching={articlesMatchingAction.bind(null, props.filter)} />;
}

export async function LeadBulk({ exportHref, ...props }: ListBulkProps & { exportHref: string }) {
  const t = await getTranslations('Bulk');
  const tLeads = await getTranslations('Leads');
  const actions = [
    { name: 'set_status', label: t('actions.set_status'), param: { name: 'status', label: t('ui.status'), options: leadStatusChangeValues.map((v) => ({ value: v, label: tLeads(`statuses.${v}`) })) } },
    {
      name: 'set_classification',
      label: t('actions.set_classification'),
      param: { name: 'classification', label: t('ui.classification'), options: leadClassifications.map((v) => ({ value: v, label: tLeads(`classifications.${v}`) })) },
    },
    { name: 'export', label: t('actions.export'), download: exportHref },
  ];
  return <BulkSelection {...props} maxMatching={BULK_MAX} actions={actions} run={leadsBulkAction} matching={leadsMatchingAction.bind(null, props.filter)} />;
}

export async function MessageBulk(props: ListBulkProps) {
  const t = await getTranslations('Bulk');
  const actions = [
    { name: 'mark_read', label: t('actions.mark_read') },
    { name: 'archive', label: t('actions.archive') },
    { name: 'mark_spam', label: t('actions.mark_spam') },
  ];
  return <BulkSelection {...props} maxMatching={BULK_MAX} actions={actions} run={messagesBulkAction} matching={messagesMatchingAction.bind(null, props.filter)} />;
}

export async function UserBulk(props: ListBulkProps) {
  const t = await getTranslations('Bulk');
  const actions = [
    { name: 'block', label: t('actions.block') },
    { name: 'unblock', label: t('actions.unblock') },
  ];
  return <BulkSelection {...props} maxMatching={BULK_MAX} actions={actions} run={usersBulkAction} matching={usersMatchingAction.bind(null, props.filter)} />;
}
