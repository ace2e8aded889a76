import type { ReactNode } from 'react';
import { PublicLink } from '@/components/site/public-link';
import { LanguageSwitcher } from '@/components/site/language-switcher';
import { publicLayout } from '@/lib/settings/public';

/**
 * The frame of the sign-in and account screens (login, recovery, new password, first access,
 * verification): the company's name and the language switcher over a card; `footer` goes under the card.
 */
export async function AuthShell({ title, subtitle, children, footer }: { title: ReactNode; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  const { companyName } = await publicLayout();
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <header className="mx-auto flex w-full max-w-md items-center justify-between gap-4 px-4 py-4">
        <PublicLink href="/" className="rounded-sm text-lg font-bold tracking-tight text-primary dark:text-link">
          {companyName}
        </PublicLink>
        <LanguageSwitcher />
      </header>
      <main id="main" className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 pb-16">
        <div className="rounded-xl border border-border bg-background p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {subtitle && <p className="mt-1 mb-6 text-sm text-muted-foreground">{subtitle}</p>}
          {!subtitle && <div className="mb-6" />}
          {children}
        </div>
        {footer}
      </main>
    </div>
  );
}
