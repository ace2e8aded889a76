import type { NavTarget } from './nav-link';
import { isSectionPage } from './scroll-target';

/**
 * What a stored menu link (lib/navigation) points to, as NavLink takes it: a section of home or the
 * blog (`/#services`, `/blog#recent`) is that page and its section; any other site path or URL is
 * followed as written.
 */
export function navTarget(href: string): NavTarget {
  const hash = href.indexOf('#');
  if (hash > 0) {
    const page = href.slice(0, hash);
    const section = href.slice(hash + 1);
    if (section && isSectionPage(page)) return { href: page, section };
  }
  return { href };
}
