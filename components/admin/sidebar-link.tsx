'use client';

import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { Link, usePathname } from '@/i18n/navigation';

/** A sidebar entry, highlighted (and aria-current) while its section is open. */
export function SidebarLink({ href, children }: { href: string; children: ReactNode }) {
  const pathname = usePathname();
  const active = pathname === href || pathname.startsWith(`${href}/`);
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
