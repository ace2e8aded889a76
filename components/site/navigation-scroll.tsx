'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { withoutLocale } from '@/lib/i18n/paths';
import { isSectionPage, takeScrollTarget } from './scroll-target';

/** Tries for a few frames: the page may still be painting its sections. */
function scrollToSection(id: string, framesLeft = 30) {
  const element = document.getElementById(id);
  if (element) {
    element.scrollIntoView({ block: 'start' });
    if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus({ preventScroll: true });
    return;
  }
  if (framesLeft > 0) requestAnimationFrame(() => scrollToSection(id, framesLeft - 1));
}

/**
 * Scroll position after a navigation of the public site (spec §2): a section stored by a menu link
 * (NavLink) is scrolled to when the page is home or blog; every other navigation starts at the
 * top, except back/forward (the browser restores where the reader was) and links to a #fragment.
 * It also closes the mobile menu, which stays open otherwise (the layout is kept across pages).
 */
export function NavigationScroll() {
  const pathname = withoutLocale(usePathname());
  const firstRender = useRef(true);
  const historyMove = useRef(false);

  useEffect(() => {
    const onPopState = () => {
      historyMove.current = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    for (const menu of document.querySelectorAll<HTMLDetailsElement>('details[data-nav-menu][open]')) menu.open = false;
    const section = takeScrollTarget(pathname);
    if (section && isSectionPage(pathname)) {
      scrollToSection(section);
    } else if (!firstRender.current && !historyMove.current && !window.location.hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    }
    firstRender.current = false;
    historyMove.current = false;
  }, [pathname]);

  return null;
}
