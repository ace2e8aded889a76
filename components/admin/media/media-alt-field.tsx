'use client';

import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Input } from '@/components/ui/input';
import type { Locale } from '@/i18n/routing';
import { updateMedia, type MediaItem } from './media-api';

/** How long typing pauses before the alt text is saved (a blur saves at once). */
const SAVE_DELAY_MS = 800;

type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message: string };

export interface MediaAltFieldProps {
  /** The text input's id (the hint and status get `${id}-hint` and `${id}-status`). */
  id: string;
  /** The chosen library file. */
  item: MediaItem;
  /** The language of the content the image is in (the article's language, not the screen's). */
  language: Locale;
  /** The file as the library saved it (its alt map and `decorative` updated). */
  onSaved: (item: MediaItem) => void;
}

/**
 * A chosen image's alt text in the content's language, and "Decorative image", saved straight into the
 * media library (PUT /api/media/media/{id}/{unique_key}), so a writer describes a new cover where they
 * chose it instead of leaving for /admin/media; the publishing rule (IMAGE_ALT_MISSING) reads the same
 * record. Mount it with a `key` of the file and language: its text starts from the saved one.
 */
export function MediaAltField({ id, item, language, onSaved }: MediaAltFieldProps) {
  const t = useTranslations('Media.cover');
  const tLang = useTranslations('Media.languages');
  const tErrors = useTranslations('Errors');
  const locale = useLocale();
  const [text, setText] = useState(item.alt[language] ?? '');
  const [decorative, setDecorative] = useState(item.decorative);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const saved = useRef(item.alt[language] ?? '');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The text as typed, for a save that a timer or the unmount starts.
  const typed = useRef(text);
  // The file is fixed for the field's life (a new file mounts a new field).
  const [target] = useState(() => ({ id: item.id, unique_key: item.unique_key }));

  async function save(patch: { alt?: Record<string, string>; decorative?: boolean }) {
    setState({ kind: 'saving' });
    const answer = await updateMedia(target, patch, locale, tErrors('unexpected'));
    if (answer.ok) {
      setState({ kind: 'saved' });
      onSaved(answer.data);
    } else setState({ kind: 'error', message: answer.message });
    return answer.ok;
  }

  function saveText() {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const value = typed.current.trim();
    const previous = saved.current;
    if (value === previous) return;
    saved.current = value;
    // An empty text removes the language's alt text (the API's "" means remove). A failed save is
    // tried again on the next blur.
    void save({ alt: { [language]: value } }).then((ok) => {
      if (!ok) saved.current = previous;
    });
  }

  // Typing that has not been saved yet is saved when the field goes away (another image chosen).
  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        const value = typed.current.trim();
        if (value !== saved.current) void updateMedia(target, { alt: { [language]: value } }, locale, '');
      }
    },
    [target, language, locale],
  );

  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  return (
    <div className="flex flex-col gap-2 rounded-md border border-border p-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-foreground">
          {t('alt', { language: tLang(language) })}
        </label>
        <Input
          id={id}
          value={text}
          maxLength={250}
          aria-describedby={`${hintId} ${statusId}`}
          aria-invalid={state.kind === 'error' ? true : undefined}
          onChange={(event) => {
            setText(event.target.value);
            typed.current = event.target.value;
            if (timer.current) clearTimeout(timer.current);
            timer.current = setTimeout(saveText, SAVE_DELAY_MS);
          }}
          onBlur={saveText}
        />
        <p id={hintId} className="text-sm text-muted-foreground">
          {t('altHint')}
        </p>
      </div>
      <label className="flex cursor-pointer items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={decorative}
          onChange={(event) => {
            const next = event.target.checked;
            setDecorative(next);
            void save({ decorative: next }).then((ok) => {
              if (!ok) setDecorative(!next);
            });
          }}
        />
        {t('decorative')}
      </label>
      <p id={statusId} role="status" className={state.kind === 'error' ? 'text-sm text-negative-text' : 'text-sm text-muted-foreground'}>
        {state.kind === 'saving' && t('saving')}
        {state.kind === 'saved' && t('saved')}
        {state.kind === 'error' && state.message}
      </p>
    </div>
  );
}
