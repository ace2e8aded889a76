'use client';

import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { getPathname } from '@/i18n/navigation';
import { useToast } from '@/components/ui/toast';
import type { ComposeArticle } from '@/lib/articles/compose';
import type { ArticleView } from '@/lib/articles/present';
import type { ArticleRevisionView } from '@/lib/articles/queries';
import { articleInputSchema } from '@/lib/articles/schema';
import { changeArticleStatus, createTranslation, deleteArticle, fetchRevisions, restoreRevision, saveArticle, type ArticleKey } from './article-api';
import { useAutosave } from './autosave';
import { autosaveEnabled, composeReducer, initialComposeState, type StatusAction } from './compose-state';
import { metaOf, toInput, toLocalInput, valuesOf, type ArticleMeta, type Field, type FormValues, type Intent } from './compose-values';
import { clearLocalDraft, localDraftKey, readLocalDraft, writeLocalDraft } from './local-draft';
import type { RichTextEditorHandle } from './rich-text-editor';
import { useLeaveGuard } from './use-leave-guard';
import { refusedImages } from './alt-text-check';
import { conflictOf, copyMine, dropUnsavedText, keepMine, readUnsavedText, visibleText, type EditConflict, type UnsavedText } from './conflict';

/** A publish refused with 422 IMAGE_ALT_MISSING: its message and images; `seq` tells one refusal from the next. */
export type AltRefusal = { message: string; images: { field: string; url: string }[]; seq: number };

type Options = {
  article: ComposeArticle | null;
  revisions: ArticleRevisionView[];
  authorsShown: boolean;
  currentUserId: number;
};

const keyOf = (saved: ArticleMeta): ArticleKey => ({ id: saved.id, uniqueKey: saved.uniqueKey });

/**
 * The editor's form and its save / publish / autosave / revisions / leave-guard behaviour. The
 * transitions are composeReducer's; this hook runs what they cannot: API calls, toasts, browser
 * storage, navigation. Some values are also kept in refs because an async save must read them as
 * they are when it ends, not as they were when its closure was made.
 */
export function useComposeState({ article: initialArticle, revisions: initialRevisions, authorsShown, currentUserId }: Options) {
  const t = useTranslations('Admin.compose');
  const tErrors = useTranslations('Errors');
  const tList = useTranslations('Admin.articles');
  const locale = useLocale();
  const router = useRouter();
  const { toast } = useToast();

  const [state, dispatch] = useReducer(composeReducer, null, () =>
    initialComposeState(initialArticle && metaOf(initialArticle), initialRevisions, initialArticle?.content ?? ''),
  );
  const articleRef = useRef<ArticleMeta | null>(initialArticle && metaOf(initialArticle));
  const changeCountRef = useRef(0);
  const savingRef = useRef(false);
  const intentRef = useRef<Intent>('draft');
  const editorRef = useRef<RichTextEditorHandle>(null);
  // The saved article's language and translation group, as the Translations panel shows them.
  const [group, setGroup] = useState(() => ({ language: initialArticle?.language ?? null, translations: initialArticle?.translations ?? [] }));
  // The last publish refused for images without alt text: the alt-text panel lists them and takes focus.
  const [altRefusal, setAltRefusal] = useState<AltRefusal | null>(null);
  // A save refused because someone saved a newer version (409 VERSION_CONFLICT): the conflict screen.
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  // "Your unsaved text", kept by "copy my text and reload" (in the browser too, so a reload keeps it) until dismissed.
  const [unsaved, setUnsaved] = useReducer((_: UnsavedText | null, next: UnsavedText | null) => next, null);
  useEffect(() => {
    const kept = readUnsavedText(localDraftKey(currentUserId, initialArticle?.id ?? null));
    if (kept) setUnsaved(kept);
  }, [currentUserId, initialArticle]);

  const markChanged = useCallback(() => {
    changeCountRef.current += 1;
    dispatch({ type: 'changed' });
  }, []);

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
  const { handleSubmit, setError, clearErrors, getValues, reset } = form;

  useEffect(() => {
    if (initialArticle?.publishedAt) form.resetField('published_at', { defaultValue: toLocalInput(initialArticle.publishedAt) });
  }, [form, initialArticle]);

  // Back from signing in again after the session ended: the work kept in the browser is put back at
  // once (the writer asked to save it, so it is not a question), with a notice offering to discard it.
  useEffect(() => {
    const stored = readLocalDraft<FormValues>(localDraftKey(currentUserId, initialArticle?.id ?? null));
    if (!stored) return;
    dispatch({ type: 'draftRestored', content: stored.values.content ?? '', storedAt: new Date(stored.storedAt) });
    form.reset({ ...form.getValues(), ...stored.values }, { keepDefaultValues: true });
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

  const { allowNextNavigation } = useLeaveGuard(state.dirty, (href) => dispatch({ type: 'leaveAttempted', href }));

  /** Revisions exist only for published articles (each of their saves stores one). */
  async function reloadRevisions(saved: ArticleMeta) {
    if (saved.status !== 'published') return;
    const result = await fetchRevisions(keyOf(saved), locale, tErrors('unexpected'));
    if (result.ok) dispatch({ type: 'revisionsLoaded', revisions: result.data.items });
  }

  /** The session ended (401): keep the unsaved work in the browser and ask to sign in again. */
  function sessionExpired() {
    writeLocalDraft(localDraftKey(currentUserId, articleRef.current?.id ?? null), getValues());
    dispatch({ type: 'sessionEnded' });
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
    reset({ ...stored, published_at: toLocalInput(initialArticle?.publishedAt ?? null) });
    editorRef.current?.setContent(stored.content);
    dispatch({ type: 'restoredDiscarded' });
  }

  function applySaved(view: ArticleView, startCount: number, intent: Intent | 'restore') {
    const saved = metaOf(view);
    // Saved on the server: the browser's copy (under "new" or under its id) has done its job.
    clearLocalDraft(localDraftKey(currentUserId, null), localDraftKey(currentUserId, saved.id));
    articleRef.current = saved;
    setGroup({ language: view.language, translations: view.translations });
    dispatch({ type: 'saved', article: saved, startCount, at: new Date(), intent });
    void reloadRevisions(saved);
    clearErrors();
    // "Publish at" shows the date the server set (publishing now fills it in), unless edited meanwhile.
    if (changeCountRef.current === startCount || !getValues('published_at')) {
      form.resetField('published_at', { defaultValue: toLocalInput(view.publishedAt) });
    }
    // The first save of a new article, or a draft whose slug followed its title: show the edit URL.
    // history.replaceState (integrated with Next's router) changes the address without re-rendering
    // the page; router.replace would load the page for the new URL and remount the editor.
    const path = getPathname({ href: `/admin/compose/${saved.uniqueKey}/${saved.id}`, locale });
    if (window.location.pathname !== path) window.history.replaceState(null, '', path);
  }

  async function persist(intent: Intent, overwrite = false): Promise<boolean> {
    if (savingRef.current) return false;
    savingRef.current = true;
    dispatch({ type: 'saveStarted', intent });
    const startCount = changeCountRef.current;
    const current = articleRef.current;
    // The version loaded goes with every save: one made since by someone else is a 409, never overwritten.
    const input = { ...toInput(getValues(), intent, authorsShown), ...(current ? { version: current.version } : {}), ...(overwrite ? { overwrite: true } : {}) };
    const result = await saveArticle(current && keyOf(current), input, locale, tErrors('unexpected'));
    savingRef.current = false;
    dispatch({ type: 'saveSettled' });
    if (!result.ok && result.status === 401) {
      // An autosave waits for the next change before trying again, rather than ask every 10 s.
      if (intent === 'autosave') dispatch({ type: 'autosaveHeld', at: startCount });
      sessionExpired();
      return false;
    }
    const newer = !result.ok && result.errorCode === 'VERSION_CONFLICT' ? conflictOf(result.data, intent) : null;
    if (newer) {
      // Autosave stops here too (it stays off while the conflict is open): nothing is written over their save.
      if (intent === 'autosave') dispatch({ type: 'autosaveFailed', message: result.message, startCount });
      setConflict(newer);
      return false;
    }
    if (!result.ok) {
      for (const [field, message] of Object.entries(result.fieldErrors)) {
        if (field in getValues()) setError(field as Field, { type: 'server', message });
      }
      const images = result.errorCode === 'IMAGE_ALT_MISSING' ? refusedImages(result.data) : null;
      if (images && intent !== 'autosave') {
        // The panel announces the refusal and takes focus: a toast would say it twice.
        setAltRefusal((last) => ({ message: result.message, images, seq: (last?.seq ?? 0) + 1 }));
        return false;
      }
      if (intent === 'autosave') dispatch({ type: 'autosaveFailed', message: result.message, startCount });
      else toast({ message: result.message, variant: 'error' });
      return false;
    }
    applySaved(result.data, startCount, intent);
    if (intent === 'publish' || intent === 'update') setAltRefusal(null);
    if (intent !== 'publish' && intent !== 'autosave') toast({ message: result.message, variant: 'success' });
    return true;
  }

  const title = useWatch({ control: form.control, name: 'title' });
  useAutosave({
    changeCount: state.changeCount,
    dirty: state.dirty,
    enabled: autosaveEnabled(state, title) && conflict === null,
    save: () => {
      // Quietly wait for a complete draft (title, content, a category) rather than show errors mid-typing.
      const check = articleInputSchema.safeParse(toInput(getValues(), 'autosave', authorsShown));
      if (!check.success) {
        dispatch({ type: 'autosaveIncomplete' });
        return;
      }
      void persist('autosave');
    },
  });

  function submit(intent: Exclude<Intent, 'autosave'>) {
    intentRef.current = intent;
    void handleSubmit(
      () => (intent === 'publish' ? dispatch({ type: 'confirmPublishChanged', open: true }) : void persist(intent)),
      () => toast({ message: tErrors('validation'), variant: 'error' }),
    )();
  }

  async function confirmPublish() {
    intentRef.current = 'publish';
    await persist('publish');
  }

  /** Unpublish or delete, after the article list's own confirmation. */
  async function changeStatus(action: StatusAction) {
    const current = articleRef.current;
    if (!current) return;
    const result =
      action === 'delete'
        ? await deleteArticle(keyOf(current), locale, tErrors('unexpected'))
        : await changeArticleStatus(keyOf(current), 'draft', locale, tErrors('unexpected'));
    dispatch({ type: 'statusDialogClosed' });
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
    dispatch({ type: 'unpublished', article: saved });
    toast({ message: tList('messages.unpublished'), variant: 'success' });
  }

  /**
   * Before a review step (review-actions.tsx): saves what is unsaved, checked as `checkAs` (a
   * submission needs the cover, as publishing does), and answers the stored article (null: not saved).
   */
  function saveBefore(checkAs: Intent, intent: 'draft' | 'update'): Promise<ArticleMeta | null> {
    if (articleRef.current && !state.dirty) return Promise.resolve(articleRef.current);
    intentRef.current = checkAs;
    return new Promise((resolve) => {
      void handleSubmit(
        async () => resolve((await persist(intent)) ? articleRef.current : null),
        () => {
          toast({ message: tErrors('validation'), variant: 'error' });
          resolve(null);
        },
      )();
    });
  }

  /** The stored status changed outside a save (a review step): the editor follows. */
  function statusChanged(view: ArticleView) {
    const saved = metaOf(view);
    articleRef.current = saved;
    dispatch({ type: 'unpublished', article: saved });
  }

  async function restore(revisionId: number) {
    const current = articleRef.current;
    if (!current) return;
    const result = await restoreRevision(keyOf(current), revisionId, locale, tErrors('unexpected'));
    if (!result.ok) {
      toast({ message: result.message, variant: 'error' });
      return;
    }
    loadView(result.data);
    toast({ message: t('revisions.restored'), variant: 'success' });
  }

  /** Conflict screen: "Keep theirs": their version replaces the form; what was typed here is dropped. */
  function keepTheirs() {
    if (!conflict) return;
    loadView(conflict.theirs);
    setConflict(null);
  }

  /** Conflict screen: "Overwrite with mine": saved again from their version, recorded as an overwrite. */
  async function overwriteWithMine() {
    const current = articleRef.current;
    if (!conflict || !current) return;
    articleRef.current = keepMine(current, conflict);
    const intent = conflict.intent === 'autosave' ? 'draft' : conflict.intent;
    setConflict(null);
    await persist(intent, true);
  }

  /** Conflict screen: "Copy my text and reload": mine goes to the clipboard and stays reachable; theirs is loaded. */
  async function copyMineAndReload() {
    if (!conflict) return;
    const { title: myTitle, content } = getValues();
    const saved = await copyMine(localDraftKey(currentUserId, articleRef.current?.id ?? null), { title: myTitle, text: visibleText(content) });
    setUnsaved(saved);
    loadView(conflict.theirs);
    setConflict(null);
  }
  function dismissUnsaved() {
    dropUnsavedText(localDraftKey(currentUserId, articleRef.current?.id ?? null));
    setUnsaved(null);
  }

  /** Puts a saved version in the form (a restored revision, or the other person's version): nothing is left unsaved. */
  function loadView(view: ArticleView) {
    // The form shows the restored version: the editor's content is replaced without an undo step.
    // Restoring derives the excerpt from the restored content again: the field goes back to empty.
    reset({
      ...valuesOf({ ...view, categories: view.categories.map((c) => c.id), excerpt: null }, currentUserId, authorsShown),
      published_at: toLocalInput(view.publishedAt),
    });
    editorRef.current?.setContent(view.content);
    applySaved(view, changeCountRef.current, 'restore');
  }

  /** "Add translation": creates the draft copy on the server, then opens it (asking first if there are unsaved changes). */
  async function addTranslation(language: string) {
    const current = articleRef.current;
    if (!current) return;
    const result = await createTranslation(keyOf(current), language, locale, tErrors('unexpected'));
    if (!result.ok) {
      if (result.status === 401) sessionExpired();
      else toast({ message: result.message, variant: 'error' });
      return;
    }
    const { id, uniqueKey, status } = result.data;
    setGroup((g) => ({ ...g, translations: [...g.translations, { id, uniqueKey, language, status }] }));
    toast({ message: result.message, variant: 'success' });
    const href = getPathname({ href: `/admin/compose/${uniqueKey}/${id}`, locale });
    if (state.dirty) {
      dispatch({ type: 'leaveAttempted', href });
      return;
    }
    allowNextNavigation();
    router.push(href);
  }

  function leave() {
    const href = state.leaveTo;
    if (!href) return;
    allowNextNavigation();
    router.push(href);
  }

  return {
    state,
    dispatch,
    form,
    editorRef,
    markChanged,
    sessionExpired,
    submit,
    confirmPublish,
    changeStatus,
    saveBefore,
    statusChanged,
    restore,
    group,
    altRefusal,
    conflict,
    closeConflict: () => setConflict(null),
    keepTheirs,
    overwriteWithMine,
    copyMineAndReload,
    unsaved,
    dismissUnsaved,
    addTranslation,
    discardRestored,
    signInAgain,
    leave,
  };
}
