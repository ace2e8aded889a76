'use client';

import { useId, useState, type ReactNode } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PageStatusBadge, pageListStatus } from './page-status-badge';

export type PublishPanelProps = {
  title: string;
  status: 'draft' | 'published';
  scheduled: boolean;
  publishedAt: string | null;
  /** The public address (a link while the page is live). */
  url: string;
  dirty: boolean;
  busy: boolean;
  /** The server's refusal of the date, when there is one. */
  dateError?: string;
  onSave: () => void;
  onPublish: (at: Date | null) => void;
  onUnpublish: () => Promise<void>;
  /** Shown under the buttons: why the last publish was refused (the images without alt text). */
  notice?: ReactNode;
};

/** Status and the page's buttons: save, publish now, schedule for a date, unpublish (asked first), and a link to the live page. */
export function PublishPanel({ title, status, scheduled, publishedAt, url, dirty, busy, dateError, onSave, onPublish, onUnpublish, notice }: PublishPanelProps) {
  const t = useTranslations('PagesAdmin');
  const format = useFormatter();
  const id = useId();
  const [when, setWhen] = useState('');
  const [whenError, setWhenError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const shown = pageListStatus({ status, scheduled });
  const date = publishedAt ? format.dateTime(new Date(publishedAt), { dateStyle: 'medium', timeStyle: 'short' }) : null;

  function schedule() {
    const at = when ? new Date(when) : null;
    if (!at || Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) {
      setWhenError(t('publishing.scheduleInvalid'));
      return;
    }
    setWhenError(undefined);
    onPublish(at);
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3 rounded-lg border border-border bg-background p-4" data-testid="publish-panel">
      <h2 id={`${id}-heading`} className="text-base font-semibold">
        {t('publishing.heading')}
      </h2>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span>{t('publishing.status')}</span>
        <PageStatusBadge status={shown} label={t(`statuses.${shown}`)} />
      </p>
      {date && shown === 'scheduled' && <p className="text-sm text-muted-foreground">{t('publishing.scheduledFor', { date })}</p>}
      {date && shown === 'published' && <p className="text-sm text-muted-foreground">{t('publishing.publishedOn', { date })}</p>}
      <p className="text-sm font-medium" role="status" data-testid="save-state">
        {dirty ? t('editor.unsaved') : t('editor.allSaved')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant={status === 'draft' ? 'secondary' : 'primary'} loading={busy} onClick={onSave}>
          {t('publishing.save')}
        </Button>
        {status === 'draft' || scheduled ? (
          <Button loading={busy} onClick={() => onPublish(null)}>
            {t('publishing.publish')}
          </Button>
        ) : null}
        {status === 'published' && (
          <Button variant="secondary" disabled={busy} onClick={() => setConfirming(true)}>
            {t('publishing.unpublish')}
          </Button>
        )}
      </div>
      {notice}
      <div className="flex flex-wrap items-end gap-2">
        <FormField id={`${id}-when`} label={t('publishing.scheduleAt')} hint={t('publishing.scheduleHint')} error={whenError ?? dateError}>
          <Input type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} />
        </FormField>
        <Button variant="secondary" disabled={busy} onClick={schedule} className="mb-7">
          {t('publishing.schedule')}
        </Button>
      </div>
      {shown === 'published' && (
        <a href={url} className="text-sm font-medium text-link underline-offset-4 hover:underline">
          {t('publishing.view')}
        </a>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('confirm.unpublishTitle', { name: title })}
        description={t('confirm.unpublishText')}
        confirmLabel={t('actions.unpublish')}
        cancelLabel={t('confirm.cancel')}
        variant="danger"
        onConfirm={onUnpublish}
      />
    </section>
  );
}
