'use client';

import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button, buttonClasses } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { Input } from '@/components/ui/input';
import { ACCEPTED_IMAGE_TYPES } from '@/components/admin/compose/upload-image';
import { Link } from '@/i18n/navigation';
import { locales } from '@/i18n/routing';
import { deleteMedia, listMedia, readMedia, sendFile, thumbnailOf, updateMedia, type MediaItem, type MediaQuery, type MediaUsage } from './media-api';

const PAGE = 48;
const types = ['jpeg', 'png', 'webp', 'avif', 'gif'] as const;

interface Uploading {
  name: string;
  progress: number;
  error?: string;
}

const sizeOf = (bytes: number) => (bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} kB`);

/** /admin/media: the grid of uploads, search and filters, uploads by drop or picker, and the detail dialog. */
export function MediaLibrary({ canDelete }: { canDelete: boolean }) {
  const t = useTranslations('Media.library');
  const tErrors = useTranslations('Errors');
  const locale = useLocale();
  const searchId = useId();
  const typeId = useId();
  const fileInputId = useId();
  const [query, setQuery] = useState<MediaQuery>({ page: 1, limit: PAGE });
  const [items, setItems] = useState<MediaItem[]>([]);
  const [total, setTotal] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [uploads, setUploads] = useState<Uploading[]>([]);
  const [dragging, setDragging] = useState(false);
  const [open, setOpen] = useState<MediaItem | null>(null);

  const load = useCallback(async () => {
    const answer = await listMedia(query, locale, tErrors('unexpected'));
    if (answer.ok) {
      setItems(answer.data.items);
      setTotal(answer.data.total);
      setError(null);
    } else setError(answer.message);
  }, [query, locale, tErrors]);

  useEffect(() => {
    const timer = setTimeout(() => void load(), 200);
    return () => clearTimeout(timer);
  }, [load]);

  async function uploadAll(files: File[]) {
    const start = uploads.length;
    setUploads((u) => [...u, ...files.map((f) => ({ name: f.name, progress: 0 }))]);
    // Each file its own request and progress bar, sent together.
    await Promise.all(
      files.map(async (file, i) => {
        const answer = await sendFile(file, {
          locale,
          fallback: tErrors('unexpected'),
          fields: { library: '1' },
          onProgress: (p) => setUploads((u) => u.map((x, k) => (k === start + i ? { ...x, progress: p } : x))),
        });
        setUploads((u) => u.map((x, k) => (k === start + i ? { ...x, progress: 1, error: answer.ok ? undefined : answer.message } : x)));
      }),
    );
    await load();
  }

  const set = (patch: MediaQuery) => setQuery((q) => ({ ...q, ...patch, page: 1 }));
  const pages = Math.max(1, Math.ceil(total / PAGE));

  return (
    <div className="flex flex-col gap-6">
      <div
        className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center ${dragging ? 'border-primary bg-surface' : 'border-border'}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          void uploadAll(Array.from(e.dataTransfer.files).filter((f) => f.type.startsWith('image/')));
        }}
        data-testid="media-dropzone"
      >
        <p className="text-sm text-muted-foreground">{t('dropHint')}</p>
        <input
          id={fileInputId}
          type="file"
          multiple
          accept={ACCEPTED_IMAGE_TYPES}
          className="sr-only"
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            void uploadAll(files);
          }}
        />
        <label htmlFor={fileInputId} className={buttonClasses({ variant: 'primary', className: 'cursor-pointer' })}>
          {t('upload')}
        </label>
        {uploads.length > 0 && (
          <ul className="flex w-full max-w-md flex-col gap-2 text-left" aria-label={t('uploads')}>
            {uploads.map((u, i) => (
              <li key={i} className="flex flex-col gap-1 text-sm">
                <span className="truncate">{u.name}</span>
                <progress max={1} value={u.progress} aria-label={t('progress', { name: u.name })} className="w-full" />
                {u.error && <span className="text-negative-text">{u.error}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={searchId} className="text-sm font-medium">
            {t('search')}
          </label>
          <Input id={searchId} type="search" value={query.search ?? ''} onChange={(e) => set({ search: e.target.value || undefined })} />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={!!query.unused} onChange={(e) => set({ unused: e.target.checked || undefined })} />
          {t('filters.unused')}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={!!query.missing_alt} onChange={(e) => set({ missing_alt: e.target.checked || undefined })} />
          {t('filters.missingAlt')}
        </label>
        <div className="flex flex-col gap-1">
          <label htmlFor={typeId} className="text-sm font-medium">
            {t('filters.type')}
          </label>
          <select id={typeId} className="h-10 rounded-md border border-border bg-background px-2 text-sm" value={query.type ?? ''} onChange={(e) => set({ type: e.target.value || undefined })}>
            <option value="">{t('filters.allTypes')}</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {type.toUpperCase()}
              </option>
            ))}
          </select>
        </div>
      </div>

      {error && (
        <p role="alert" className="text-sm text-negative-text">
          {error}
        </p>
      )}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('count', { count: total })}
      </p>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" data-testid="media-grid">
        {items.map((item) => (
          <li key={item.id} className="flex flex-col overflow-hidden rounded-lg border border-border" data-testid="media-item">
            <button type="button" className="text-left focus-visible:ring-2" onClick={() => setOpen(item)} aria-label={t('open', { name: item.name })}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail of the library */}
              <img src={thumbnailOf(item)} alt="" className="aspect-square w-full object-cover" style={{ objectPosition: `${item.focal_x}% ${item.focal_y}%` }} loading="lazy" />
            </button>
            <div className="flex flex-col gap-1 p-2 text-xs">
              <span className="truncate font-medium" title={item.name}>
                {item.name}
              </span>
              <span className="text-muted-foreground">
                {sizeOf(item.bytes)} · {item.width}×{item.height} · {t('uses', { count: item.uses ?? 0 })}
              </span>
              <ul className="flex flex-wrap gap-1" aria-label={t('altBadges')}>
                {locales.map((l) => (
                  <li key={l} className={`rounded px-1 ${item.alt[l] ? 'bg-positive-light text-positive-light-foreground' : 'border border-border text-muted-foreground'}`}>
                    {l}
                    <span className="sr-only">: {item.alt[l] ? t('altSet') : t('altMissing')}</span>
                  </li>
                ))}
                {item.decorative && <li className="rounded border border-border px-1">{t('decorative')}</li>}
              </ul>
            </div>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className="flex items-center gap-2" aria-label={t('pagination')}>
          <Button size="sm" variant="secondary" disabled={(query.page ?? 1) <= 1} onClick={() => setQuery((q) => ({ ...q, page: (q.page ?? 1) - 1 }))}>
            {t('previous')}
          </Button>
          <span className="text-sm">{t('pageOf', { page: query.page ?? 1, pages })}</span>
          <Button size="sm" variant="secondary" disabled={(query.page ?? 1) >= pages} onClick={() => setQuery((q) => ({ ...q, page: (q.page ?? 1) + 1 }))}>
            {t('next')}
          </Button>
        </nav>
      )}
      {open && (
        <MediaDetailDialog
          item={open}
          canDelete={canDelete}
          onClose={() => setOpen(null)}
          onChanged={() => void load()}
        />
      )}
    </div>
  );
}

/** The detail dialog: alt text and caption per language, focal point, decorative, where it is used, replace, delete. */
function MediaDetailDialog({ item, canDelete, onClose, onChanged }: { item: MediaItem; canDelete: boolean; onClose: () => void; onChanged: () => void }) {
  const t = useTranslations('Media.detail');
  const tErrors = useTranslations('Errors');
  const tLang = useTranslations('Media.languages');
  const locale = useLocale();
  const replaceId = useId();
  const [file, setFile] = useState<MediaItem>(item);
  const [alt, setAlt] = useState<Record<string, string>>(item.alt);
  const [caption, setCaption] = useState<Record<string, string>>(item.caption);
  const [focal, setFocal] = useState({ x: item.focal_x, y: item.focal_y });
  const [decorative, setDecorative] = useState(item.decorative);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [usedIn, setUsedIn] = useState<MediaUsage[]>([]);
  const [blocked, setBlocked] = useState<MediaUsage[] | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const focalRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void readMedia(item, locale, tErrors('unexpected')).then((answer) => {
      if (answer.ok) {
        setFile(answer.data);
        setUsedIn(answer.data.used_in ?? []);
      }
    });
  }, [item, locale, tErrors]);

  const clamp = (n: number) => Math.round(Math.min(100, Math.max(0, n)));
  function pointAt(event: MouseEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    setFocal({ x: clamp(((event.clientX - box.left) / box.width) * 100), y: clamp(((event.clientY - box.top) / box.height) * 100) });
  }
  function moveFocal(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.shiftKey ? 10 : 2;
    const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[event.key];
    if (!delta) return;
    event.preventDefault();
    setFocal((f) => ({ x: clamp(f.x + delta[0]), y: clamp(f.y + delta[1]) }));
  }

  async function save() {
    setBusy(true);
    const answer = await updateMedia(file, { alt: Object.fromEntries(locales.map((l) => [l, alt[l] ?? ''])), caption: Object.fromEntries(locales.map((l) => [l, caption[l] ?? ''])), focal_x: focal.x, focal_y: focal.y, decorative }, locale, tErrors('unexpected'));
    setBusy(false);
    setMessage({ text: answer.message, ok: answer.ok });
    if (answer.ok) onChanged();
  }

  async function remove() {
    setBusy(true);
    const answer = await deleteMedia(file, locale, tErrors('unexpected'));
    setBusy(false);
    if (answer.ok) {
      onChanged();
      onClose();
    } else {
      setMessage({ text: answer.message, ok: false });
      if (answer.usedIn) setBlocked(answer.usedIn);
    }
  }

  async function replace(newFile: File | undefined) {
    if (!newFile) return;
    setProgress(0);
    const answer = await sendFile(newFile, { locale, fallback: tErrors('unexpected'), replace: file, onProgress: setProgress });
    setProgress(null);
    setMessage({ text: answer.message, ok: answer.ok });
    if (answer.ok) {
      setFile(answer.data);
      onChanged();
    }
  }

  const position = `${focal.x}% ${focal.y}%`;
  const shownUses = blocked ?? usedIn;
  return (
    <DialogFrame open onOpenChange={(o) => !o && onClose()} title={t('title', { name: file.name })} width="wide" testId="media-detail">
      <div className="flex flex-col gap-5">
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <div className="flex flex-col gap-1">
            <span id={`${replaceId}-focal`} className="text-sm font-medium">
              {t('focal')}
            </span>
            <div
              ref={focalRef}
              role="slider"
              tabIndex={0}
              aria-labelledby={`${replaceId}-focal`}
              aria-valuetext={t('focalValue', { x: focal.x, y: focal.y })}
              aria-valuenow={focal.x}
              aria-valuemin={0}
              aria-valuemax={100}
              className="relative cursor-crosshair overflow-hidden rounded-md border border-border focus-visible:ring-2"
              onClick={pointAt}
              onKeyDown={moveFocal}
              data-testid="focal-area"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- the file being described */}
              <img src={`${file.url}&w=960`} alt="" className="block w-full" />
              <span aria-hidden="true" className="absolute size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-primary/70 shadow" style={{ left: `${focal.x}%`, top: `${focal.y}%` }} />
            </div>
            <p className="text-xs text-muted-foreground">{t('focalHint')}</p>
          </div>
          <div className="flex flex-col gap-2">
            <span className="text-sm font-medium">{t('preview')}</span>
            {/* eslint-disable-next-line @next/next/no-img-element -- the crop preview */}
            <img src={`${file.url}&w=480`} alt="" className="aspect-[16/9] w-full rounded-md object-cover" style={{ objectPosition: position }} data-testid="crop-preview" />
            {/* eslint-disable-next-line @next/next/no-img-element -- the crop preview */}
            <img src={`${file.url}&w=480`} alt="" className="aspect-square w-1/2 rounded-md object-cover" style={{ objectPosition: position }} />
            <p className="text-xs text-muted-foreground">
              {sizeOf(file.bytes)} · {file.width}×{file.height} · {file.mime}
            </p>
          </div>
        </div>

        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={decorative} onChange={(e) => setDecorative(e.target.checked)} />
          {t('decorative')}
        </label>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-semibold">{t('altAndCaption')}</legend>
          {locales.map((l) => (
            <div key={l} className="grid gap-2 sm:grid-cols-2">
              <div className="flex flex-col gap-1">
                <label htmlFor={`media-alt-${l}`} className="text-sm">
                  {t('alt', { language: tLang(l) })}
                </label>
                <Input id={`media-alt-${l}`} lang={l} maxLength={250} value={alt[l] ?? ''} disabled={decorative} onChange={(e) => setAlt((a) => ({ ...a, [l]: e.target.value }))} />
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor={`media-caption-${l}`} className="text-sm">
                  {t('caption', { language: tLang(l) })}
                </label>
                <Input id={`media-caption-${l}`} lang={l} maxLength={1000} value={caption[l] ?? ''} onChange={(e) => setCaption((c) => ({ ...c, [l]: e.target.value }))} />
              </div>
            </div>
          ))}
        </fieldset>

        <section aria-labelledby={`${replaceId}-used`} className="flex flex-col gap-1">
          <h3 id={`${replaceId}-used`} className="text-sm font-semibold">
            {t('usedIn')}
          </h3>
          {shownUses.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('unused')}</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm" data-testid="used-in">
              {shownUses.map((u) => (
                <li key={`${u.kind}:${u.id}`}>
                  {t(`kinds.${u.kind}`)}:{' '}
                  <Link href={u.href} className="underline">
                    {u.title}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>

        {message && (
          <p role={message.ok ? 'status' : 'alert'} className={`text-sm ${message.ok ? 'text-foreground' : 'text-negative-text'}`}>
            {message.text}
          </p>
        )}
        {progress !== null && <progress max={1} value={progress} aria-label={t('replacing')} className="w-full" />}

        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={() => void save()} disabled={busy}>
            {t('save')}
          </Button>
          <input
            id={replaceId}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES}
            className="sr-only"
            onChange={(e) => {
              const f = e.target.files?.[0];
              e.target.value = '';
              void replace(f);
            }}
          />
          <label htmlFor={replaceId} className={buttonClasses({ variant: 'secondary', className: 'cursor-pointer' })}>
            {t('replace')}
          </label>
          {canDelete && (
            <Button type="button" variant="danger" onClick={() => void remove()} disabled={busy}>
              {t('delete')}
            </Button>
          )}
        </div>
      </div>
    </DialogFrame>
  );
}
