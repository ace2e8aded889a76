import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { LanguageSwitcher } from './language-switcher';

const links = [
  { href: '/', key: 'home' },
  { href: '/blog', key: 'blog' },
  { href: '/faq', key: 'faq' },
  { href: '/contact', key: 'contact' },
  { href: '/rc-sistemI', key: 'product' },
] as const;

/** The public site's header: company name, main menu and language switcher. */
export async function SiteHeader() {
  const t = await getTranslations('Site');
  return (
    <header className="border-b border-border bg-background">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
        <Link href="/" aria-label={t('homeLinkLabel')} className="rounded-sm text-xl font-bold tracking-tight text-primary dark:text-link">
          {t('companyName')}
        </Link>
        <LanguageSwitcher className="sm:order-last" />
        <nav aria-label={t('mainNavLabel')} className="w-full sm:w-auto">
          <ul className="-mx-2 flex gap-1 overflow-x-auto text-sm font-medium">
            {links.map((link) => (
              <li key={link.key} className="shrink-0">
                <Link
                  href={link.href}
                  className="block rounded-md px-2 py-2 text-foreground hover:bg-surface hover:text-primary dark:hover:text-link"
                >
                  {t(`nav.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
