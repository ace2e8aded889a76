'use client';

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { clsx } from 'clsx';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast';
import { updateMedia } from '@/components/admin/media/media-api';
import { altTextHintAction } from '@/lib/api/actions/alt-text';
import type { Locale } from '@/i18n/routing';
import { languageKey } from './compose-values';
import { libraryUrls, missingAltText, type KnownFile, type MissingAlt } from './alt-text-check';
import type { useComposeState } from './use-compose-state';

/** The input F's cover field gives the cover's alt text (issue 31 §1). */
const COVER_ALT_ID = 'cover-image-alt';
// Asking the server at every keystroke is not needed: the list follows the text a moment later.
const HINT_DELAY_MS = 600;

type Compose = ReturnType<typeof useComposeState>;

/**
 * "Images without alt text" (issue 31 §1): beside the publish buttons, the article's images that
 * would stop it from publishing — as a hint while writing, and after a refusal (422
 * IMAGE_ALT_MISSING), which it announces and takes focus for. A body image is described in place
 * (its alt written on the image in the editor, and optionally saved to the media library for the
 * article's language); the cover's button leads to the cover's own alt-text field.
 */
export function AltTextPanel({ compose }: { compose: Compose }) {
  const t = useTranslations('AltText.panel');
  const tErrors = useTranslations('Errors');
  const tSite = useTranslations('Site');
  const locale = useLocale();
  const { toast } = useToast();
  const id = useId();
  const { form, editorRef, altRefusal } = compose;
  const [content, cover, language] = useWatch({ control: form.control, name: ['content', 'image', 'language'] });
  const [known, setKnown] = useState<ReadonlyMap<string, KnownFile>>(() => new Map());
  const [required, setRequired] = useState(true);
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const missing = useMemo(() => missingAltText(content, cover, known), [content, cover, known]);

  // What the server knows of the library files used here, for the article's language. Asked again
  // when they or the language change, and after every refusal (a file may have been described meanwhile).
  const urlsKey = JSON.stringify([...new Set(libraryUrls(content, cover))].sort());
  const refusalSeq = altRefusal?.seq ?? 0;
  useEffect(() => {
    let stale = false;
    const timer = window.setTimeout(async () => {
      try {
        const result = await altTextHintAction({ urls: JSON.parse(urlsKey) as string[], language });
        if (stale || !result.ok || !result.data) return;
        setRequired(result.data.required);
        setKnown(new Map(result.data.files.map((f) => [f.key, { id: f.id, described: f.described }])));
      } catch {
        // A hint only: the server's refusal still says which images when publishing.
      }
    }, refusalSeq > 0 ? 0 : HINT_DELAY_MS);
    return () => {
      stale = true;
      window.clearTimeout(timer);
    };
  }, [urlsKey, language, refusalSeq]);

  // A refusal: say it, and bring the writer here once the publish dialog has closed and handed focus back.
  useEffect(() => {
    if (!altRefusal) return;
    const timer = window.setTimeout(() => {
      setAnnouncement(altRefusal.message);
      headingRef.current?.scrollIntoView({ block: 'center' });
      headingRef.current?.focus();
    }, 320);
    return () => window.clearTimeout(timer);
  }, [altRefusal]);

  const refused = altRefusal !== null;
  const shown = missing.length > 0 && (required || refused);

  function focusAfter(entry: MissingAlt) {
    const next = missing.find((m) => m.kind === 'body' && m.url !== entry.url);
    const target = next ? inputs.current.get(next.url) : null;
    if (target) target.focus();
    else headingRef.current?.focus();
  }

  async function describe(entry: Extract<MissingAlt, { kind: 'body' }>, text: string, toLibrary: boolean): Promise<boolean> {
    const alt = text.trim();
    if (!alt) return false;
    const file = entry.fileKey ? known.get(entry.fileKey) : undefined;
    if (toLibrary && file && entry.fileKey) {
      const saved = await updateMedia({ id: file.id, unique_key: entry.fileKey }, { alt: { [language]: alt } }, locale, tErrors('unexpected'));
      if (!saved.ok) {
        toast({ message: saved.message, variant: 'error' });
        return false;
      }
      setKnown((current) => new Map(current).set(entry.fileKey as string, { ...file, described: true }));
    }
    editorRef.current?.setImageAlt(entry.url, alt);
    setAnnouncement(t('described', { number: entry.number }));
    focusAfter(entry);
    return true;
  }

  function describeCover() {
    const field = document.getElementById(COVER_ALT_ID);
    // Until the cover has its own alt field, the cover's controls are the nearest place to go.
    const target = field ?? document.querySelector<HTMLElement>('[data-testid="cover-preview"]')?.closest('fieldset')?.querySelector<HTMLElement>('button, input') ?? null;
    target?.scrollIntoView({ block: 'center' });
    target?.focus();
  }

  return (
    <>
      <p role="status" aria-live="polite" className="sr-only" data-testid="alt-text-announcement">
        {announcement}
      </p>
      {shown && (
        <section
          aria-labelledby={`${id}-heading`}
          data-testid="alt-text-panel"
          className={clsx('flex flex-col gap-3 rounded-lg border p-4', refused ? 'border-negative-text' : 'border-border bg-background')}
        >
          <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="text-base font-semibold focus:outline-2 focus:outline-ring">
            {t('heading', { count: missing.length })}
          </h2>
          <p className={clsx('text-sm', refused ? 'text-negative-text' : 'text-muted-foreground')}>{refused ? altRefusal.message : t('hint')}</p>
          <ul className="flex flex-col gap-4">
            {missing.map((entry) => (
              <li key={`${entry.kind}:${entry.url}`} className="flex gap-3" data-testid="alt-text-item" data-kind={entry.kind}>
                {/* The thumbnail only shows which image: its name is in the text beside it. */}
                {/* eslint-disable-next-line @next/next/no-img-element -- an uploaded or outside URL of the article */}
                <img src={entry.fileKey ? `/api/files/${entry.fileKey}?w=480` : entry.url} alt="" className="size-16 shrink-0 rounded border border-border object-cover" />
                {entry.kind === 'cover' ? (
                  <div className="flex min-w-0 flex-col items-start gap-2">
                    <span className="text-sm font-medium">{t('cover')}</span>
                    <Button size="sm" variant="secondary" onClick={describeCover}>
                      {t('describeCover')}
                    </Button>
                  </div>
                ) : (
                  <BodyImageForm
                    entry={entry}
                    inLibrary={entry.fileKey !== null && known.has(entry.fileKey)}
                    languageName={language in languageKey ? tSite(`languages.${languageKey[language as Locale]}`) : language}
                    inputRef={(el) => {
                      if (el) inputs.current.set(entry.url, el);
                      else inputs.current.delete(entry.url);
                    }}
                    onDescribe={(text, toLibrary) => describe(entry, text, toLibrary)}
                  />
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

type BodyImageFormProps = {
  entry: Extract<MissingAlt, { kind: 'body' }>;
  /** A library file: its description can be saved there too. */
  inLibrary: boolean;
  languageName: string;
  inputRef: (el: HTMLInputElement | null) => void;
  onDescribe: (text: string, toLibrary: boolean) => Promise<boolean>;
};

/** One body image's alt text: typed here, written on the image in the editor (and to the library, if chosen). */
function BodyImageForm({ entry, inLibrary, languageName, inputRef, onDescribe }: BodyImageFormProps) {
  const t = useTranslations('AltText.panel');
  const id = useId();
  const [text, setText] = useState('');
  const [toLibrary, setToLibrary] = useState(true);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function apply() {
    if (!text.trim()) {
      setError(t('empty'));
      return;
    }
    setError(undefined);
    setBusy(true);
    const done = await onDescribe(text, inLibrary && toLibrary);
    setBusy(false);
    if (done) setText('');
  }

  return (
    <div className="flex min-w-0 flex-1 flex-col gap-2">
      <label htmlFor={`${id}-alt`} className="text-sm font-medium">
        {t('bodyImage', { number: entry.number })}
      </label>
      <Input
        id={`${id}-alt`}
        ref={inputRef}
        value={text}
        maxLength={250}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter applies this image's text (the editor's form around it submits nothing).
          if (event.key !== 'Enter') return;
          event.preventDefault();
          void apply();
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-negative-text">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {t('altHint')}
        </p>
      )}
      {inLibrary && (
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-0.5 size-4" checked={toLibrary} onChange={(event) => setToLibrary(event.target.checked)} />
          <span>{t('saveToLibrary', { language: languageName })}</span>
        </label>
      )}
      <div>
        <Button size="sm" onClick={() => void apply()} loading={busy}>
          {t('apply', { number: entry.number })}
        </Button>
      </div>
    </div>
  );
}
