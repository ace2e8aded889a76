'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { DialogActions, DialogFrame } from '@/components/ui/dialog-frame';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MAX_VIDEO_TITLE, parseVideoUrl, videoWatchUrl, type VideoProvider } from '@/lib/articles/rich-nodes';

export type VideoValue = { provider: VideoProvider; id: string; title: string };

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The selected video, when the dialog edits one. */
  initial: VideoValue | null;
  onSubmit: (value: VideoValue) => void;
};

/** Asks for a YouTube or Vimeo address and the video's title (the play button's name for screen readers). */
export function VideoDialog(props: Props) {
  const t = useTranslations('RichBlocks.video');
  return (
    <DialogFrame open={props.open} onOpenChange={props.onOpenChange} title={t('dialogTitle')} description={t('dialogHint')} width="narrow">
      {props.open && <VideoForm {...props} />}
    </DialogFrame>
  );
}

function VideoForm({ initial, onSubmit, onOpenChange }: Props) {
  const t = useTranslations('RichBlocks');
  const id = useId();
  const [url, setUrl] = useState(initial ? videoWatchUrl(initial) : '');
  const [title, setTitle] = useState(initial?.title ?? '');
  const [errors, setErrors] = useState<{ url?: string; title?: string }>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // React events bubble through portals: keep this submit away from the article form.
    event.stopPropagation();
    const video = parseVideoUrl(url);
    const trimmed = title.trim();
    const found = { url: video ? undefined : t('video.invalidUrl'), title: trimmed ? undefined : t('video.titleRequired') };
    setErrors(found);
    if (!video || !trimmed) return;
    onSubmit({ ...video, title: trimmed });
    onOpenChange(false);
  }

  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
      <FormField id={`${id}-url`} label={t('video.url')} error={errors.url} required>
        <Input type="url" inputMode="url" autoComplete="off" placeholder="https://www.youtube.com/watch?v=…" value={url} onChange={(e) => setUrl(e.target.value)} autoFocus />
      </FormField>
      <FormField id={`${id}-title`} label={t('video.title')} hint={t('video.titleHint')} error={errors.title} required>
        <Input autoComplete="off" maxLength={MAX_VIDEO_TITLE} value={title} onChange={(e) => setTitle(e.target.value)} />
      </FormField>
      <DialogActions cancelLabel={t('cancel')} className="mt-2">
        <Button type="submit">{initial ? t('apply') : t('insert')}</Button>
      </DialogActions>
    </form>
  );
}
