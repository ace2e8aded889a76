'use client';

import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { Link, usePathname } from '@/i18n/navigation';

const opens = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

/**
 * A sidebar entry, highlighted (and aria-current) while its section is open. `siblings` are the menu's
 * other entries: the longest one that matches wins, so /admin/users/roles marks Roles, not Users too.
 */
export function SidebarLink({ href, siblings = [], children }: { href: string; siblings?: readonly string[]; children: ReactNode }) {
  const pathname = usePathname();
  const active = opens(pathname, href) && !siblings.some((other) => other.length > href.length && opens(pathname, other));
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={clsx(
        'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
        active
          ? 'bg-primary text-primary-foreground'
          : 'text-foreground hover:bg-surface hover:text-primary dark:hover:text-link',
      )}
    >
      {children}
    </Link>
  );
}
