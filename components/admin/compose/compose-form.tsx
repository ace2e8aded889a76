'use client';

import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import type { ComposeArticle } from '@/lib/articles/compose';
import type { ArticleRevisionView, ComposeCategoryOption } from '@/lib/articles/queries';
import { AltTextPanel } from './alt-text-panel';
import { ArticleMetadataPanel } from './article-metadata-panel';
import { ArticleTextFields } from './article-text-fields';
import { ComposeHeader } from './compose-header';
import { isBusy, publicationStateOf, saveNoteOf } from './compose-state';
import { isFuture, type Field } from './compose-values';
import { LeaveConfirmDialog } from './leave-confirm-dialog';
import { PublishActions } from './publish-actions';
import { PublishConfirmDialog, PublishedDialog } from './publish-dialogs';
import { RestoredDraftNotice } from './restored-draft-notice';
import { ReviewActions, usesReviewActions } from './review-actions';
import { ReviewNotice } from './review-notice';
import { SharePreviewPanel } from '@/components/admin/previews/share-preview-panel';
import { EditingNotice } from '@/components/admin/presence/editing-notice';
import { RevisionsPanel } from './revisions-panel';
import { SessionEndedDialog } from './session-ended-dialog';
import { StatusChangeDialog } from './status-change-dialog';
import { TranslationsPanel } from './translations-panel';
import { useComposeState } from './use-compose-state';
import { ConflictDialog, UnsavedTextPanel } from './conflict-dialog';

export type ComposeFormProps = {
  article: ComposeArticle | null;
  revisions: ArticleRevisionView[];
  categories: ComposeCategoryOption[];
  /** The author select's choices; null when the user may not choose an author (no 'articles-all'). */
  authors: { id: number; name: string }[] | null;
  currentUserId: number;
  /** Whether the user may unpublish and delete here (the article list's grant, which those calls check). */
  canChangeStatus: boolean;
  /** The user holds `publish`; without it they submit for review (issue 33 §2, review-actions.tsx). */
  canPublish: boolean;
};

/**
 * The article editor: title, rich text, categories, cover, excerpt, SEO, language, featured, author,
 * publication date; Save draft / Publish / Update; autosave of drafts; translations; revisions; a prompt before
 * leaving with unsaved changes. All rules are checked again on the server (lib/articles/commands.ts).
 */
export function ComposeForm({ article: initialArticle, revisions, categories, authors, currentUserId, canChangeStatus, canPublish }: ComposeFormProps) {
  const t = useTranslations('Admin.compose');
  const tAll = useTranslations();
  const compose = useComposeState({ article: initialArticle, revisions, authorsShown: authors !== null, currentUserId });
  const { state, dispatch, form } = compose;
  const { article } = state;
  const [title, publishedAt] = useWatch({ control: form.control, name: ['title', 'published_at'] });
  const willSchedule = isFuture(publishedAt);
  const busy = isBusy(state);

  /** A field's error, translated (schema messages are catalogue keys; the server's are already translated). */
  const errorOf = (field: Field): string | undefined => {
    const error = form.formState.errors[field];
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : tAll(error.message as Parameters<typeof tAll>[0]);
  };

  return (
    // Room under the form for the actions bar fixed at the bottom of small screens.
    <div className="flex flex-col gap-6 max-lg:pb-36">
      {/* Saving, publishing or updating by hand (spec §9); an autosave stays quiet and never blocks typing. */}
      <LoadingOverlay active={busy} label={t('autosave.saving')} />
      <ComposeHeader publication={publicationStateOf(article)} saveNote={saveNoteOf(state)} />
      {article && <EditingNotice kind="article" id={article.id} />}

      <ReviewNotice article={article} />
      {state.restoredAt && <RestoredDraftNotice restoredAt={state.restoredAt} onDiscard={compose.discardRestored} />}
      {compose.unsaved && <UnsavedTextPanel unsaved={compose.unsaved} onDismiss={compose.dismissUnsaved} />}

      <form noValidate onSubmit={(event) => event.preventDefault()} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <ArticleTextFields
          form={form}
          errorOf={errorOf}
          editorRef={compose.editorRef}
          editorSeed={state.editorSeed}
          onEdit={compose.markChanged}
          onUnauthorized={compose.sessionExpired}
        />

        {/* min-w-0 here and on the fieldset (whose default min-width is its content): a long category name shortens instead of widening the column. */}
        <div className="flex min-w-0 flex-col gap-5">
          {/* Below the large breakpoint the column comes after the text: the actions stay at the bottom of the screen. */}
          {usesReviewActions(canPublish, article?.status ?? null) ? (
            <ReviewActions
              compose={compose}
              canPublish={canPublish}
              canChangeStatus={canChangeStatus}
              busy={busy}
              willSchedule={willSchedule}
              onAskStatus={(action) => dispatch({ type: 'statusAsked', action })}
            />
          ) : (
            <PublishActions
              article={article}
              canChangeStatus={canChangeStatus}
              saving={state.saving}
              busy={busy}
              willSchedule={willSchedule}
              onSubmit={compose.submit}
              onAskStatus={(action) => dispatch({ type: 'statusAsked', action })}
            />
          )}
          <AltTextPanel compose={compose} />
          <ArticleMetadataPanel
            form={form}
            errorOf={errorOf}
            categories={categories}
            authors={authors}
            currentAuthor={article?.author ?? null}
            willSchedule={willSchedule}
            onEdit={compose.markChanged}
            onUnauthorized={compose.sessionExpired}
          />
          {article && compose.group.language && (
            <TranslationsPanel language={compose.group.language} translations={compose.group.translations} onAdd={compose.addTranslation} />
          )}
          {article && <RevisionsPanel revisions={state.revisions} onRestore={compose.restore} articleKey={{ id: article.id, uniqueKey: article.uniqueKey }} />}
          {article && <SharePreviewPanel kind="article" id={article.id} uniqueKey={article.uniqueKey} />}
        </div>
      </form>

      <PublishConfirmDialog
        open={state.confirmPublish}
        onOpenChange={(open) => dispatch({ type: 'confirmPublishChanged', open })}
        publishedAt={publishedAt}
        willSchedule={willSchedule}
        onConfirm={compose.confirmPublish}
      />
      <PublishedDialog published={state.published} onClose={() => dispatch({ type: 'publishedDialogClosed' })} />
      <StatusChangeDialog
        open={state.pendingStatus !== null}
        action={state.statusQuestion}
        title={title}
        onClose={() => dispatch({ type: 'statusDialogClosed' })}
        onConfirm={compose.changeStatus}
      />
      <SessionEndedDialog open={state.sessionEnded} onOpenChange={(open) => dispatch({ type: 'sessionDialogChanged', open })} onSignIn={compose.signInAgain} />
      <ConflictDialog
        conflict={compose.conflict}
        mine={compose.conflict ? form.getValues() : { title: '', excerpt: '', content: '' }}
        onClose={compose.closeConflict}
        onKeepTheirs={compose.keepTheirs}
        onOverwrite={() => void compose.overwriteWithMine()}
        onCopyMine={() => void compose.copyMineAndReload()}
      />
      <LeaveConfirmDialog open={state.leaveTo !== null} onClose={() => dispatch({ type: 'leaveDialogClosed' })} onLeave={compose.leave} />
    </div>
  );
}
