import { getTranslations } from 'next-intl/server';
import { adminRoutes } from '@/lib/auth/routes';
import { countUnreadMessages } from '@/lib/messages/queries';
import { adminNavKeys } from './nav-keys';
import { SidebarLink } from './sidebar-link';
import { publicLayout } from '@/lib/settings/public';

export const sidebarId = 'admin-sidebar';

/**
 * The admin menu: the admin routes the user holds, in the order of `adminRoutes`. On phones it is a
 * drawer under the top bar, opened by SidebarToggle; from md up it is a fixed column.
 */
export async function Sidebar({ grants }: { grants: readonly string[] }) {
  const t = await getTranslations('Admin');
  const routes = adminRoutes.filter((route) => grants.includes(route));
  const tOutbox = await getTranslations('Outbox');
  // Pages of capabilities (no admin route of the spec is named after them).
  const tRoles = await getTranslations('Roles');
  const tAudit = await getTranslations('AuditLog');
  const extras = [
    ...(grants.includes('users') && grants.includes('roles') ? [{ href: '/admin/users/roles', label: tRoles('title') }] : []),
    ...(grants.includes('outbox') ? [{ href: '/admin/outbox', label: tOutbox('navLabel') }] : []),
    ...(grants.includes('audit-log') ? [{ href: '/admin/audit-log', label: tAudit('navLabel') }] : []),
  ];
  const unread = grants.includes('message-received') ? await countUnreadMessages({ grants: [...grants] }) : 0;
  const tInbox = await getTranslations('Inbox');
  const { companyName } = await publicLayout();
  return (
    <aside
      id={sidebarId}
      // Named so that it stays distinct from any other complementary region a page adds.
      aria-label={t('sidebarLabel')}
      data-open="false"
      className={[
        'fixed top-14 bottom-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto border-r border-border bg-background',
        'transition-transform max-md:invisible max-md:-translate-x-full',
        'max-md:data-[open=true]:visible max-md:data-[open=true]:translate-x-0',
        'md:sticky md:top-0 md:z-auto md:h-dvh md:w-64 md:shrink-0',
      ].join(' ')}
    >
      <div className="hidden h-14 items-center border-b border-border px-5 md:flex">
        <span className="text-lg font-bold tracking-tight text-primary dark:text-link">{t('brand', { company: companyName })}</span>
      </div>
      <nav aria-label={t('navLabel')} className="p-3">
        <ul className="flex flex-col gap-1">
          {routes.map((route) => (
            <li key={route}>
              <SidebarLink href={`/admin/${route}`}>
                {t(`nav.${adminNavKeys[route]}`)}
                {route === 'message-received' && unread > 0 && (
                  <span
                    data-testid="sidebar-unread"
                    className="ml-auto rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground"
                  >
                    <span aria-hidden="true">{unread}</span>
                    <span className="sr-only">{tInbox('unreadBadge', { count: unread })}</span>
                  </span>
                )}
              </SidebarLink>
            </li>
          ))}
          {extras.map((entry) => (
            <li key={entry.href}>
              <SidebarLink href={entry.href}>{entry.label}</SidebarLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
