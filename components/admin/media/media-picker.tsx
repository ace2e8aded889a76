'use client';

import { useCallback, useEffect, useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button, buttonClasses } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { Input } from '@/components/ui/input';
import { ACCEPTED_IMAGE_TYPES } from '@/components/admin/compose/upload-image';
import { useMediaLibraryAccess } from './media-access';
import { listMedia, plainUrlOf, sendFile, thumbnailOf, type MediaItem } from './media-api';

export interface MediaPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The chosen file (its plain address is `plainUrlOf(item)`). */
  onPick: (item: MediaItem) => void;
  /** Another way to choose, offered under the search (the editor's "Use an image address"): it closes the picker. */
  alternative?: { label: string; onClick: () => void };
}

/**
 * The one dialog that chooses an image (issue 31): the recent uploads of the library, a search by
 * name, caption or alt text, and "upload new" (kept in the library). Picking closes it.
 */
export function MediaPicker({ open, onOpenChange, onPick, alternative }: MediaPickerProps) {
  const t = useTranslations('Media.picker');
  const tErrors = useTranslations('Errors');
  const locale = useLocale();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [items, setItems] = useState<MediaItem[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const load = useCallback(
    async (text: string) => {
      setLoading(true);
      const answer = await listMedia({ search: text || undefined, limit: 24 }, locale, tErrors('unexpected'));
      setLoading(false);
      if (answer.ok) {
        setItems(answer.data.items);
        setError(null);
      } else setError(answer.message);
    },
    [locale, tErrors],
  );

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => void load(search), search ? 250 : 0);
    return () => clearTimeout(timer);
  }, [open, search, load]);

  async function upload(file: File | undefined) {
    if (!file) return;
    setProgress(0);
    const answer = await sendFile(file, { locale, fallback: tErrors('unexpected'), fields: { library: '1' }, onProgress: setProgress });
    setProgress(null);
    if (answer.ok) {
      onPick(answer.data);
      onOpenChange(false);
    } else setError(answer.message);
  }

  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} title={t('title')} description={t('description')} width="wide" testId="media-picker">
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-1">
            <label htmlFor={searchId} className="text-sm font-medium">
              {t('search')}
            </label>
            <Input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
          </div>
          <label className={buttonClasses({ variant: 'secondary', size: 'md', className: 'cursor-pointer focus-within:outline-2 focus-within:outline-ring' })}>
            {t('uploadNew')}
            <input
              type="file"
              accept={ACCEPTED_IMAGE_TYPES}
              className="sr-only"
              disabled={progress !== null}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                void upload(file);
              }}
            />
          </label>
          {alternative && (
            <Button
              type="button"
              variant="ghost"
              size="md"
              onClick={() => {
                onOpenChange(false);
                alternative.onClick();
              }}
            >
              {alternative.label}
            </Button>
          )}
        </div>
        {progress !== null && <progress className="w-full" max={1} value={progress} aria-label={t('uploading')} />}
        {error && (
          <p role="alert" className="text-sm text-negative-text">
            {error}
          </p>
        )}
        <h3 className="text-sm font-semibold">{search ? t('results') : t('recent')}</h3>
        {items.length === 0 && !loading ? (
          <p className="text-sm text-muted-foreground">{t('empty')}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-busy={loading}>
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className="flex w-full flex-col gap-1 rounded-md border border-border p-1 text-left hover:border-primary focus-visible:ring-2"
                  onClick={() => {
                    onPick(item);
                    onOpenChange(false);
                  }}
                  aria-label={t('pick', { name: item.name })}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail of the library */}
                  <img src={thumbnailOf(item)} alt="" className="aspect-square w-full rounded object-cover" style={{ objectPosition: `${item.focal_x}% ${item.focal_y}%` }} loading="lazy" />
                  <span className="truncate text-xs">{item.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </DialogFrame>
  );
}

export interface MediaPickerButtonProps {
  /** Receives the chosen file's plain address and the file. */
  onPick: (url: string, item: MediaItem) => void;
  label?: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
}

/** A button that opens the media picker; nothing for a user who may not browse the library (grant `media`). */
export function MediaPickerButton({ onPick, label, disabled, size = 'sm' }: MediaPickerButtonProps) {
  const t = useTranslations('Media.picker');
  const allowed = useMediaLibraryAccess();
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  return (
    <>
      <Button type="button" variant="secondary" size={size} disabled={disabled} onClick={() => setOpen(true)}>
        {label ?? t('open')}
      </Button>
      <MediaPicker open={open} onOpenChange={setOpen} onPick={(item) => onPick(plainUrlOf(item), item)} />
    </>
  );
}
