'use client';

import { useCallback, useEffect, useId, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useCopyOrSelect } from '@/components/admin/use-copy-or-select';
import { useStaffAction } from '@/components/admin/use-staff-action';
import { createPreviewLinkAction, listPreviewLinksAction, revokePreviewLinkAction } from '@/lib/api/actions/previews';
import type { PreviewLinkView } from '@/lib/previews/present';
import { PREVIEW_DEFAULT_DAYS, PREVIEW_MAX_DAYS, type PreviewLinkKind } from '@/lib/previews/schema';

/** The lengths offered (the API takes any number of days from 1 to PREVIEW_MAX_DAYS). */
const DAY_CHOICES = [1, 3, PREVIEW_DEFAULT_DAYS, 14, PREVIEW_MAX_DAYS];

export type SharePreviewPanelProps = {
  kind: PreviewLinkKind;
  /** The saved article or page (the panel is shown only once it has been saved). */
  id: number;
  uniqueKey: string;
};

/**
 * "Share preview" (issue 31 §2) beside an editor's other panels: makes a link anyone may open without
 * signing in to see the draft as the public would, shows it once with a copy button, and lists the
 * active links (who made each one, when it expires), each revocable. The server checks the right to
 * edit the draft on every call (lib/previews).
 */
export function SharePreviewPanel({ kind, id, uniqueKey }: SharePreviewPanelProps) {
  const t = useTranslations('Previews.panel');
  const format = useFormatter();
  const fieldId = useId();
  const { perform } = useStaffAction();
  const { ref: linkRef, status: copyStatus, copy, reset } = useCopyOrSelect<HTMLInputElement>();
  const [days, setDays] = useState(String(PREVIEW_DEFAULT_DAYS));
  const [links, setLinks] = useState<PreviewLinkView[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ url: string } | null>(null);
  const [revoking, setRevoking] = useState<PreviewLinkView | null>(null);

  const apply = useCallback((result: Awaited<ReturnType<typeof listPreviewLinksAction>> | null) => {
    if (result?.ok && result.data) {
      setLinks(result.data.items);
      setLoadFailed(false);
    } else setLoadFailed(true);
  }, []);
  const fetchLinks = useCallback(() => listPreviewLinksAction({}, undefined, { kind, id: String(id) }).catch(() => null), [kind, id]);
  const load = async () => apply(await fetchLinks());

  useEffect(() => {
    let current = true;
    void fetchLinks().then((result) => current && apply(result));
    return () => {
      current = false;
    };
  }, [fetchLinks, apply]);

  async function create() {
    setCreating(true);
    reset();
    try {
      const result = await perform(() => createPreviewLinkAction({}, { kind, id, unique_key: uniqueKey, expires_in_days: Number(days) }), { refresh: false });
      if (result.ok && 'data' in result && result.data) {
        setCreated({ url: result.data.url });
        await load();
      }
    } finally {
      setCreating(false);
    }
  }

  async function revoke(link: PreviewLinkView) {
    const result = await perform(() => revokePreviewLinkAction({ id: link.id }), { refresh: false });
    if (result.ok) await load();
  }

  const expiry = (link: PreviewLinkView) => format.dateTime(new Date(link.expiresAt), { dateStyle: 'short', timeStyle: 'short' });

  return (
    <section aria-labelledby={`${fieldId}-heading`} className="flex flex-col gap-3 rounded-lg border border-border bg-background p-4" data-testid="share-preview">
      <h2 id={`${fieldId}-heading`} className="text-base font-semibold">
        {t('heading')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('description')}</p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-32 flex-col gap-1">
          <label htmlFor={`${fieldId}-days`} className="text-sm font-medium">
            {t('days')}
          </label>
          <Select
            id={`${fieldId}-days`}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            options={DAY_CHOICES.map((n) => ({ value: String(n), label: t('daysOption', { days: n }) }))}
          />
        </div>
        <Button type="button" variant="secondary" onClick={() => void create()} disabled={creating} aria-busy={creating || undefined}>
          {creating ? t('creating') : t('create')}
        </Button>
      </div>
      {created && (
        <div className="flex flex-col gap-2 rounded-md border border-border bg-surface p-3">
          <label htmlFor={`${fieldId}-link`} className="text-sm font-medium">
            {t('newLink')}
          </label>
          <div className="flex flex-wrap gap-2">
            <Input
              ref={linkRef}
              id={`${fieldId}-link`}
              readOnly
              value={created.url}
              onFocus={(event) => event.currentTarget.select()}
              // Inside the editor's form: Enter here must not save the article.
              onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
              className="min-w-0 flex-1 font-mono text-xs"
              data-testid="share-preview-url"
            />
            <Button type="button" size="sm" onClick={() => void copy(created.url)}>
              {t('copy')}
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">{t('onceShown')}</p>
        </div>
      )}
      <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium">
        {copyStatus === 'copied' ? t('copied') : copyStatus === 'manual' ? t('copyManual') : ''}
      </p>
      <h3 className="text-sm font-semibold">{t('active')}</h3>
      {loadFailed ? (
        <p className="text-sm text-negative">{t('loadFailed')}</p>
      ) : links === null ? null : links.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border" data-testid="share-preview-links">
          {links.map((link) => (
            <li key={link.id} className="flex items-center justify-between gap-3 py-2">
              <p className="min-w-0 text-xs text-muted-foreground">{t('meta', { name: link.createdBy?.name || t('unknownMaker'), date: expiry(link) })}</p>
              <Button type="button" variant="secondary" size="sm" aria-label={t('revokeLabel', { date: expiry(link) })} onClick={() => setRevoking(link)}>
                {t('revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('revokeTitle')}
        description={t('revokeText')}
        confirmLabel={t('revoke')}
        cancelLabel={t('cancel')}
        variant="danger"
        onConfirm={async () => {
          if (revoking) await revoke(revoking);
          setRevoking(null);
        }}
      />
    </section>
  );
}
