import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireRoute } from '@/lib/auth/current-user';
import { env } from '@/lib/env';
import { translator } from '@/lib/i18n/translate';
import { listApiKeys } from '@/lib/api-keys/queries';
import type { ApiKeyView } from '@/lib/api-keys/present';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/button';
import { ListPageView } from '@/components/admin/list/list-page';
import { auditDateTimeFormat } from '@/components/admin/audit/audit-labels';
import { ApiKeyActions } from '@/components/admin/api-keys/api-key-actions';
import { ApiKeyFormDialog } from '@/components/admin/api-keys/api-key-form-dialog';
import { grantLabel } from '@/components/admin/roles/grant-labels';
import { localeOf } from '@/app/[locale]/_lib/locale';
import { metaTitleOf, type AdminListPageProps } from '../_lib/list-page';

export const generateMetadata = metaTitleOf('ApiKeys');

/** The API keys page (issue 19), inside user management: the `api-keys` capability. */
export default async function ApiKeysPage({ params }: Pick<AdminListPageProps, 'params'>) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const user = await requireRoute('api-keys');
  const t = await getTranslations('ApiKeys');
  const translate = translator(locale);
  const items = await listApiKeys(user);
  const dateTime = auditDateTimeFormat(locale, env().SITE_TIME_ZONE);
  const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : null);

  const columns: DataTableColumn<ApiKeyView>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      cell: (k) => (
        <div className="flex flex-col">
          <span className="font-medium">{k.name}</span>
          <code className="text-xs text-muted-foreground">{k.tokenPrefix}…</code>
        </div>
      ),
    },
    { key: 'grants', header: t('columns.grants'), cell: (k) => k.grants.map((g) => grantLabel(g, translate)).join(', '), className: 'max-md:hidden' },
    { key: 'creator', header: t('columns.creator'), cell: (k) => k.creator.name || k.creator.email, className: 'max-sm:hidden' },
    { key: 'created', header: t('columns.created'), cell: (k) => when(k.createdAt), className: 'max-md:hidden' },
    {
      key: 'lastUsed',
      header: t('columns.lastUsed'),
      cell: (k) =>
        k.lastUsedAt ? (
          <div className="flex flex-col">
            <span>{when(k.lastUsedAt)}</span>
            {k.lastUsedIp && <span className="text-xs text-muted-foreground">{t('lastUsedFrom', { ip: k.lastUsedIp })}</span>}
          </div>
        ) : (
          t('never')
        ),
    },
    { key: 'expires', header: t('columns.expires'), cell: (k) => when(k.expiresAt) ?? t('noExpiry'), className: 'max-sm:hidden' },
    { key: 'status', header: t('columns.status'), cell: (k) => <span data-testid={`api-key-status-${k.id}`}>{t(`status.${k.status}`)}</span> },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (k) => (k.status === 'revoked' ? null : <ApiKeyActions apiKey={{ id: k.id, uniqueKey: k.uniqueKey, name: k.name }} />),
    },
  ];

  return (
    <ListPageView title={t('title')} description={t('description')} descriptionClassName="mt-1 max-w-prose text-sm text-muted-foreground" actions={<ApiKeyFormDialog viewerGrants={user.grants} trigger={<Button>{t('newKey')}</Button>} />} dismissLabel={t('dismiss')}>
      <DataTable caption={t('caption')} columns={columns} rows={items} getRowKey={(k) => k.id} compact emptyState={<EmptyState title={t('emptyTitle')} description={t('emptyText')} />} />
    </ListPageView>
  );
}
