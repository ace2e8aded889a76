import type { ReactNode } from 'react';
import { Link } from '@/i18n/link';
import { AuthShell } from './auth-shell';
import { NoticeBox } from './notice-box';
import { SignInMessages } from './sign-in-messages';
import { buttonClasses } from '@/components/ui/button';

/**
 * The second step of a sign-in (a device-verification code, a two-factor code): the step's form while
 * its challenge is open, else the "expired" notice and the way back to the login page.
 */
export function ChallengeStep({
  open,
  words,
  children,
}: {
  open: boolean;
  words: { title: string; subtitle: string; challengeExpired: string; backToLogin: string };
  /** The step's form (a client component reading the sign-in words). */
  children: ReactNode;
}) {
  if (!open) {
    return (
      <AuthShell title={words.title}>
        <div className="flex flex-col gap-5">
          <NoticeBox kind="error">{words.challengeExpired}</NoticeBox>
          <Link href="/login" className={buttonClasses({ className: 'w-full' })}>
            {words.backToLogin}
          </Link>
        </div>
      </AuthShell>
    );
  }
  return (
    <AuthShell title={words.title} subtitle={words.subtitle}>
      <SignInMessages>{children}</SignInMessages>
    </AuthShell>
  );
}
