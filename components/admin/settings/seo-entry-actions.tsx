'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useStaffAction } from '@/components/admin/use-staff-action';
import { deleteSeoSettingAction } from '@/lib/api/actions/settings';
import { SeoEntryDialog, type SeoEntryDialogProps } from './seo-entry-dialog';

/**
 * Edit and delete (after confirmation) of one SEO entry. An entry holding executable code is locked
 * for a viewer without `code-injection`: both buttons are disabled and described by the note that
 * says why (`lockedBy`, its id); the server refuses them anyway (403 CODE_INJECTION_FORBIDDEN).
 */
export function SeoEntryActions({
  entry,
  canInjectCode,
  lockedBy,
}: {
  entry: NonNullable<SeoEntryDialogProps['entry']>;
  canInjectCode: boolean;
  lockedBy?: string;
}) {
  const t = useTranslations('Settings.seo');
  const { perform } = useStaffAction();
  const [confirming, setConfirming] = useState(false);
  if (lockedBy) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="secondary" disabled aria-label={t('actions.editLabel', { number: entry.number })} aria-describedby={lockedBy}>
          {t('actions.edit')}
        </Button>
        <Button size="sm" variant="danger" disabled aria-label={t('actions.deleteLabel', { number: entry.number })} aria-describedby={lockedBy}>
          {t('actions.delete')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SeoEntryDialog
        entry={entry}
        canInjectCode={canInjectCode}
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
          await perform(() => deleteSeoSettingAction({ id: entry.id, uniqueKey: entry.uniqueKey }));
        }}
      />
    </div>
  );
}
