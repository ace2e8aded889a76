import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname, Link } from '@/i18n/navigation';
import { requireRoute } from '@/lib/auth/current-user';
import { searchParamsObject } from '@/lib/core/search-params';
import { translator } from '@/lib/i18n/translate';
import { roleDisplayTitle } from '@/lib/roles/present';
import { listRoleOptions } from '@/lib/roles/queries';
import { listUsers, type UserListItem } from '@/lib/users/list';
import { userListQuerySchema, userPositions } from '@/lib/users/schema';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Button, buttonClasses } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { AuthorAvatar } from '@/components/blog/author-avatar';
import { ActionToasts } from '@/components/admin/action-toasts';
import { FilterActions } from '@/components/admin/filter-actions';
import { ListPagination } from '@/components/admin/list-pagination';
import { ListResults } from '@/components/admin/list-results';
import { AccessAreaChips } from '@/components/admin/roles/access-area-chips';
import { UserFormDialog, type RoleChoice } from '@/components/admin/users/user-form-dialog';
import { UserListCards, type UserListRow } from '@/components/admin/users/user-list-cards';
import { UserRowActions } from '@/components/admin/users/user-row-actions';
import { UserStatusBadge, userStatusKey } from '@/components/admin/users/user-status-badge';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The list's page size (§9): 10, whatever the URL says. */
const USERS_PAGE_SIZE = 10;

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'Users' });
  return { title: t('metaTitle') };
}

const isPosition = (value: string | null): value is (typeof userPositions)[number] =>
  value !== null && (userPositions as readonly string[]).includes(value);

export default async function UsersPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const viewer = await requireRoute('users');
  const parsed = userListQuerySchema.safeParse(searchParamsObject(await searchParams));
  const query = { ...(parsed.success ? parsed.data : userListQuerySchema.parse({})), limit: USERS_PAGE_SIZE };
  const t = await getTranslations('Users');
  const tPositions = await getTranslations('Profile.positions');
  const translate = translator(locale);
  const [{ items, total, page, limit }, roleOptions] = await Promise.all([listUsers(viewer, query), listRoleOptions(viewer)]);
  const roles: RoleChoice[] = roleOptions.map((r) => ({ name: r.name, title: roleDisplayTitle(r, translate), grantable: r.grantable }));
  const filters: Record<string, string> = query.search ? { search: query.search } : {};
  const pageHref = (p: number) => getPathname({ href: { pathname: '/admin/users', query: { ...filters, page: String(p) } }, locale });
  const canManageRoles = viewer.grants.includes('roles');

  const rows: UserListRow[] = items.map((u: UserListItem) => {
    const displayName = u.full_name.trim() || `${u.name} ${u.last_name}`.trim();
    return {
      id: u.id,
      displayName,
      avatar: <AuthorAvatar name={displayName} photo={u.photo} size={40} />,
      email: <span className="[overflow-wrap:anywhere]">{u.email}</span>,
      permission: u.permission ? roleDisplayTitle({ name: u.permission, title: u.type }, translate) : '-',
      position: isPosition(u.position) ? tPositions(u.position) : '-',
      status: <UserStatusBadge status={u.status} label={t(`statuses.${userStatusKey(u.status)}`)} />,
      areas: <AccessAreaChips areas={u.access_areas} label={`${t('columns.areas')}: ${displayName}`} />,
      actions: (
        <UserRowActions
          isSelf={u.id === viewer.id}
          roles={roles}
          user={{
            id: u.id,
            uniqueKey: u.unique_key,
            name: u.name,
            lastName: u.last_name,
            email: u.email,
            position: u.position,
            permission: u.permission,
            gender: u.gender,
            cpf: u.cpf,
            phone: u.phone,
            biography: u.biography,
            photo: u.photo,
            displayName,
            status: u.status,
          }}
        />
      ),
    };
  });

  const columns: DataTableColumn<UserListRow>[] = [
    // The email sits under the name and the access areas under the role they follow from: the table then
    // fits a laptop screen beside the sidebar without squeezing every cell.
    {
      key: 'name',
      header: t('columns.nameEmail'),
      cell: (r) => (
        <div className="flex min-w-56 items-center gap-3">
          {r.avatar}
          <div className="flex min-w-0 flex-col">
            <span className="font-medium">{r.displayName}</span>
            <span className="text-xs text-muted-foreground">{r.email}</span>
          </div>
        </div>
      ),
    },
    {
      key: 'permission',
      header: t('columns.permissionAreas'),
      cell: (r) => (
        <div className="flex min-w-52 flex-col gap-1.5">
          <span>{r.permission}</span>
          {r.areas}
        </div>
      ),
    },
    { key: 'position', header: t('columns.position'), cell: (r) => r.position },
    { key: 'status', header: t('columns.status'), cell: (r) => r.status },
    { key: 'actions', header: t('columns.actions'), cell: (r) => r.actions },
  ];

  const addUser = <UserFormDialog roles={roles} trigger={<Button>{t('addUser')}</Button>} />;
  return (
    <ActionToasts dismissLabel={t('dismiss')}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
            <p className="mt-1 text-sm text-muted-foreground">{t('description')}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            {canManageRoles && (
              <Link href="/admin/users/roles" className={buttonClasses({ variant: 'secondary' })}>
                {t('manageRoles')}
              </Link>
            )}
            {addUser}
          </div>
        </div>

        <form method="get" role="search" aria-label={t('filters.label')} className="grid gap-3 rounded-lg border border-border bg-background p-4 sm:grid-cols-[minmax(0,1fr)_auto]">
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{t('filters.search')}</span>
            <Input type="search" name="search" defaultValue={query.search ?? ''} placeholder={t('filters.searchPlaceholder')} maxLength={200} />
          </label>
          <FilterActions clearHref={getPathname({ href: '/admin/users', locale })} clearLabel={t('filters.clear')} applyLabel={t('filters.apply')} />
        </form>

        <ListResults
          totalText={t('total', { total })}
          hasRows={rows.length > 0}
          narrowed={Boolean(query.search) || page > 1}
          narrowedEmpty={{ title: t('emptyTitle'), text: t('emptyText') }}
          empty={{ title: t('noUsersTitle'), text: t('noUsersText'), action: addUser }}
          breakpoint="lg"
          cards={
            <UserListCards
              rows={rows}
              labels={{ permission: t('columns.permission'), position: t('columns.position'), areas: t('columns.areas'), caption: t('caption') }}
              className="flex flex-col gap-3"
            />
          }
          table={<DataTable caption={t('caption')} columns={columns} rows={rows} getRowKey={(r) => r.id} compact />}
          pagination={<ListPagination namespace="Users" page={page} total={total} limit={limit} pageHref={pageHref} />}
        />
      </div>
    </ActionToasts>
  );
}
