import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link, redirect } from '@/i18n/navigation';
import { requireRoute } from '@/lib/auth/current-user';
import { accessAreasOf } from '@/lib/auth/routes';
import { translator } from '@/lib/i18n/translate';
import { roleDisplayTitle } from '@/lib/roles/present';
import { listRoles, type RoleView } from '@/lib/roles/queries';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/button';
import { ActionToasts } from '@/components/admin/action-toasts';
import { RoleActions } from '@/components/admin/roles/role-actions';
import { RoleFormDialog } from '@/components/admin/roles/role-form-dialog';
import { AccessAreaChips } from '@/components/admin/roles/access-area-chips';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'Roles' });
  return { title: t('metaTitle') };
}

/** The roles page, inside user management: the `users` route plus the `roles` capability. */
export default async function RolesPage({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const user = await requireRoute('users');
  if (!user.grants.includes('roles')) return redirect({ href: '/error-forbidden', locale });
  const t = await getTranslations('Roles');
  const translate = translator(locale);
  const items = await listRoles(user);
  const numbers = new Intl.NumberFormat(locale === 'ht' ? 'fr-HT' : locale);

  const columns: DataTableColumn<RoleView>[] = [
    {
      key: 'title',
      header: t('columns.title'),
      cell: (r) => (
        <div className="flex flex-col">
          <span className="font-medium">{roleDisplayTitle(r, translate)}</span>
          {/* Phones drop the name and count columns: the cell says them. */}
          <code className="text-xs text-muted-foreground sm:hidden">{r.name}</code>
          <span className="text-xs text-muted-foreground sm:hidden">{t('summary', { routes: r.activeRoutes.length, users: r.usersCount })}</span>
        </div>
      ),
    },
    { key: 'name', header: t('columns.name'), cell: (r) => <code className="text-xs">{r.name}</code>, className: 'max-sm:hidden' },
    { key: 'areas', header: t('columns.areas'), cell: (r) => <AccessAreaChips areas={accessAreasOf(r.activeRoutes)} label={t('columns.areas')} />, className: 'max-md:hidden' },
    { key: 'routes', header: t('columns.routes'), cell: (r) => numbers.format(r.activeRoutes.length), className: 'text-right tabular-nums max-sm:hidden' },
    { key: 'users', header: t('columns.users'), cell: (r) => numbers.format(r.usersCount), className: 'text-right tabular-nums max-sm:hidden' },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (r) => (
        <RoleActions
          viewerGrants={user.grants}
          role={{
            id: r.id,
            uniqueKey: r.uniqueKey,
            name: r.name,
            title: r.title,
            activeRoutes: r.activeRoutes,
            requireTwoFactor: r.requireTwoFactor,
            displayTitle: roleDisplayTitle(r, translate),
            usersCount: r.usersCount,
            version: r.version,
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
            <Link href="/admin/users" className="text-sm text-link underline-offset-4 hover:underline">
              {t('backToUsers')}
            </Link>
            <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
            <p className="mt-1 max-w-prose text-sm text-muted-foreground">{t('description')}</p>
          </div>
          <RoleFormDialog viewerGrants={user.grants} trigger={<Button>{t('newRole')}</Button>} />
        </div>
        <DataTable
          caption={t('caption')}
          columns={columns}
          rows={items}
          getRowKey={(r) => r.id}
          compact
          emptyState={<EmptyState title={t('emptyTitle')} description={t('emptyText')} />}
        />
      </div>
    </ActionToasts>
  );
}
