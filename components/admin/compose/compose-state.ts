import type { ArticleRevisionView } from '@/lib/articles/queries';
import { autosaveMode } from './autosave';
import type { ArticleMeta, Intent } from './compose-values';

/*
 * The editor's save / publish state machine as a pure reducer, so that its rules can be checked
 * without a browser. The hook (use-compose-state.ts) runs the side effects (API calls, toasts,
 * browser storage, the form) and reports what happened here.
 */

export type StatusAction = 'unpublish' | 'delete';
export type AutosaveNote = { kind: 'incomplete' | 'failed'; message?: string };

export type ComposeState = {
  /** The saved article; null until the first save of a new one. */
  article: ArticleMeta | null;
  revisions: ArticleRevisionView[];
  /** Grows with every user edit: a save clears `dirty` only if nothing changed while it ran. */
  changeCount: number;
  dirty: boolean;
  saving: Intent | null;
  savedAt: Date | null;
  autosaveNote: AutosaveNote | null;
  /** The change count at which autosave stopped trying (incomplete draft, refusal): it waits for the next edit. */
  autosaveHeldAt: number | null;
  confirmPublish: boolean;
  /** The article just published, for the "published" dialog. */
  published: ArticleMeta | null;
  /** Where an in-app link would have gone while there were unsaved changes. */
  leaveTo: string | null;
  sessionEnded: boolean;
  pendingStatus: StatusAction | null;
  // Outlives pendingStatus while the confirmation closes (its 300 ms animation), so its text does not switch.
  statusQuestion: StatusAction;
  /** When the work put back from the browser had been stored there. */
  restoredAt: Date | null;
  // The editor reads its content once, when created: a new version remounts it with this content.
  editorSeed: { content: string; version: number };
};

export type ComposeEvent =
  | { type: 'changed' }
  | { type: 'draftRestored'; content: string; storedAt: Date }
  | { type: 'restoredDiscarded' }
  | { type: 'saveStarted'; intent: Intent }
  | { type: 'saveSettled' }
  | { type: 'saved'; article: ArticleMeta; startCount: number; at: Date; intent: Intent | 'restore' }
  | { type: 'autosaveHeld'; at: number }
  | { type: 'autosaveIncomplete' }
  | { type: 'autosaveFailed'; message: string; startCount: number }
  | { type: 'revisionsLoaded'; revisions: ArticleRevisionView[] }
  | { type: 'confirmPublishChanged'; open: boolean }
  | { type: 'publishedDialogClosed' }
  | { type: 'statusAsked'; action: StatusAction }
  | { type: 'statusDialogClosed' }
  | { type: 'unpublished'; article: ArticleMeta }
  | { type: 'leaveAttempted'; href: string }
  | { type: 'leaveDialogClosed' }
  | { type: 'sessionEnded' }
  | { type: 'sessionDialogChanged'; open: boolean };

export function initialComposeState(article: ArticleMeta | null, revisions: ArticleRevisionView[], content: string): ComposeState {
  return {
    article,
    revisions,
    changeCount: 0,
    dirty: false,
    saving: null,
    savedAt: null,
    autosaveNote: null,
    autosaveHeldAt: null,
    confirmPublish: false,
    published: null,
    leaveTo: null,
    sessionEnded: false,
    pendingStatus: null,
    statusQuestion: 'unpublish',
    restoredAt: null,
    editorSeed: { content, version: 0 },
  };
}

export function composeReducer(state: ComposeState, event: ComposeEvent): ComposeState {
  switch (event.type) {
    case 'changed':
      return { ...state, changeCount: state.changeCount + 1, dirty: true };
    case 'draftRestored':
      return { ...state, editorSeed: { content: event.content, version: state.editorSeed.version + 1 }, restoredAt: event.storedAt };
    case 'restoredDiscarded':
      return { ...state, restoredAt: null, dirty: false };
    case 'saveStarted':
      return { ...state, saving: event.intent };
    case 'saveSettled':
      return { ...state, saving: null };
    case 'saved': {
      // A revision put back replaces the form's values: nothing is left unsaved.
      const clean = event.intent === 'restore' || state.changeCount === event.startCount;
      return {
        ...state,
        article: event.article,
        restoredAt: null,
        dirty: clean ? false : state.dirty,
        savedAt: event.at,
        autosaveNote: null,
        published: event.intent === 'publish' ? event.article : state.published,
      };
    }
    case 'autosaveHeld':
      return { ...state, autosaveHeldAt: event.at };
    case 'autosaveIncomplete':
      return { ...state, autosaveNote: { kind: 'incomplete' }, autosaveHeldAt: state.changeCount };
    case 'autosaveFailed':
      return { ...state, autosaveNote: { kind: 'failed', message: event.message }, autosaveHeldAt: event.startCount };
    case 'revisionsLoaded':
      return { ...state, revisions: event.revisions };
    case 'confirmPublishChanged':
      return { ...state, confirmPublish: event.open };
    case 'publishedDialogClosed':
      return { ...state, published: null };
    case 'statusAsked':
      return { ...state, statusQuestion: event.action, pendingStatus: event.action };
    case 'statusDialogClosed':
      return { ...state, pendingStatus: null };
    case 'unpublished':
      return { ...state, article: event.article };
    case 'leaveAttempted':
      return { ...state, leaveTo: event.href };
    case 'leaveDialogClosed':
      return { ...state, leaveTo: null };
    case 'sessionEnded':
      return { ...state, sessionEnded: true };
    case 'sessionDialogChanged':
      return { ...state, sessionEnded: event.open };
  }
}

/** Whether autosave may run now for the article being edited (see autosaveMode for which articles). */
export function autosaveEnabled(state: ComposeState, title: string): boolean {
  const mode = autosaveMode({ exists: state.article !== null, status: state.article?.status ?? null, title });
  return mode !== 'off' && state.saving === null && state.autosaveHeldAt !== state.changeCount;
}

/** A save the writer asked for blocks the buttons; an autosave stays quiet and never does. */
export function isBusy(state: ComposeState): boolean {
  return state.saving !== null && state.saving !== 'autosave';
}

export type SaveNote =
  | { kind: 'saving' }
  | { kind: 'failed'; message: string }
  | { kind: 'incomplete' }
  | { kind: 'publishedUnsaved' }
  | { kind: 'savedAt'; at: Date }
  | { kind: 'unsaved' };

/** What the status line beside the heading says about saving, most pressing first. */
export function saveNoteOf(state: ComposeState): SaveNote | null {
  const { saving, autosaveNote, dirty, savedAt } = state;
  if (saving === 'autosave') return { kind: 'saving' };
  if (autosaveNote?.kind === 'failed') return { kind: 'failed', message: autosaveNote.message ?? '' };
  if (autosaveNote?.kind === 'incomplete' && dirty) return { kind: 'incomplete' };
  if (dirty && state.article?.status === 'published') return { kind: 'publishedUnsaved' };
  if (savedAt) return { kind: 'savedAt', at: savedAt };
  if (dirty) return { kind: 'unsaved' };
  return null;
}

export type PublicationState = 'new' | 'draft' | 'in_review' | 'published' | 'scheduled';

export function publicationStateOf(article: ArticleMeta | null): PublicationState {
  if (!article) return 'new';
  if (article.status === 'published' && article.scheduled) return 'scheduled';
  return article.status;
}
