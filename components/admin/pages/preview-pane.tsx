'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import { Select } from '@/components/ui/select';
import { pageDesigns, type PageDesign } from '@/lib/pages/blocks';
import type { LiveDraftStatus } from './use-live-draft';

export type PreviewPaneProps = {
  /** The staff-only preview of the page's draft, without the design (`/page-preview/{id}`). */
  src: string;
  /** The design in force on the site (the frame's first choice). */
  design: PageDesign;
  /** Goes up each time the draft was saved: the frame reloads. */
  version: number;
  status: LiveDraftStatus;
};

const widths = { phone: 'w-[390px] max-w-full', desktop: 'w-full' } as const;

/**
 * The live preview beside the form: the page's draft rendered by the public frame, reloaded each time
 * the editor's copy has been saved; a phone (390 px) / desktop width toggle and the design to show.
 */
export function PreviewPane({ src, design: designInForce, version, status }: PreviewPaneProps) {
  const t = useTranslations('PagesAdmin.preview');
  const id = useId();
  const [width, setWidth] = useState<keyof typeof widths>('desktop');
  const [design, setDesign] = useState<PageDesign>(designInForce);
  const frame = useRef<HTMLIFrameElement>(null);
  const url = `${src}?design=${design}`;

  const shownVersion = useRef(version);
  useEffect(() => {
    // Only a newer draft reloads; a design switch already loads its own address.
    if (version === shownVersion.current) return;
    shownVersion.current = version;
    const win = frame.current?.contentWindow;
    try {
      // Same origin: a reload keeps the frame's scroll position.
      win?.location.reload();
    } catch {
      if (frame.current) frame.current.src = url;
    }
  }, [version, url]);

  const message = status === 'pending' || status === 'saving' ? t('updating') : status === 'invalid' ? t('invalid') : status === 'failed' ? t('failed') : status === 'ready' ? t('upToDate') : '';

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3" data-testid="page-preview">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {t('heading')}
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <div role="group" aria-label={t('width')} className="inline-flex rounded-md border border-border">
            {(['phone', 'desktop'] as const).map((w) => (
              <button
                key={w}
                type="button"
                aria-pressed={width === w}
                onClick={() => setWidth(w)}
                className={clsx(
                  'px-3 py-1.5 text-sm font-medium first:rounded-l-md last:rounded-r-md focus-visible:outline-2 focus-visible:outline-ring',
                  width === w ? 'bg-primary text-primary-foreground' : 'bg-background text-foreground hover:bg-surface',
                )}
              >
                {t(w)}
              </button>
            ))}
          </div>
          <label className="flex items-center gap-2 text-sm">
            <span className="font-medium">{t('design')}</span>
            <Select
              value={design}
              onChange={(e) => setDesign(e.target.value as PageDesign)}
              options={pageDesigns.map((d) => {
                const name = t('designName', { version: d.slice(1) });
                return { value: d, label: d === designInForce ? t('inForce', { name }) : name };
              })}
            />
          </label>
          <a href={url} target="_blank" rel="noopener" className="text-sm font-medium text-link underline-offset-4 hover:underline">
            {t('open')}
          </a>
        </div>
      </div>
      <p role="status" className="min-h-5 text-sm text-muted-foreground" data-testid="preview-status" data-status={status}>
        {message}
      </p>
      <div className="flex justify-center overflow-hidden rounded-lg border border-border bg-surface">
        <iframe ref={frame} src={url} title={t('frameTitle')} className={clsx('h-[75vh] bg-background', widths[width])} data-testid="preview-frame" />
      </div>
    </section>
  );
}
