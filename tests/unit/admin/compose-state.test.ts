import { autosaveEnabled, composeReducer, initialComposeState, isBusy, publicationStateOf, saveNoteOf, type ComposeEvent, type ComposeState } from '@/components/admin/compose/compose-state';
import type { ArticleMeta } from '@/components/admin/compose/compose-values';
import { authorOptions, toInput, valuesOf } from '@/components/admin/compose/compose-values';

// The editor's save / publish state machine (components/admin/compose/compose-state.ts), without a browser.

const draft: ArticleMeta = { id: 7, uniqueKey: 'ola', status: 'draft', scheduled: false, publishedAt: null, author: { id: 1, name: 'Ana' }, language: 'pt-BR', version: 1 };
const live: ArticleMeta = { ...draft, status: 'published', publishedAt: '2026-01-01T10:00:00.000Z' };

function run(state: ComposeState, ...events: ComposeEvent[]) {
  return events.reduce(composeReducer, state);
}
const fresh = () => initialComposeState(null, [], '');

describe('composeReducer', () => {
  it('counts edits and marks the form as holding unsaved changes', () => {
    const state = run(fresh(), { type: 'changed' }, { type: 'changed' });
    expect(state.changeCount).toBe(2);
    expect(state.dirty).toBe(true);
  });

  it('clears the unsaved mark after a save only when nothing changed while it ran', () => {
    const started = run(fresh(), { type: 'changed' }, { type: 'saveStarted', intent: 'draft' });
    expect(started.saving).toBe('draft');
    const at = new Date('2026-02-01T12:00:00Z');
    const quiet = run(started, { type: 'saveSettled' }, { type: 'saved', article: draft, startCount: 1, at, intent: 'draft' });
    expect(quiet).toMatchObject({ saving: null, dirty: false, article: draft, savedAt: at, published: null });
    const typedMeanwhile = run(started, { type: 'changed' }, { type: 'saveSettled' }, { type: 'saved', article: draft, startCount: 1, at, intent: 'draft' });
    expect(typedMeanwhile.dirty).toBe(true);
    expect(typedMeanwhile.article).toEqual(draft);
  });

  it('opens the "published" dialog after publishing, not after other saves', () => {
    const at = new Date();
    expect(run(fresh(), { type: 'saved', article: live, startCount: 0, at, intent: 'publish' }).published).toEqual(live);
    expect(run(fresh(), { type: 'saved', article: live, startCount: 0, at, intent: 'update' }).published).toBeNull();
    expect(run(fresh(), { type: 'publishedDialogClosed' }).published).toBeNull();
  });

  it('leaves nothing unsaved after restoring a revision, even with edits made meanwhile', () => {
    const state = run(initialComposeState(live, [], ''), { type: 'changed' }, { type: 'saved', article: live, startCount: 0, at: new Date(), intent: 'restore' });
    expect(state.dirty).toBe(false);
  });

  it('holds autosave at the current edit when the draft is incomplete or the save is refused, until the next edit', () => {
    const editing = run(initialComposeState(draft, [], ''), { type: 'changed' });
    expect(autosaveEnabled(editing, 'Olá')).toBe(true);
    const incomplete = run(editing, { type: 'autosaveIncomplete' });
    expect(incomplete.autosaveHeldAt).toBe(1);
    expect(autosaveEnabled(incomplete, 'Olá')).toBe(false);
    expect(autosaveEnabled(run(incomplete, { type: 'changed' }), 'Olá')).toBe(true);
    const refused = run(editing, { type: 'autosaveFailed', message: 'Sem rede', startCount: 1 });
    expect(refused.autosaveNote).toEqual({ kind: 'failed', message: 'Sem rede' });
    expect(autosaveEnabled(refused, 'Olá')).toBe(false);
  });

  it('never autosaves while a save runs, a published article, or a new one without a title', () => {
    const saving = run(initialComposeState(draft, [], ''), { type: 'changed' }, { type: 'saveStarted', intent: 'draft' });
    expect(autosaveEnabled(saving, 'Olá')).toBe(false);
    expect(autosaveEnabled(run(initialComposeState(live, [], ''), { type: 'changed' }), 'Olá')).toBe(false);
    expect(autosaveEnabled(run(fresh(), { type: 'changed' }), '  ')).toBe(false);
    expect(autosaveEnabled(run(fresh(), { type: 'changed' }), 'Novo')).toBe(true);
  });

  it('keeps the question of the status dialog while it closes', () => {
    const asked = run(fresh(), { type: 'statusAsked', action: 'delete' });
    expect(asked).toMatchObject({ pendingStatus: 'delete', statusQuestion: 'delete' });
    expect(run(asked, { type: 'statusDialogClosed' })).toMatchObject({ pendingStatus: null, statusQuestion: 'delete' });
  });

  it('remounts the editor with a draft put back from the browser, and forgets it when discarded', () => {
    const storedAt = new Date('2026-03-01T08:00:00Z');
    const restored = run(initialComposeState(draft, [], '<p>servidor</p>'), { type: 'draftRestored', content: '<p>local</p>', storedAt }, { type: 'changed' });
    expect(restored.editorSeed).toEqual({ content: '<p>local</p>', version: 1 });
    expect(restored.restoredAt).toEqual(storedAt);
    expect(run(restored, { type: 'restoredDiscarded' })).toMatchObject({ restoredAt: null, dirty: false });
    expect(run(restored, { type: 'saved', article: draft, startCount: 1, at: new Date(), intent: 'autosave' }).restoredAt).toBeNull();
  });

  it('tracks the leave prompt and the session-ended dialog', () => {
    const leaving = run(fresh(), { type: 'leaveAttempted', href: '/admin/list-of-articles' });
    expect(leaving.leaveTo).toBe('/admin/list-of-articles');
    expect(run(leaving, { type: 'leaveDialogClosed' }).leaveTo).toBeNull();
    const ended = run(fresh(), { type: 'sessionEnded' });
    expect(ended.sessionEnded).toBe(true);
    expect(run(ended, { type: 'sessionDialogChanged', open: false }).sessionEnded).toBe(false);
  });
});

describe('saveNoteOf', () => {
  it('says the most pressing thing first', () => {
    const base = initialComposeState(draft, [], '');
    expect(saveNoteOf(base)).toBeNull();
    expect(saveNoteOf(run(base, { type: 'changed' }))).toEqual({ kind: 'unsaved' });
    expect(saveNoteOf(run(base, { type: 'changed' }, { type: 'saveStarted', intent: 'autosave' }))).toEqual({ kind: 'saving' });
    expect(saveNoteOf(run(base, { type: 'changed' }, { type: 'autosaveIncomplete' }))).toEqual({ kind: 'incomplete' });
    expect(saveNoteOf(run(base, { type: 'autosaveFailed', message: 'x', startCount: 0 }))).toEqual({ kind: 'failed', message: 'x' });
    expect(saveNoteOf(run(initialComposeState(live, [], ''), { type: 'changed' }))).toEqual({ kind: 'publishedUnsaved' });
    const at = new Date();
    expect(saveNoteOf(run(base, { type: 'saved', article: draft, startCount: 0, at, intent: 'draft' }))).toEqual({ kind: 'savedAt', at });
  });

  it('does not call a draft incomplete once nothing is left unsaved', () => {
    const state = run(initialComposeState(draft, [], ''), { type: 'changed' }, { type: 'autosaveIncomplete' }, { type: 'restoredDiscarded' });
    expect(saveNoteOf(state)).toBeNull();
  });
});

describe('isBusy and publicationStateOf', () => {
  it('blocks the buttons for saves asked for, not for autosave', () => {
    expect(isBusy(run(fresh(), { type: 'saveStarted', intent: 'publish' }))).toBe(true);
    expect(isBusy(run(fresh(), { type: 'saveStarted', intent: 'autosave' }))).toBe(false);
    expect(isBusy(fresh())).toBe(false);
  });

  it('names new, draft, published and scheduled articles', () => {
    expect(publicationStateOf(null)).toBe('new');
    expect(publicationStateOf(draft)).toBe('draft');
    expect(publicationStateOf(live)).toBe('published');
    expect(publicationStateOf({ ...live, scheduled: true })).toBe('scheduled');
  });
});

describe('compose values', () => {
  it('keeps the stored status on "Update" and sets it for the other intents', () => {
    const values = valuesOf(null, 3, true);
    expect(values.author_id).toBe('3');
    expect(toInput(values, 'update', true)).not.toHaveProperty('status');
    expect(toInput(values, 'publish', true).status).toBe('published');
    expect(toInput(values, 'autosave', true).status).toBe('draft');
    expect(toInput(values, 'draft', false)).not.toHaveProperty('author_id');
  });

  it('lists the current author first when no longer assignable', () => {
    expect(authorOptions([{ id: 2, name: 'Bia' }], { id: 1, name: 'Ana' })).toEqual([
      { value: '1', label: 'Ana' },
      { value: '2', label: 'Bia' },
    ]);
    expect(authorOptions([{ id: 1, name: 'Ana' }], { id: 1, name: 'Ana' })).toHaveLength(1);
  });
});
