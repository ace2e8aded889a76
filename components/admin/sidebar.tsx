import { getTranslations } from 'next-intl/server';
import { adminRoutes, type AdminRoute } from '@/lib/auth/routes';
import type { CurrentUser } from '@/lib/auth/current-user';
import { countUnreadMessages } from '@/lib/messages/queries';
import { adminNavKeys } from './nav-keys';
import { SidebarLink } from './sidebar-link';
import { publicLayout } from '@/lib/settings/public';
import { visibleTrashKinds } from '@/lib/trash/queries';

export const sidebarId = 'admin-sidebar';

type Entry = { href: string; label: string; route?: AdminRoute };

/**
 * The menu's groups, after the five access areas of the spec (§3): the overview on its own, then the
 * content, the contacts (inbox and leads), the site's settings, the people, and the user's own account.
 */
const groups: { key: 'content' | 'contacts' | 'site' | 'people' | 'account'; routes: readonly string[] }[] = [
  { key: 'content', routes: ['list-of-articles', 'calendar', 'compose', 'media', 'list-of-categories', 'trash', 'import'] },
  { key: 'contacts', routes: ['message-received', 'list-leads'] },
  { key: 'site', routes: ['layout-settings', 'navigation', 'seo', 'redirects', 'settings-whatsapp', 'pages', 'faq', 'webhooks', 'export'] },
  { key: 'people', routes: ['users', 'users/roles', 'audit-log', 'api-keys'] },
  { key: 'account', routes: ['settings-profile', 'settings', 'outbox', 'api-docs'] },
];

/**
 * The admin menu: the admin routes the user holds, grouped under headings. On phones it is a drawer
 * under the top bar, opened by SidebarToggle; from md up it is a fixed column.
 */
export async function Sidebar({ grants }: { grants: readonly string[] }) {
  const t = await getTranslations('Admin');
  const tOutbox = await getTranslations('Outbox');
  // Pages of capabilities (no admin route of the spec is named after them).
  const tRoles = await getTranslations('Roles');
  const tAudit = await getTranslations('AuditLog');
  const tApiKeys = await getTranslations('ApiKeys');
  const tWebhooks = await getTranslations('Webhooks');
  const tApiDocs = await getTranslations('ApiDocs');
  const tFaq = await getTranslations('FaqAdmin');
  const tNavigation = await getTranslations('Navigation');
  const tPages = await getTranslations('PagesAdmin');
  const tMedia = await getTranslations('Media');
  const tCalendar = await getTranslations('Calendar');
  const tTrash = await getTranslations('Trash');
  const tRedirects = await getTranslations('Redirects');
  const tExport = await getTranslations('Export');
  const tImport = await getTranslations('Import');
  const entries = new Map<string, Entry>();
  for (const route of adminRoutes) {
    if (grants.includes(route)) entries.set(route, { href: `/admin/${route}`, label: t(`nav.${adminNavKeys[route]}`), route });
  }
  // The editorial calendar (issue 33 §6): the article list's grant.
  if (grants.includes('list-of-articles')) entries.set('calendar', { href: '/admin/calendar', label: tCalendar('navLabel') });
  if (grants.includes('users') && grants.includes('roles')) entries.set('users/roles', { href: '/admin/users/roles', label: tRoles('title') });
  if (grants.includes('outbox')) entries.set('outbox', { href: '/admin/outbox', label: tOutbox('navLabel') });
  if (grants.includes('audit-log')) entries.set('audit-log', { href: '/admin/audit-log', label: tAudit('navLabel') });
  if (grants.includes('api-keys')) entries.set('api-keys', { href: '/admin/api-keys', label: tApiKeys('navLabel') });
  if (grants.includes('webhooks')) entries.set('webhooks', { href: '/admin/webhooks', label: tWebhooks('navLabel') });
  // The full export (issue 34 §2): administrators.
  if (grants.includes('roles')) entries.set('export', { href: '/admin/export', label: tExport('navLabel') });
  if (grants.includes('pages')) entries.set('pages', { href: '/admin/pages', label: tPages('navLabel') });
  // Redirects and the 404 report (issue 34 §3): SEO work.
  if (grants.includes('seo')) entries.set('redirects', { href: '/admin/redirects', label: tRedirects('navLabel') });
  if (grants.includes('faq')) entries.set('faq', { href: '/admin/faq', label: tFaq('navLabel') });
  if (grants.includes('media')) entries.set('media', { href: '/admin/media', label: tMedia('nav') });
  // The trash (issue 33 §4): for whoever may see any of its kinds.
  if (visibleTrashKinds({ grants: grants as CurrentUser['grants'] }).length > 0) entries.set('trash', { href: '/admin/trash', label: tTrash('navLabel') });
  // Imports (issue 34 §1): administrators.
  if (grants.includes('roles')) entries.set('import', { href: '/admin/import', label: tImport('navLabel') });
  // The header menu and footer: the same grant as the layout.
  if (grants.includes('layout-settings')) entries.set('navigation', { href: '/admin/navigation', label: tNavigation('navLabel') });
  // The API reference is for every signed-in member of staff.
  entries.set('api-docs', { href: '/admin/api-docs', label: tApiDocs('navLabel') });
  const hrefs = [...entries.values()].map((e) => e.href);
  const unread = grants.includes('message-received') ? await countUnreadMessages({ grants: [...grants] }) : 0;
  const tInbox = await getTranslations('Inbox');
  const { companyName } = await publicLayout();

  const link = (entry: Entry) => (
    <li key={entry.href}>
      <SidebarLink href={entry.href} siblings={hrefs}>
        {entry.label}
        {entry.route === 'message-received' && unread > 0 && (
          <span data-testid="sidebar-unread" className="ml-auto rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
            <span aria-hidden="true">{unread}</span>
            <span className="sr-only">{tInbox('unreadBadge', { count: unread })}</span>
          </span>
        )}
      </SidebarLink>
    </li>
  );
  const dashboard = entries.get('dashboard');
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
      <nav aria-label={t('navLabel')} className="flex flex-col gap-4 p-3">
        {dashboard && <ul className="flex flex-col gap-1">{link(dashboard)}</ul>}
        {groups.map((group) => {
          const inGroup = group.routes.flatMap((r) => entries.get(r) ?? []);
          if (inGroup.length === 0) return null;
          const headingId = `admin-nav-${group.key}`;
          return (
            <div key={group.key} role="group" aria-labelledby={headingId}>
              <h2 id={headingId} className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {t(`navGroups.${group.key}`)}
              </h2>
              <ul className="flex flex-col gap-1">{inGroup.map(link)}</ul>
            </div>
          );
        })}
      </nav>
    </aside>
  );
}
