/*
 * Section scrolling across pages (spec §2): a menu link to a section of home or blog, followed from
 * another page, leaves the section in sessionStorage; the destination page scrolls to it once it
 * is shown (navigation-scroll.tsx). Browser-only helpers.
 */

const KEY = 'vitrine:scroll-section';

/** The pages whose sections the menus link to. */
export const sectionPages = ['/', '/blog'] as const;
export type SectionPage = (typeof sectionPages)[number];

export function isSectionPage(pathname: string): pathname is SectionPage {
  return (sectionPages as readonly string[]).includes(pathname);
}

export function storeScrollTarget(path: SectionPage, section: string): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ path, section }));
  } catch {
    // Storage refused (private mode, quota): the page simply opens at the top.
  }
}

/** The section stored for `pathname`, removed from storage so it is used once; null otherwise. */
export function takeScrollTarget(pathname: string): string | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const target = JSON.parse(raw) as { path?: unknown; section?: unknown };
    if (target.path !== pathname) return null;
    window.sessionStorage.removeItem(KEY);
    return typeof target.section === 'string' ? target.section : null;
  } catch {
    return null;
  }
}
