import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { CurrentUser } from '@/lib/auth/current-user';
import { env } from '@/lib/env';
import { formatMonthDate } from '@/lib/format/date';
import { dueFollowUpsOf } from '@/lib/leads/follow-ups';

/** "Follow-ups due today": the signed-in staff member's leads whose follow-up is due by the end of today (site time zone). Only for who sees leads. */
export async function FollowUpsDue({ user, locale }: { user: Pick<CurrentUser, 'id' | 'grants'>; locale: string }) {
  if (!user.grants.includes('list-leads')) return null;
  const [due, t] = await Promise.all([dueFollowUpsOf(user), getTranslations('Dashboard.followUps')]);
  const timeZone = env().SITE_TIME_ZONE;
  return (
    <section aria-labelledby="follow-ups-title" className="flex flex-col gap-3 rounded-lg border border-border bg-background p-5" data-testid="follow-ups-due">
      <h2 id="follow-ups-title" className="text-xl font-semibold">
        {t('title')}
      </h2>
      {due.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {due.map((lead) => (
            <li key={lead.id} className="flex flex-wrap items-baseline justify-between gap-2">
              <Link href={`/admin/list-leads/${lead.id}`} className="font-medium text-link underline-offset-4 hover:underline">
                {lead.name?.trim() || lead.email}
              </Link>
              <span className="text-muted-foreground">{t('due', { date: formatMonthDate(lead.followUpAt, { locale, timeZone }) })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
