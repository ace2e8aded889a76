import { getTranslations } from 'next-intl/server';
import type { CurrentUser } from '@/lib/auth/current-user';
import { logoutAction } from '@/lib/api/actions/auth';
import { initials } from '@/lib/format/initials';
import { Link } from '@/i18n/navigation';
import { CoverImage } from '@/components/blog/cover-image';
import { LanguageSwitcher } from '@/components/site/language-switcher';
import { MenuDetails } from './menu-details';

type Props = { user: Pick<CurrentUser, 'name' | 'lastName' | 'fullName' | 'email' | 'grants' | 'photo'> };

/** The top bar's user menu: who is signed in, their profile, the language and logging out. */
export async function UserMenu({ user }: Props) {
  const t = await getTranslations('Admin.userMenu');
  const displayName = user.fullName || `${user.name} ${user.lastName}`.trim();
  return (
    <MenuDetails
      className="group relative"
      summary={
        <summary
          data-testid="user-menu"
          className="flex cursor-pointer list-none items-center gap-2 rounded-full p-1 pr-2 hover:bg-surface [&::-webkit-details-marker]:hidden"
        >
          <span
            aria-hidden="true"
            data-testid="user-menu-avatar"
            className="relative flex size-9 items-center justify-center overflow-hidden rounded-full bg-primary text-sm font-semibold text-primary-foreground"
          >
            {user.photo ? <CoverImage src={user.photo} alt="" sizes="36px" /> : initials(displayName)}
          </span>
          <span className="max-w-40 truncate text-sm font-medium max-sm:sr-only">{displayName}</span>
          <span className="sr-only">{t('label')}</span>
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 text-muted-foreground transition-transform group-open:rotate-180">
            <path d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z" />
          </svg>
        </summary>
      }
    >
      <div className="absolute right-0 z-50 mt-2 w-72 rounded-lg border border-border bg-background p-2 shadow-lg">
        <div className="border-b border-border px-3 pt-1 pb-3">
          <p className="truncate text-sm font-semibold">{displayName}</p>
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
        </div>
        <ul className="flex flex-col gap-1 py-2">
          {user.grants.includes('settings-profile') && (
            <li>
              <Link href="/admin/settings-profile" className="block rounded-md px-3 py-2 text-sm hover:bg-surface">
                {t('profile')}
              </Link>
            </li>
          )}
          <li className="px-3 py-2">
            <LanguageSwitcher showLabel label={t('language')} className="justify-between" />
          </li>
        </ul>
        <form action={logoutAction} className="border-t border-border pt-2">
          <button
            type="submit"
            data-testid="logout"
            className="block w-full rounded-md px-3 py-2 text-left text-sm font-medium text-negative-text hover:bg-surface"
          >
            {t('logout')}
          </button>
        </form>
      </div>
    </MenuDetails>
  );
}
