'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { formatDisplayDate } from '@/lib/format/date';

/** Says that the work kept in the browser when the session ended was put back, and offers to drop it. */
export function RestoredDraftNotice({ restoredAt, onDiscard }: { restoredAt: Date; onDiscard: () => void }) {
  const t = useTranslations('Admin.compose');
  const locale = useLocale();
  return (
    <div
      role="status"
      data-testid="draft-restored"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-warning-dark/40 bg-warning-light px-4 py-3 text-sm text-warning-light-foreground"
    >
      <p>{t('sessionExpired.restored', { time: formatDisplayDate(restoredAt, { locale, now: new Date() }) })}</p>
      <Button variant="secondary" size="sm" onClick={onDiscard}>
        {t('sessionExpired.discard')}
      </Button>
    </div>
  );
}
