import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { CurrentUser } from '@/lib/auth/current-user';
import { listOwnSessions, type OwnSession } from '@/lib/auth/session-list';
import { sessionWindow } from '@/lib/auth/session-window';
import { env } from '@/lib/env';
import { formatDisplayDate } from '@/lib/format/date';
import { translator } from '@/lib/i18n/translate';
import { roleDisplayTitle } from '@/lib/roles/present';
import { findUserProfile } from '@/lib/users/queries';
import { userPositions } from '@/lib/users/schema';
import { ActionToasts } from '@/components/admin/action-toasts';
import { buttonClasses } from '@/components/ui/button';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { RevokeOtherSessionsButton, RevokeSessionButton } from './session-buttons';
import { TwoFactorCard } from './two-factor-card';
import { NoticeBox } from '@/components/auth/notice-box';

function Card({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} data-testid={id} className="rounded-lg border border-border bg-background p-4 sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 mb-5 text-sm text-muted-foreground">{description}</p>
      {children}
    </section>
  );
}

/**
 * The own-profile panel: shown at /admin/settings-profile and in the profile tab of /admin/settings.
 * Three cards: the profile form, the password change and the active sessions. A first-access user
 * (who may open only this screen) chooses a password on the first-access screen, so they get a link
 * there instead of the last two.
 */
export async function ProfileSettings({ user }: { user: CurrentUser }) {
  const t = await getTranslations('MyProfile');
  const locale = await getLocale();
  const profile = await findUserProfile(user.id);
  if (!profile) return null;
  const firstAccess = user.status === 'first-access';
  const position = profile.position && (userPositions as readonly string[]).includes(profile.position) ? t(`positions.${profile.position as (typeof userPositions)[number]}`) : '-';

  return (
    <ActionToasts dismissLabel={t('dismiss')}>
      <div className="flex max-w-3xl flex-col gap-6">
        <Card id="profile-card" title={t('profile.title')} description={t('profile.description')}>
          <ProfileForm
            defaults={{
              name: profile.name,
              last_name: profile.lastName,
              phone: profile.phone ?? '',
              biography: profile.biography ?? '',
              gender: profile.gender ?? '',
              photo: profile.photo ?? '',
            }}
            readOnly={{ email: profile.email, role: roleDisplayTitle({ name: profile.permission, title: profile.type }, translator(locale)) || '-', position }}
          />
        </Card>
        <Card id="password-card" title={t('password.title')} description={t('password.description')}>
          {firstAccess ? (
            <div className="flex flex-col items-start gap-3">
              <p className="text-sm">{t('password.firstAccess')}</p>
              <Link href="/first-access" className={buttonClasses()}>
                {t('password.firstAccessLink')}
              </Link>
            </div>
          ) : (
            <PasswordForm />
          )}
        </Card>
        {!firstAccess && <TwoFactorSection user={user} enabledAt={profile.totpEnabledAt} locale={locale} />}
        {!firstAccess && <SessionsCard user={user} locale={locale} />}
      </div>
    </ActionToasts>
  );
}

/** Two-factor sign-in; first on the screen's mind when a role requires it and it is still off. */
async function TwoFactorSection({ user, enabledAt, locale }: { user: CurrentUser; enabledAt: Date | null; locale: string }) {
  const t = await getTranslations('TwoFactor.profile');
  const since = enabledAt ? formatDisplayDate(enabledAt.toISOString(), { locale, timeZone: env().SITE_TIME_ZONE }) : null;
  return (
    <Card id="two-factor-card" title={t('title')} description={t('description')}>
      {user.twoFactorSetupRequired && (
        <div className="mb-4">
          <NoticeBox kind="info" testId="two-factor-required">{t('requiredByRole')}</NoticeBox>
        </div>
      )}
      <TwoFactorCard enabledSince={since} account={user.email} />
    </Card>
  );
}

async function SessionsCard({ user, locale }: { user: CurrentUser; locale: string }) {
  const t = await getTranslations('MyProfile.sessions');
  const all = await listOwnSessions(user);
  const { shown: sessions, hidden, others } = sessionWindow(all);
  const timeZone = env().SITE_TIME_ZONE;
  const date = (value: string) => <time dateTime={value}>{formatDisplayDate(value, { locale, timeZone })}</time>;
  const deviceOf = (s: OwnSession) => (s.browser && s.os ? t('device', { browser: s.browser, os: s.os }) : (s.browser ?? s.os ?? t('unknownDevice')));

  return (
    <Card id="sessions-card" title={t('title')} description={t('description')}>
      <ul aria-label={t('listLabel')} className="flex flex-col divide-y divide-border rounded-md border border-border">
        {sessions.map((s) => (
          <li key={s.id} data-testid="session-row" data-current={s.current ? 'true' : undefined} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                <span id={`session-${s.id}-device`}>{deviceOf(s)}</span>
                {s.kind === 'api' && <span className="rounded-full bg-secondary-light px-2 py-0.5 text-xs text-secondary-light-foreground">{t('apiToken')}</span>}
                {s.current && (
                  <span data-testid="this-device" className="rounded-full bg-positive-light px-2 py-0.5 text-xs font-semibold text-positive-light-foreground">
                    {t('thisDevice')}
                  </span>
                )}
              </p>
              <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                <div className="flex gap-1">
                  <dt>{t('address')}:</dt>
                  <dd className="break-all">{s.ipAddress ?? '-'}</dd>
                </div>
                <div className="flex gap-1">
                  <dt>{t('lastSeen')}:</dt>
                  <dd>{date(s.lastSeenAt)}</dd>
                </div>
                <div className="flex gap-1">
                  <dt>{t('signedIn')}:</dt>
                  <dd>{date(s.createdAt)}</dd>
                </div>
              </dl>
            </div>
            {s.current ? (
              <p className="text-sm text-muted-foreground sm:max-w-48 sm:text-right">{t('currentHint')}</p>
            ) : (
              <RevokeSessionButton sessionId={s.id} describedBy={`session-${s.id}-device`} />
            )}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div className="text-sm text-muted-foreground" aria-live="polite">
          <p>{t('count', { count: all.length })}</p>
          {hidden > 0 && <p data-testid="sessions-hidden">{t('olderHidden', { count: hidden })}</p>}
        </div>
        {others > 0 && <RevokeOtherSessionsButton />}
      </div>
    </Card>
  );
}
