import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import type { NavigationHeaderItem } from '@/lib/navigation/schema';
import type { LayoutSetting } from '@/lib/settings/queries';
import { LanguageSwitcher } from './language-switcher';
import { NavLink } from './nav-link';
import { navTarget } from './nav-target';

// A submenu: indented in the phone menu; on wide screens a dropdown under its item, shown while the
// pointer is over the item or the keyboard focus is inside it.
const childListClasses =
  'ml-3 flex flex-col lg:absolute lg:top-full lg:left-0 lg:z-40 lg:ml-0 lg:hidden lg:w-56 lg:rounded-lg lg:border lg:border-border lg:bg-background lg:p-2 lg:shadow-lg lg:group-focus-within/item:flex lg:group-hover/item:flex';

const linkClasses =
  'block rounded-md px-3 py-2 text-foreground hover:bg-surface hover:text-primary aria-[current=page]:text-primary aria-[current=page]:underline aria-[current=page]:underline-offset-8 dark:hover:text-link dark:aria-[current=page]:text-link';

/**
 * The public site's header: logo of the design version in force and company name (layout
 * settings), the main menu (the language's navigation, lib/navigation) and the language switcher. On narrow screens the menu folds into a
 * <details> disclosure, which opens without JavaScript.
 */
export async function SiteHeader({ layout, menu }: { layout: LayoutSetting; menu: readonly NavigationHeaderItem[] }) {
  const [t, locale] = await Promise.all([getTranslations('Site'), getLocale()]);
  const items = menu.map((item, index) =>
    item.children?.length ? (
      <li key={index} className="group/item relative">
        <NavLink {...navTarget(item.href)} locale={locale} className={linkClasses}>
          {item.label}
        </NavLink>
        <ul className={childListClasses}>
          {item.children.map((child, childIndex) => (
            <li key={childIndex}>
              <NavLink {...navTarget(child.href)} locale={locale} className={linkClasses}>
                {child.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </li>
    ) : (
      <li key={index}>
        <NavLink {...navTarget(item.href)} locale={locale} className={linkClasses}>
          {item.label}
        </NavLink>
      </li>
    ),
  );
  return (
    <header className="relative z-30 border-b border-border bg-background" data-testid="site-header">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3 sm:px-6">
        <Link
          href="/"
          aria-label={t('homeLinkLabel', { company: layout.companyName })}
          className="mr-auto flex min-w-0 items-center gap-2 rounded-sm"
          data-testid="site-logo"
          data-version={layout.currentVersion}
        >
          {layout.logo && (
            // A plain <img>: the logo is shown as uploaded (no srcset to pick), and next/image's client
            // component would add its runtime to every public page (issue 17).
            // eslint-disable-next-line @next/next/no-img-element
            <img src={layout.logo} alt="" width={32} height={32} decoding="async" className="size-8 shrink-0" />
          )}
          <span className="truncate text-lg font-bold tracking-tight text-primary dark:text-link">{layout.companyName}</span>
        </Link>
        <nav aria-label={t('mainNavLabel')} className="hidden lg:block">
          <ul className="flex items-center gap-0.5 text-sm font-medium">{items}</ul>
        </nav>
        <LanguageSwitcher compactOnPhone selectClassName="sm:min-w-40" />
        <details data-nav-menu="" className="group relative lg:hidden">
          <summary className="flex size-10 cursor-pointer list-none items-center justify-center rounded-md border border-border hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:w-auto sm:gap-2 sm:px-3 [&::-webkit-details-marker]:hidden">
            <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" className="size-5 group-open:hidden">
              <path d="M4 6h16M4 12h16M4 18h16" />
            </svg>
            <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" className="hidden size-5 group-open:block">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
            <span className="sr-only text-sm font-medium sm:not-sr-only">{t('nav.menu')}</span>
          </summary>
          <nav aria-label={t('mainNavLabel')} className="absolute top-full right-0 z-40 mt-2 w-64 rounded-lg border border-border bg-background p-2 shadow-lg">
            <ul className="flex flex-col text-base font-medium">{items}</ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
