'use client';

import { withServerValues } from '@/components/admin/server-values';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useController, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { clsx } from 'clsx';
import { getPathname } from '@/i18n/navigation';
import { locales, type Locale } from '@/i18n/routing';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DialogActions, DialogFrame } from '@/components/ui/dialog-frame';
import { FormField, formFieldIds } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/toast';
import { CategoryChip } from '@/components/admin/categories/category-chip';
import type { ComposeArticle } from '@/lib/articles/compose';
import type { ArticleView } from '@/lib/articles/present';
import type { ArticleRevisionView, ComposeCategoryOption } from '@/lib/articles/queries';
import {
  ARTICLE_EXCERPT_MAX,
  ARTICLE_SEO_DESCRIPTION_MAX,
  ARTICLE_SEO_TITLE_MAX,
  ARTICLE_TITLE_MAX,
  articleInputSchema,
  type ArticleInput,
} from '@/lib/articles/schema';
import { formatDisplayDate } from '@/lib/format/date';
import { shortenText } from '@/lib/format/text';
import { changeArticleStatus, deleteArticle, fetchRevisions, restoreRevision, saveArticle, type ArticleKey } from './article-api';
import { autosaveMode, useAutosave } from './autosave';
import { CoverImageField } from './cover-image-field';
import { clearLocalDraft, localDraftKey, readLocalDraft, writeLocalDraft } from './local-draft';
import { RevisionsPanel } from './revisions-panel';
import { RichTextEditor, type RichTextEditorHandle } from './rich-text-editor';
import { useLeaveGuard } from './use-leave-guard';

/** The form's fields as the inputs hold them (strings); toInput turns them into the schema's input. */
type FormValues = {
  title: string;
  content: string;
  categories: number[];
  image: string;
  excerpt: string;
  seo_title: string;
  seo_description: string;
  language: string;
  featured: boolean;
  author_id: string;
  /** A datetime-local value in the browser's zone, or ''. */
  published_at: string;
};
type Field = keyof FormValues;

/** What the editor keeps of the saved article: where it lives and its publication state. */
type ArticleMeta = Pick<ComposeArticle, 'id' | 'unique_key' | 'status' | 'scheduled' | 'published_at' | 'author'>;

function metaOf(article: ArticleMeta): ArticleMeta {
  const { id, unique_key, status, scheduled, published_at, author } = article;
  return { id, unique_key, status, scheduled, published_at, author };
}

/** draft: "Save draft"; publish: "Publish"; update: "Update" of a published article; autosave: a draft, silently. */
type Intent = 'draft' | 'publish' | 'update' | 'autosave';

// Catalogue keys of the language names (each written in its own language), as the language switcher has them.
const languageKey = { 'pt-BR': 'ptBR', en: 'en', es: 'es', fr: 'fr', ht: 'ht' } as const satisfies Record<Locale, string>;

export type ComposeFormProps = {
  article: ComposeArticle | null;
  revisions: ArticleRevisionView[];
  categories: ComposeCategoryOption[];
  /** The author select's choices; null when the user may not choose an author (no 'articles-all'). */
  authors: { id: number; name: string }[] | null;
  currentUserId: number;
  /** Whether the user may unpublish and delete here (the article list's grant, which those calls check). */
  canChangeStatus: boolean;
};

function pad(n: number) {
  return String(n).padStart(2, '0');
}

/** An ISO date as a datetime-local value in the browser's zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function valuesOf(article: ComposeArticle | null, currentUserId: number, authorsShown: boolean): FormValues {
  return {
    title: article?.title ?? '',
    content: article?.content ?? '',
    categories: article?.categories ?? [],
    image: article?.image ?? '',
    excerpt: article?.excerpt ?? '',
    seo_title: article?.seo_title ?? '',
    seo_description: article?.seo_description ?? '',
    language: article?.language ?? 'pt-BR',
    featured: article?.featured ?? false,
    author_id: authorsShown ? String(article ? (article.author?.id ?? '') : currentUserId) : '',
    // Set after mount: the browser's zone is not known while rendering on the server.
    published_at: '',
  };
}

/** The request the action and the API take. `update` keeps the stored status; the others set it. */
function toInput(values: FormValues, intent: Intent, authorsShown: boolean): ArticleInput {
  return {
    title: values.title,
    content: values.content,
    categories: values.categories,
    image: values.image || null,
    excerpt: values.excerpt,
    seo_title: values.seo_title,
    seo_description: values.seo_description,
    language: values.language as ArticleInput['language'],
    featured: values.featured,
    ...(authorsShown && values.author_id ? { author_id: Number(values.author_id) } : {}),
    ...(values.published_at ? { published_at: new Date(values.published_at).toISOString() } : {}),
    ...(intent === 'update' ? {} : { status: intent === 'publish' ? 'published' : 'draft' }),
  };
}

/** The visible text of the editor's HTML, for the SEO description's placeholder. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function isFuture(localValue: string): boolean {
  return localValue !== '' && new Date(localValue).getTime() > Date.now();
}

/**
 * The article editor: title, rich text, categories, cover, excerpt, SEO, language, featured, author,
 * publication date; Save draft / Publish / Update; autosave of drafts; revisions; a prompt before
 * leaving with unsaved changes. All rules are checked again on the server (lib/articles/commands.ts).
 */
export function ComposeForm({ article: initialArticle, revisions: initialRevisions, categories, authors, currentUserId, canChangeStatus }: ComposeFormProps) {
  const t = useTranslations('Admin.compose');
  const tAll = useTranslations();
  const tSite = useTranslations('Site');
  const tErrors = useTranslations('Errors');
  const tList = useTranslations('Admin.articles');
  const locale = useLocale();
  const format = useFormatter();
  const router = useRouter();
  const { toast } = useToast();
  const ids = { title: useId(), content: useId(), excerpt: useId(), seoTitle: useId(), seoDescription: useId(), cover: useId() };
  const authorsShown = authors !== null;

  const [article, setArticle] = useState<ArticleMeta | null>(initialArticle && metaOf(initialArticle));
  const articleRef = useRef<ArticleMeta | null>(initialArticle && metaOf(initialArticle));
  const [revisions, setRevisions] = useState(initialRevisions);
  const editorRef = useRef<RichTextEditorHandle>(null);

  // Unsaved changes: every user edit bumps the counter; a save clears `dirty` if nothing changed meanwhile.
  const [changeCount, setChangeCount] = useState(0);
  const changeCountRef = useRef(0);
  const [dirty, setDirty] = useState(false);
  const markChanged = useCallback(() => {
    changeCountRef.current += 1;
    setChangeCount(changeCountRef.current);
    setDirty(true);
  }, []);

  const [saving, setSaving] = useState<Intent | null>(null);
  const savingRef = useRef(false);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [autosaveNote, setAutosaveNote] = useState<{ kind: 'incomplete' | 'failed'; message?: string } | null>(null);
  const [autosaveHeldAt, setAutosaveHeldAt] = useState<number | null>(null);
  const [confirmPublish, setConfirmPublish] = useState(false);
  const [published, setPublished] = useState<ArticleMeta | null>(null);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const intentRef = useRef<Intent>('draft');
  const [sessionEnded, setSessionEnded] = useState(false);
  const [pendingStatus, setPendingStatus] = useState<'unpublish' | 'delete' | null>(null);
  // What the confirmation asks about, kept while it closes (its 300 ms animation) so its text does not switch.
  const [statusQuestion, setStatusQuestion] = useState<'unpublish' | 'delete'>('unpublish');
  const askStatus = (action: 'unpublish' | 'delete') => {
    setStatusQuestion(action);
    setPendingStatus(action);
  };
  const [restoredAt, setRestoredAt] = useState<Date | null>(null);
  // The editor is remounted with a restored draft's content (it reads its content once, when created).
  const [editorSeed, setEditorSeed] = useState({ content: initialArticle?.content ?? '', version: 0 });

  // Validation with the domain's schema, for the intent of the button pressed (publishing needs an image).
  const resolver = useCallback<Resolver<FormValues>>(
    async (values) => {
      // "Update" keeps the published status, so it is checked as publishing is (the image is required).
      const intent = intentRef.current === 'update' ? 'publish' : intentRef.current;
      const result = articleInputSchema.safeParse(toInput(values, intent, authorsShown));
      if (result.success) return { values, errors: {} };
      const errors: FieldErrors<FormValues> = {};
      for (const issue of result.error.issues) {
        const field = String(issue.path[0]) as Field;
        errors[field] ??= { type: 'validation', message: issue.message };
      }
      return { values: {}, errors };
    },
    [authorsShown],
  );
  const form = useForm<FormValues>({ resolver, defaultValues: valuesOf(initialArticle, currentUserId, authorsShown) });
  const { control, handleSubmit, setValue, setError, clearErrors, getValues, reset, formState } = form;
  const field = withServerValues(form);
  const categoriesField = useController({ control, name: 'categories' });
  const [title, excerpt, content, image, publishedAt] = useWatch({ control, name: ['title', 'excerpt', 'content', 'image', 'published_at'] });

  useEffect(() => {
    if (initialArticle?.published_at) form.resetField('published_at', { defaultValue: toLocalInput(initialArticle.published_at) });
  }, [form, initialArticle]);

  // Back from signing in again after the session ended: the work kept in the browser is put back at
  // once (the writer asked to save it, so it is not a question), with a notice offering to discard it.
  useEffect(() => {
    const stored = readLocalDraft<FormValues>(localDraftKey(currentUserId, initialArticle?.id ?? null));
    if (!stored) return;
    // A one-off sync from browser storage, which the server render cannot read.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEditorSeed((seed) => ({ content: stored.values.content ?? '', version: seed.version + 1 }));
    form.reset({ ...form.getValues(), ...stored.values }, { keepDefaultValues: true });
    setRestoredAt(new Date(stored.storedAt));
    markChanged();
  }, [form, currentUserId, initialArticle, markChanged]);

  // Edits typed into registered inputs; the editor, cover and categories report theirs themselves.
  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ type }) => {
          if (type === 'change') markChanged();
        },
      }),
    [subscribe, markChanged],
  );

  /** A field's error, translated (schema messages are catalogue keys; the server's are already translated). */
  const errorOf = (field: Field): string | undefined => {
    const error = formState.errors[field];
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : tAll(error.message as Parameters<typeof tAll>[0]);
  };

  function canonicalPath(saved: ArticleMeta) {
    return getPathname({ href: `/admin/compose/${saved.unique_key}/${saved.id}`, locale });
  }

  const keyOf = (saved: ArticleMeta): ArticleKey => ({ id: saved.id, uniqueKey: saved.unique_key });

  /** Revisions exist only for published articles (each of their saves stores one). */
  async function reloadRevisions(saved: ArticleMeta) {
    if (saved.status !== 'published') return;
    const result = await fetchRevisions(keyOf(saved), locale, tErrors('unexpected'));
    if (result.ok) setRevisions(result.data.items);
  }

  /** The session ended (401): keep the unsaved work in the browser and ask to sign in again. */
  function sessionExpired() {
    writeLocalDraft(localDraftKey(currentUserId, articleRef.current?.id ?? null), getValues());
    setSessionEnded(true);
  }

  function signInAgain() {
    // The work is kept in the browser: leaving needs no "unsaved changes" question.
    allowNextNavigation();
    const callbackUrl = window.location.pathname + window.location.search;
    router.push(`${getPathname({ href: '/login', locale })}?${new URLSearchParams({ callbackUrl, expired: '1' })}`);
  }

  function discardRestored() {
    clearLocalDraft(localDraftKey(currentUserId, articleRef.current?.id ?? null));
    const stored = valuesOf(initialArticle, currentUserId, authorsShown);
    reset({ ...stored, published_at: toLocalInput(initialArticle?.published_at ?? null) });
    editorRef.current?.setContent(stored.content);
    setRestoredAt(null);
    setDirty(false);
  }

  function applySaved(view: ArticleView, startCount: number) {
    const saved = metaOf(view);
    // Saved on the server: the browser's copy (under "new" or under its id) has done its job.
    clearLocalDraft(localDraftKey(currentUserId, null), localDraftKey(currentUserId, saved.id));
    setRestoredAt(null);
    articleRef.current = saved;
    setArticle(saved);
    void reloadRevisions(saved);
    if (changeCountRef.current === startCount) setDirty(false);
    setSavedAt(new Date());
    setAutosaveNote(null);
    clearErrors();
    // "Publish at" shows the date the server set (publishing now fills it in), unless edited meanwhile.
    if (changeCountRef.current === startCount || !getValues('published_at')) {
      form.resetField('published_at', { defaultValue: toLocalInput(view.published_at) });
    }
    // The first save of a new article, or a draft whose slug followed its title: show the edit URL.
    // history.replaceState (integrated with Next's router) changes the address without re-rendering
    // the page; router.replace would load the page for the new URL and remount the editor.
    const path = canonicalPath(saved);
    if (window.location.pathname !== path) window.history.replaceState(null, '', path);
  }

  async function persist(intent: Intent): Promise<boolean> {
    if (savingRef.current) return false;
    savingRef.current = true;
    setSaving(intent);
    const startCount = changeCountRef.current;
    const current = articleRef.current;
    const result = await saveArticle(current && keyOf(current), toInput(getValues(), intent, authorsShown), locale, tErrors('unexpected'));
    savingRef.current = false;
    setSaving(null);
    if (!result.ok && result.status === 401) {
      // An autosave waits for the next change before trying again, rather than ask every 10 s.
      if (intent === 'autosave') setAutosaveHeldAt(startCount);
      sessionExpired();
      return false;
    }
    if (!result.ok) {
      for (const [field, message] of Object.entries(result.fieldErrors)) {
        if (field in getValues()) setError(field as Field, { type: 'server', message });
      }
      if (intent === 'autosave') {
        setAutosaveNote({ kind: 'failed', message: result.message });
        setAutosaveHeldAt(startCount);
      } else {
        toast({ message: result.message, variant: 'error' });
      }
      return false;
    }
    applySaved(result.data, startCount);
    if (intent === 'publish') setPublished(metaOf(result.data));
    else if (intent !== 'autosave') toast({ message: result.message, variant: 'success' });
    return true;
  }

  const mode = autosaveMode({ exists: article !== null, status: article?.status ?? null, title });
  useAutosave({
    changeCount,
    dirty,
    enabled: mode !== 'off' && saving === null && autosaveHeldAt !== changeCount,
    save: () => {
      // Quietly wait for a complete draft (title, content, a category) rather than show errors mid-typing.
      const check = articleInputSchema.safeParse(toInput(getValues(), 'autosave', authorsShown));
      if (!check.success) {
        setAutosaveNote({ kind: 'incomplete' });
        setAutosaveHeldAt(changeCountRef.current);
        return;
      }
      void persist('autosave');
    },
  });

  const { allowNextNavigation } = useLeaveGuard(dirty, setLeaveTo);

  function submit(intent: Exclude<Intent, 'autosave'>) {
    intentRef.current = intent;
    void handleSubmit(
      () => (intent === 'publish' ? setConfirmPublish(true) : void persist(intent)),
      () => toast({ message: tErrors('validation'), variant: 'error' }),
    )();
  }

  /** Unpublish or delete, after the article list's own confirmation. */
  async function changeStatus(action: 'unpublish' | 'delete') {
    const current = articleRef.current;
    if (!current) return;
    const result =
      action === 'delete'
        ? await deleteArticle(keyOf(current), locale, tErrors('unexpected'))
        : await changeArticleStatus(keyOf(current), 'draft', locale, tErrors('unexpected'));
    setPendingStatus(null);
    if (!result.ok) {
      if (result.status === 401) sessionExpired();
      else toast({ message: result.message, variant: 'error' });
      return;
    }
    if (action === 'delete') {
      clearLocalDraft(localDraftKey(currentUserId, current.id));
      allowNextNavigation();
      router.push(getPathname({ href: '/admin/list-of-articles', locale }));
      return;
    }
    const saved = metaOf(result.data);
    articleRef.current = saved;
    setArticle(saved);
    toast({ message: tList('messages.unpublished'), variant: 'success' });
  }

  async function restore(revisionId: number) {
    const current = articleRef.current;
    if (!current) return;
    const result = await restoreRevision(keyOf(current), revisionId, locale, tErrors('unexpected'));
    if (!result.ok) {
      toast({ message: result.message, variant: 'error' });
      return;
    }
    // The form shows the restored version: the editor's content is replaced without an undo step.
    // Restoring derives the excerpt from the restored content again: the field goes back to empty.
    const view = result.data;
    reset({
      ...valuesOf({ ...view, categories: view.categories.map((c) => c.id), excerpt: null }, currentUserId, authorsShown),
      published_at: toLocalInput(view.published_at),
    });
    editorRef.current?.setContent(view.content);
    applySaved(view, changeCountRef.current);
    setDirty(false);
    toast({ message: t('revisions.restored'), variant: 'success' });
  }

  const status = article?.status ?? null;
  const scheduledNow = status === 'published' && (article?.scheduled ?? false);
  const statusLabel = status === null ? t('status.new') : scheduledNow ? t('status.scheduled') : t(`status.${status}`);
  const contentIds = formFieldIds(ids.content);
  const contentError = errorOf('content');
  const derivedExcerpt = shortenText(plainText(content), 160);
  const willSchedule = isFuture(publishedAt);
  const busy = saving !== null && saving !== 'autosave';
  const livePath = published ? getPathname({ href: `/post/${published.unique_key}/${published.id}`, locale }) : '';

  let saveNote: string | null = null;
  if (saving === 'autosave') saveNote = t('autosave.saving');
  else if (autosaveNote?.kind === 'failed') saveNote = t('autosave.failed', { message: autosaveNote.message ?? '' });
  else if (autosaveNote?.kind === 'incomplete' && dirty) saveNote = t('autosave.incomplete');
  else if (dirty && status === 'published') saveNote = t('autosave.publishedUnsaved');
  else if (savedAt) saveNote = t('autosave.savedAt', { time: formatDisplayDate(savedAt, { locale, now: savedAt }) });
  else if (dirty) saveNote = t('autosave.unsaved');

  return (
    // Room under the form for the actions bar fixed at the bottom of small screens.
    <div className="flex flex-col gap-6 max-lg:pb-36">
      {/* Saving, publishing or updating by hand (spec §9); an autosave stays quiet and never blocks typing. */}
      <LoadingOverlay active={busy} label={t('autosave.saving')} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{article ? t('editTitle') : t('newTitle')}</h1>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span
              data-testid="article-status"
              className={clsx(
                'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                status === 'published' && !scheduledNow ? 'bg-positive text-positive-foreground' : scheduledNow ? 'bg-info text-info-foreground' : 'border border-border bg-background text-foreground',
              )}
            >
              {statusLabel}
            </span>
            <span role="status" aria-live="polite" data-testid="save-status" className="text-muted-foreground">
              {saveNote}
            </span>
          </div>
        </div>
      </div>

      {restoredAt && (
        <div
          role="status"
          data-testid="draft-restored"
          className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-warning-dark/40 bg-warning-light px-4 py-3 text-sm text-warning-light-foreground"
        >
          <p>{t('sessionExpired.restored', { time: formatDisplayDate(restoredAt, { locale, now: new Date() }) })}</p>
          <Button variant="secondary" size="sm" onClick={discardRestored}>
            {t('sessionExpired.discard')}
          </Button>
        </div>
      )}

      <form noValidate onSubmit={(event) => event.preventDefault()} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-5">
          <FormField id={ids.title} label={t('fields.title')} error={errorOf('title')} required>
            <Input {...field.text('title')} maxLength={ARTICLE_TITLE_MAX} autoComplete="off" className="text-lg" />
          </FormField>

          <div className="flex flex-col gap-1.5">
            <span id={`${ids.content}-label`} className="text-sm font-medium text-foreground">
              {t('fields.content')}
              <span aria-hidden="true" className="ml-0.5 text-negative-text">
                *
              </span>
            </span>
            <RichTextEditor
              key={editorSeed.version}
              ref={editorRef}
              labelId={`${ids.content}-label`}
              initialContent={editorSeed.content}
              invalid={Boolean(contentError)}
              describedBy={contentError ? contentIds.error : undefined}
              onChange={(html) => {
                setValue('content', html, { shouldValidate: formState.isSubmitted });
                markChanged();
              }}
              onUploadError={(message, status) => {
                if (status === 401) return sessionExpired();
                setError('content', { type: 'server', message });
                toast({ message, variant: 'error' });
              }}
            />
            {contentError && (
              <p id={contentIds.error} className="text-sm text-negative-text">
                {contentError}
              </p>
            )}
          </div>

          <FormField id={ids.excerpt} label={t('fields.excerpt')} error={errorOf('excerpt')} hint={t('fields.excerptHint')}>
            <Textarea {...field.text('excerpt')} rows={3} maxLength={ARTICLE_EXCERPT_MAX} placeholder={t('fields.excerptPlaceholder')} />
          </FormField>

          <fieldset className="flex flex-col gap-4 rounded-lg border border-border p-4">
            <legend className="px-1 text-sm font-semibold">{t('fields.seo')}</legend>
            <FormField id={ids.seoTitle} label={t('fields.seoTitle')} error={errorOf('seo_title')} hint={t('fields.seoTitleHint')}>
              <Input {...field.text('seo_title')} maxLength={ARTICLE_SEO_TITLE_MAX} placeholder={title.trim() || t('fields.seoTitlePlaceholder')} />
            </FormField>
            <FormField id={ids.seoDescription} label={t('fields.seoDescription')} error={errorOf('seo_description')} hint={t('fields.seoDescriptionHint')}>
              <Textarea
                {...field.text('seo_description')}
                rows={2}
                maxLength={ARTICLE_SEO_DESCRIPTION_MAX}
                placeholder={excerpt.trim() || derivedExcerpt || t('fields.seoDescriptionPlaceholder')}
              />
            </FormField>
          </fieldset>
        </div>

        {/* min-w-0 here and on the fieldset (whose default min-width is its content): a long category name shortens instead of widening the column. */}
        <div className="flex min-w-0 flex-col gap-5">
          {/* Below the large breakpoint the column comes after the text: the actions stay at the bottom of the screen. */}
          <div
            data-testid="publish-actions"
            className={clsx(
              'flex flex-col gap-2 rounded-lg border border-border bg-background p-4',
              'max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-40 max-lg:flex-row max-lg:flex-wrap max-lg:items-center max-lg:rounded-none max-lg:border-x-0 max-lg:border-b-0 max-lg:p-3 max-lg:shadow-[0_-2px_8px_rgb(0_0_0/0.08)] md:max-lg:left-64',
            )}
          >
            {status === 'published' ? (
              <>
                <Button onClick={() => submit('update')} loading={saving === 'update'} disabled={busy}>
                  {t('actions.update')}
                </Button>
                {canChangeStatus && (
                  <Button variant="secondary" onClick={() => askStatus('unpublish')} disabled={busy}>
                    {tList('actions.unpublish')}
                  </Button>
                )}
              </>
            ) : (
              <>
                <Button onClick={() => submit('publish')} loading={saving === 'publish'} disabled={busy}>
                  {willSchedule ? t('actions.schedule') : t('actions.publish')}
                </Button>
                <Button variant="secondary" onClick={() => submit('draft')} loading={saving === 'draft'} disabled={busy}>
                  {t('actions.saveDraft')}
                </Button>
              </>
            )}
            {article && status === 'published' && (
              <a
                href={getPathname({ href: `/post/${article.unique_key}/${article.id}`, locale })}
                target="_blank"
                rel="noopener"
                className={buttonClasses({ variant: 'ghost', size: 'sm' })}
              >
                {t('actions.viewLive')}
              </a>
            )}
            {article && canChangeStatus && (
              <Button variant="danger" onClick={() => askStatus('delete')} disabled={busy}>
                {tList('actions.delete')}
              </Button>
            )}
          </div>

          <FormField
            id="article-published-at"
            label={t('fields.publishedAt')}
            error={errorOf('published_at')}
            hint={willSchedule ? t('fields.publishedAtScheduled') : t('fields.publishedAtHint')}
          >
            <Input {...field.text('published_at')} type="datetime-local" />
          </FormField>

          <fieldset
            className="flex min-w-0 flex-col gap-2"
            aria-describedby={errorOf('categories') ? 'article-categories-error' : undefined}
            aria-invalid={errorOf('categories') ? true : undefined}
          >
            <legend className="mb-1.5 text-sm font-medium">
              {t('fields.categories')}
              <span aria-hidden="true" className="ml-0.5 text-negative-text">
                *
              </span>
            </legend>
            {categories.length === 0 && <p className="text-sm text-muted-foreground">{t('fields.noCategories')}</p>}
            <ul className="flex flex-col gap-1.5">
              {categories.map((category) => {
                const checked = categoriesField.field.value.includes(category.id);
                return (
                  <li key={category.id} className="min-w-0">
                    <label className="flex min-w-0 cursor-pointer items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="size-4 shrink-0 accent-primary"
                        checked={checked}
                        onChange={() => {
                          const next = checked ? categoriesField.field.value.filter((id) => id !== category.id) : [...categoriesField.field.value, category.id];
                          categoriesField.field.onChange(next);
                          markChanged();
                        }}
                      />
                      <CategoryChip name={category.name} textColor={category.text_color} backgroundColor={category.background_color} />
                      {category.status === 'inactive' && <span className="shrink-0 text-xs text-muted-foreground">{t('fields.inactiveCategory')}</span>}
                    </label>
                  </li>
                );
              })}
            </ul>
            {errorOf('categories') && (
              <p id="article-categories-error" className="text-sm text-negative-text">
                {errorOf('categories')}
              </p>
            )}
          </fieldset>

          <CoverImageField
            id={ids.cover}
            value={image}
            error={errorOf('image')}
            onUnauthorized={sessionExpired}
            onChange={(url) => {
              setValue('image', url, { shouldValidate: formState.isSubmitted });
              markChanged();
            }}
          />

          <FormField id="article-language" label={t('fields.language')} error={errorOf('language')}>
            <Select {...field.text('language')} options={locales.map((l) => ({ value: l, label: tSite(`languages.${languageKey[l]}`) }))} />
          </FormField>

          <label className="flex cursor-pointer items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="size-4 accent-primary" {...field.checkbox('featured')} />
            {t('fields.featured')}
          </label>

          {authors && (
            <FormField id="article-author" label={t('fields.author')} error={errorOf('author_id')}>
              <Select {...field.text('author_id')} options={authorOptions(authors, article?.author ?? null)} />
            </FormField>
          )}

          {article && <RevisionsPanel revisions={revisions} onRestore={restore} />}
        </div>
      </form>

      <ConfirmDialog
        open={confirmPublish}
        onOpenChange={setConfirmPublish}
        title={willSchedule ? t('publishConfirm.scheduleTitle') : t('publishConfirm.title')}
        description={
          willSchedule
            ? t('publishConfirm.scheduleText', { date: format.dateTime(new Date(publishedAt), { dateStyle: 'short', timeStyle: 'short' }) })
            : t('publishConfirm.text')
        }
        confirmLabel={willSchedule ? t('actions.schedule') : t('actions.publish')}
        cancelLabel={t('dialogs.cancel')}
        onConfirm={async () => {
          intentRef.current = 'publish';
          await persist('publish');
        }}
      />

      <DialogFrame
        open={published !== null}
        onOpenChange={(open) => !open && setPublished(null)}
        title={published?.scheduled ? t('publishedDialog.scheduledTitle') : t('publishedDialog.title')}
        description={
          published?.scheduled && published.published_at
            ? t('publishedDialog.scheduledText', { date: format.dateTime(new Date(published.published_at), { dateStyle: 'short', timeStyle: 'short' }) })
            : t('publishedDialog.text')
        }
        width="narrow"
        closeOnOutsideClick
      >
        <DialogActions cancelLabel={t('publishedDialog.close')} className="mt-6">
          <a href={livePath} target="_blank" rel="noopener" className={buttonClasses()} onClick={() => setPublished(null)}>
            {t('publishedDialog.open')}
          </a>
        </DialogActions>
      </DialogFrame>

      <ConfirmDialog
        open={pendingStatus !== null}
        onOpenChange={(open) => !open && setPendingStatus(null)}
        title={statusQuestion === 'delete' ? tList('confirm.deleteTitle', { title }) : tList('confirm.unpublishTitle', { title })}
        description={statusQuestion === 'delete' ? tList('confirm.deleteText') : tList('confirm.unpublishText')}
        variant="danger"
        confirmLabel={statusQuestion === 'delete' ? tList('actions.delete') : tList('actions.unpublish')}
        cancelLabel={tList('confirm.cancel')}
        onConfirm={() => changeStatus(statusQuestion)}
      />

      <DialogFrame
        open={sessionEnded}
        // Closing keeps the writer on the page (the copy stays in the browser); saving again asks again.
        onOpenChange={setSessionEnded}
        role="alertdialog"
        title={t('sessionExpired.title')}
        description={tErrors('sessionExpired')}
        width="narrow"
      >
        <p className="mt-3 text-sm text-muted-foreground">{t('sessionExpired.kept')}</p>
        <DialogActions cancelLabel={t('dialogs.cancel')} className="mt-6">
          <Button onClick={signInAgain}>{t('sessionExpired.signIn')}</Button>
        </DialogActions>
      </DialogFrame>

      <ConfirmDialog
        open={leaveTo !== null}
        onOpenChange={(open) => !open && setLeaveTo(null)}
        title={t('leave.title')}
        description={t('leave.text')}
        confirmLabel={t('leave.confirm')}
        cancelLabel={t('leave.stay')}
        variant="danger"
        onConfirm={() => {
          const href = leaveTo;
          if (!href) return;
          allowNextNavigation();
          router.push(href);
        }}
      />
    </div>
  );
}

/** The author select's options: the assignable users, plus the current author if no longer among them. */
function authorOptions(authors: { id: number; name: string }[], current: { id: number; name: string } | null) {
  const list = current && !authors.some((a) => a.id === current.id) ? [current, ...authors] : authors;
  return list.map((a) => ({ value: String(a.id), label: a.name }));
}
