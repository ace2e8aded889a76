'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useStaffAction } from '@/components/admin/use-staff-action';
import { deleteSeoSettingAction } from '@/lib/settings/actions';
import { SeoEntryDialog, type SeoEntryDialogProps } from './seo-entry-dialog';

/** Edit and delete (after confirmation) of one SEO entry. */
export function SeoEntryActions({ entry }: { entry: NonNullable<SeoEntryDialogProps['entry']> }) {
  const t = useTranslations('Settings.seo');
  const { perform } = useStaffAction();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SeoEntryDialog
        entry={entry}
        trigger={
          <Button size="sm" variant="secondary" aria-label={t('actions.editLabel', { number: entry.number })}>
            {t('actions.edit')}
          </Button>
        }
      />
      <Button size="sm" variant="danger" onClick={() => setConfirming(true)} aria-label={t('actions.deleteLabel', { number: entry.number })}>
        {t('actions.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('confirm.deleteTitle', { number: entry.number })}
        description={t('confirm.deleteText')}
        variant="danger"
        confirmLabel={t('confirm.confirm')}
        cancelLabel={t('confirm.cancel')}
        onConfirm={async () => {
          await perform(() => deleteSeoSettingAction(entry.id, entry.uniqueKey));
        }}
      />
    </div>
  );
}
