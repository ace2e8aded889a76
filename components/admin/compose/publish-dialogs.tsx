'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { articleHomePath } from '@/lib/seo/article-alternates';
import { buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DialogActions, DialogFrame } from '@/components/ui/dialog-frame';
import type { ArticleMeta } from './compose-values';

export type PublishConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The datetime-local value of "Publish at"; a future one makes this a question about scheduling. */
  publishedAt: string;
  willSchedule: boolean;
  onConfirm: () => Promise<void>;
};

/** Publishing makes the article public: asked once more, with the date when it is scheduled. */
export function PublishConfirmDialog({ open, onOpenChange, publishedAt, willSchedule, onConfirm }: PublishConfirmDialogProps) {
  const t = useTranslations('Admin.compose');
  const format = useFormatter();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={willSchedule ? t('publishConfirm.scheduleTitle') : t('publishConfirm.title')}
      description={
        willSchedule
          ? t('publishConfirm.scheduleText', { date: format.dateTime(new Date(publishedAt), { dateStyle: 'short', timeStyle: 'short' }) })
          : t('publishConfirm.text')
      }
      confirmLabel={willSchedule ? t('actions.schedule') : t('actions.publish')}
      cancelLabel={t('dialogs.cancel')}
      onConfirm={onConfirm}
    />
  );
}

/** After publishing: a link to the public page (or the date it goes live). */
export function PublishedDialog({ published, onClose }: { published: ArticleMeta | null; onClose: () => void }) {
  const t = useTranslations('Admin.compose');
  const format = useFormatter();
  // The article's own address: its language's prefix, whatever the back office's language.
  const livePath = published ? articleHomePath({ ...published, locale: published.language }) : '';
  return (
    <DialogFrame
      open={published !== null}
      onOpenChange={(open) => !open && onClose()}
      title={published?.scheduled ? t('publishedDialog.scheduledTitle') : t('publishedDialog.title')}
      description={
        published?.scheduled && published.publishedAt
          ? t('publishedDialog.scheduledText', { date: format.dateTime(new Date(published.publishedAt), { dateStyle: 'short', timeStyle: 'short' }) })
          : t('publishedDialog.text')
      }
      width="narrow"
      closeOnOutsideClick
    >
      <DialogActions cancelLabel={t('publishedDialog.close')} className="mt-6">
        <a href={livePath} target="_blank" rel="noopener" className={buttonClasses()} onClick={onClose}>
          {t('publishedDialog.open')}
        </a>
      </DialogActions>
    </DialogFrame>
  );
}
