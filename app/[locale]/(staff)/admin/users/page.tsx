import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { requireRoute } from '@/lib/auth/current-user';
import { filterParams } from '@/lib/core/list-query';
import { translator } from '@/lib/i18n/translate';
import { roleDisplayTitle } from '@/lib/roles/present';
import { listRoleOptions } from '@/lib/roles/queries';
import { listUsers, type UserListItem } from '@/lib/users/list';
import { userListQuerySchema, userPositions } from '@/lib/users/schema';
import type { DataTableColumn } from '@/components/ui/data-table';
import { Button, buttonClasses } from '@/components/ui/button';
import { AuthorAvatar } from '@/components/blog/author-avatar';
import { bulkColumn, BulkPageToggle, BulkRowCheckbox, UserBulk } from '@/components/admin/bulk/list-bulk';
import { ListBody } from '@/components/admin/list/list-body';
import { ListPage, SearchFilter } from '@/components/admin/list/list-page';
import { pageHrefOf } from '@/components/admin/list/page-href';
import { AccessAreaChips } from '@/components/admin/roles/access-area-chips';
import { UserFormDialog, type RoleChoice } from '@/components/admin/users/user-form-dialog';
import { UserListCards, type UserListRow } from '@/components/admin/users/user-list-cards';
import { UserRowActions } from '@/components/admin/users/user-row-actions';
import { UserStatusBadge, userStatusKey } from '@/components/admin/users/user-status-badge';
import { metaTitleOf, openListPage, type AdminListPageProps } from '../_lib/list-page';

/** The list's page size (§9): 10, whatever the URL says. */
const USERS_PAGE_SIZE = 10;

export const generateMetadata = metaTitleOf('Users');

const isPosition = (value: string | null): value is (typeof userPositions)[number] =>
  value !== null && (userPositions as readonly string[]).includes(value);

export default async function UsersPage(props: AdminListPageProps) {
  const { locale, user: viewer, query: parsed } = await openListPage(props, () => requireRoute('users'), userListQuerySchema);
  const query = { ...parsed, limit: USERS_PAGE_SIZE };
  const t = await getTranslations('Users');
  const tPositions = await getTranslations('Profile.positions');
  const translate = translator(locale);
  const [{ items, total, page, limit }, roleOptions] = await Promise.all([listUsers(viewer, query), listRoleOptions(viewer)]);
  const roles: RoleChoice[] = roleOptions.map((r) => ({ name: r.name, title: roleDisplayTitle(r, translate), grantable: r.grantable }));
  const pageHref = pageHrefOf('/admin/users', filterParams(query, { search: 'search' }), locale);
  const canManageRoles = viewer.grants.includes('roles');

  const rows: UserListRow[] = items.map((u: UserListItem) => {
    const displayName = u.fullName.trim() || `${u.name} ${u.lastName}`.trim();
    return {
      id: u.id,
      select: <BulkRowCheckbox row={{ id: u.id, uniqueKey: u.uniqueKey }} />,
      displayName,
      avatar: <AuthorAvatar name={displayName} photo={u.photo} size={40} />,
      email: <span className="[overflow-wrap:anywhere]">{u.email}</span>,
      permission: u.permission ? roleDisplayTitle({ name: u.permission, title: u.type }, translate) : '-',
      position: isPosition(u.position) ? tPositions(u.position) : '-',
      status: <UserStatusBadge status={u.status} label={t(`statuses.${userStatusKey(u.status)}`)} />,
      areas: <AccessAreaChips areas={u.accessAreas} label={`${t('columns.areas')}: ${displayName}`} />,
      actions: (
        <UserRowActions
          isSelf={u.id === viewer.id}
          roles={roles}
          user={{
            id: u.id,
            uniqueKey: u.uniqueKey,
            name: u.name,
            lastName: u.lastName,
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
            twoFactorEnabled: u.twoFactorEnabled,
            version: u.version,
          }}
        />
      ),
    };
  });

  const keyOf = new Map(items.map((u) => [u.id, { id: u.id, uniqueKey: u.uniqueKey }]));
  const columns: DataTableColumn<UserListRow>[] = [
    bulkColumn((r) => keyOf.get(r.id) ?? { id: r.id, uniqueKey: '' }),
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
    <ListPage
      namespace="Users"
      pathname="/admin/users"
      description={t('description')}
      actions={
        <div className="flex flex-wrap gap-2">
          {canManageRoles && (
            <Link href="/admin/users/roles" className={buttonClasses({ variant: 'secondary' })}>
              {t('manageRoles')}
            </Link>
          )}
          {addUser}
        </div>
      }
      toasts
      filters={{
        gridClassName: 'sm:grid-cols-[minmax(0,1fr)_auto]',
        fields: (
          <SearchFilter label={t('filters.search')} value={query.search} placeholder={t('filters.searchPlaceholder')} maxLength={200} />
        ),
      }}
    >
      <UserBulk pageKeys={[...keyOf.values()]} total={total} filter={{ search: query.search }}>
      <ListBody namespace="Users" list={{ total, page, limit }} rows={rows} columns={columns} getRowKey={(r) => r.id} pageHref={pageHref} filtered={Boolean(query.search)} breakpoint="lg"
        empty={{ title: t('noUsersTitle'), text: t('noUsersText'), action: addUser }}
        cards={
          <>
            <BulkPageToggle />
            <UserListCards rows={rows} labels={{ permission: t('columns.permission'), position: t('columns.position'), areas: t('columns.areas'), caption: t('caption') }} className="flex flex-col gap-3" />
          </>
        }
      />
      </UserBulk>
    </ListPage>
  );
}
