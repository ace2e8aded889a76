'use client';

import type { MouseEvent, ReactNode } from 'react';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { localePath, withoutLocale } from '@/lib/i18n/paths';
import { isSectionPage, storeScrollTarget, type SectionPage } from './scroll-target';

export type NavTarget = { href: string; section?: undefined } | { href: SectionPage; section: string };

type Props = NavTarget & { locale: string; className?: string; children: ReactNode };

function plainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return !(event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);
}

/**
 * A menu link. Marks the current page (aria-current). A link to a section of home or blog is a
 * real #fragment link (it works without JavaScript and in a new tab); followed from another page,
 * it stores the section and opens the page, which then scrolls to it (spec §2). next/link and
 * next/navigation with the page's locale passed in: no next-intl client runtime (issue 17).
 */
export function NavLink({ href, section, locale, className, children }: Props) {
  const pathname = withoutLocale(usePathname());
  const router = useRouter();
  const current = !section && pathname === href;
  const target = localePath(locale, href);

  function follow(event: MouseEvent<HTMLAnchorElement>) {
    if (!section || !plainClick(event) || pathname === href || !isSectionPage(href)) return;
    event.preventDefault();
    storeScrollTarget(href, section);
    router.push(target, { scroll: false });
  }

  return (
    <Link href={section ? `${target}#${section}` : target} onClick={follow} aria-current={current ? 'page' : undefined} className={className}>
      {children}
    </Link>
  );
}
