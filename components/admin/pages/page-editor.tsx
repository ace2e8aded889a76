'use client';

import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { getPathname, useRouter } from '@/i18n/navigation';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/toast';
import { useStaffAction } from '@/components/admin/use-staff-action';
import { LeaveConfirmDialog } from '@/components/admin/compose/leave-confirm-dialog';
import { useLeaveGuard } from '@/components/admin/compose/use-leave-guard';
import type { EditorBlock } from '@/components/admin/pages/block-forms';
import { changePageStatusAction, createPageAction, restorePageRevisionAction, updatePageAction } from '@/lib/api/actions/pages';
import type { PageDesign } from '@/lib/pages/blocks';
import type { PageView } from '@/lib/pages/present';
import type { PageRevisionView } from '@/lib/pages/queries';
import { PAGE_SEO_DESCRIPTION_MAX, PAGE_SEO_TITLE_MAX, PAGE_SLUG_MAX, PAGE_TITLE_MAX } from '@/lib/pages/schema';
import { refusedImages } from '@/components/admin/compose/alt-text-check';
import { AltTextRefusal, altErrorPath, type AltTarget, type RefusedImage } from './alt-text-refusal';
import { BlockList, type BlockListHandle } from './block-list';
import { ContentLanguageProvider } from '@/components/admin/media/media-access';
import { SharePreviewPanel } from '@/components/admin/previews/share-preview-panel';
import { PageRevisionsPanel, PageTranslationsPanel } from './page-side-panels';
import { EditingNotice } from '@/components/admin/presence/editing-notice';
import { PreviewPane } from './preview-pane';
import { PublishPanel } from './publish-panel';
import { ShareImageField } from './share-image-field';
import { pageAddress } from './slug';
import { useLiveDraft } from './use-live-draft';
import { PageConflictDialog, pageConflictOf, type PageConflict } from './page-conflict-dialog';
import { copyMine, dropUnsavedText, readUnsavedText, type UnsavedText } from '@/components/admin/compose/conflict';
import { UnsavedTextPanel } from '@/components/admin/compose/conflict-dialog';
import { textOfBlocks } from '@/lib/pages/block-text';

/** Where "copy my text and reload" keeps a page's text in the browser: per user and page, like the article editor's. */
const unsavedKey = (userId: number, pageId: number) => `vitrine:page-draft:${userId}:${pageId}`;

type Values = {
  title: string;
  slug: string;
  seoTitle: string;
  seoDescription: string;
  image: string;
  isHome: boolean;
  blocks: EditorBlock[];
};

/** The editor's copy of the blocks: every block with an id (the schema makes one up when absent). */
function editorBlocks(blocks: readonly unknown[]): EditorBlock[] {
  return blocks.map((b, i) => {
    const block = b as EditorBlock;
    return typeof block.id === 'string' && block.id ? block : { ...block, id: `b${i}-${Math.random().toString(36).slice(2, 8)}` };
  });
}

function valuesOf(page: PageView): Values {
  return {
    title: page.title,
    slug: page.slug,
    seoTitle: page.seoTitle ?? '',
    seoDescription: page.seoDescription ?? '',
    image: page.image ?? '',
    isHome: page.isHome,
    blocks: editorBlocks(page.blocks),
  };
}

/** The body of update: the page's fields as the API spells them. */
function inputOf(values: Values) {
  return {
    title: values.title,
    slug: values.slug,
    seo_title: values.seoTitle,
    seo_description: values.seoDescription,
    image: values.image,
    is_home: values.isHome,
    blocks: values.blocks,
  };
}

type Meta = Pick<PageView, 'id' | 'uniqueKey' | 'locale' | 'status' | 'scheduled' | 'publishedAt' | 'url' | 'translations' | 'version'>;

const metaOf = ({ id, uniqueKey, locale, status, scheduled, publishedAt, url, translations, version }: PageView): Meta => ({
  id,
  uniqueKey,
  locale,
  status,
  scheduled,
  publishedAt,
  url,
  translations,
  version,
});

export type PageEditorProps = {
  page: PageView;
  /** The unsaved copy the live preview kept after the last save (autosave), if any. */
  draft: { title: string; blocks: unknown[] } | null;
  revisions: PageRevisionView[];
  /** The staff preview of this page's draft (`/page-preview/{id}`), without the design. */
  previewSrc: string;
  /** The home design in force on the site. */
  design: PageDesign;
  /** The signed-in user: whose "Your unsaved text" this browser keeps (issue 33 §1). */
  userId: number;
};

/**
 * The page editor: title, address, SEO fields, share image and "home page" on top, the blocks under
 * them, and the live preview beside (below on narrow screens). Every change of the title or blocks
 * goes to the draft ~400 ms later and reloads the preview; Save, Publish, Schedule and Unpublish
 * store the page; leaving with unsaved changes asks first.
 */
export function PageEditor({ page, draft, revisions, previewSrc, design, userId }: PageEditorProps) {
  const t = useTranslations('PagesAdmin');
  const tErrors = useTranslations('Errors');
  const tAlt = useTranslations('AltText.page');
  const locale = useLocale();
  const router = useRouter();
  const { toast } = useToast();
  const { refresh } = useStaffAction();
  const id = useId();
  const [saved, setSaved] = useState<Values>(() => valuesOf(page));
  const [values, setValues] = useState<Values>(() => (draft ? { ...valuesOf(page), title: draft.title, blocks: editorBlocks(draft.blocks) } : valuesOf(page)));
  const [restored, setRestored] = useState(draft !== null && JSON.stringify({ title: draft.title, blocks: draft.blocks }) !== JSON.stringify({ title: page.title, blocks: page.blocks }));
  const [meta, setMeta] = useState<Meta>(() => metaOf(page));
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  // The images the last refused publish named (422 IMAGE_ALT_MISSING), listed in the publish panel.
  const [altMissing, setAltMissing] = useState<RefusedImage[] | null>(null);
  // A save refused because someone saved a newer version (409 VERSION_CONFLICT): the conflict screen.
  const [conflict, setConflict] = useState<PageConflict | null>(null);
  // "Your unsaved text", kept by "copy my text and reload" (in the browser too, so a reload keeps it) until dismissed.
  const [unsaved, setUnsaved] = useReducer((_: UnsavedText | null, next: UnsavedText | null) => next, null);
  useEffect(() => {
    const kept = readUnsavedText(unsavedKey(userId, page.id));
    if (kept) setUnsaved(kept);
  }, [userId, page.id]);
  const blockList = useRef<BlockListHandle>(null);
  const seoDetails = useRef<HTMLDetailsElement>(null);
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  const { allowNextNavigation } = useLeaveGuard(dirty, setLeaveTo);
  const key = { id: meta.id, uniqueKey: meta.uniqueKey };
  // The autosaved draft names the version loaded too: it never lands on a page someone saved since.
  const live = useLiveDraft({ ...key, version: meta.version }, { title: values.title, blocks: values.blocks });
  // The last save's refusals first; the preview's (same paths) while there are none.
  const shownErrors = { ...live.errors, ...errors };
  const editHref = (pageId: number) => getPathname({ href: `/admin/pages/${pageId}`, locale });

  const set = <K extends keyof Values>(field: K, value: Values[K]) => setValues((v) => ({ ...v, [field]: value }));

  function accept(view: PageView, next: Values) {
    setMeta(metaOf(view));
    setSaved(next);
    setErrors({});
    setAltMissing(null);
    setRestored(false);
    refresh();
  }

  /** The refused images' fields (their alt fields where they have one) say so beside themselves too. */
  function altErrors(images: RefusedImage[], blocks: EditorBlock[]): Record<string, string> {
    const found: Record<string, string> = {};
    for (const image of images) {
      const index = /^blocks\.(\d+)\./.exec(image.field)?.[1];
      found[altErrorPath(image.field, index === undefined ? undefined : blocks[Number(index)]?.type)] = tAlt('fieldError');
    }
    return found;
  }

  /** "Go to": the share image (in the SEO section, opened) or the block, opened, at its alt field. */
  function goToImage(target: AltTarget) {
    if (target.kind === 'block') {
      blockList.current?.reveal(target.index, target.idSuffix);
      return;
    }
    const details = seoDetails.current;
    if (!details) return;
    details.open = true;
    const field = details.querySelector<HTMLElement>(`[id="${id}-image"]`) ?? details.querySelector<HTMLElement>('fieldset button, fieldset input') ?? details.querySelector('summary');
    field?.scrollIntoView({ block: 'center' });
    field?.focus();
  }

  /** Saves the page (update), with a status change when given; answers whether it was stored. */
  async function save(extra: { status?: 'draft' | 'published'; published_at?: string | null; version?: number; overwrite?: boolean } = {}): Promise<boolean> {
    setBusy(true);
    const sent = values;
    try {
      const result = await updatePageAction(key, { ...inputOf(sent), version: meta.version, ...extra });
      const newer = !result.ok && result.errorCode === 'VERSION_CONFLICT' ? pageConflictOf(result.errorData) : null;
      if (newer) {
        setConflict(newer);
        return false;
      }
      toast({ message: result.ok ? result.message : result.fieldErrors ? t('editor.fixErrors') : result.message, variant: result.ok ? 'success' : 'error' });
      if (result.ok && result.data) {
        accept(result.data, sent);
        return true;
      }
      const refused = result.errorCode === 'IMAGE_ALT_MISSING' ? refusedImages(result.errorData) : null;
      setAltMissing(refused);
      setErrors({ ...(result.fieldErrors ?? {}), ...(refused ? altErrors(refused, sent.blocks) : {}) });
      return false;
    } catch {
      toast({ message: tErrors('actionFailed'), variant: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  }

  /** Conflict screen: their version replaces what was typed here. */
  function keepTheirs() {
    if (!conflict) return;
    const next = valuesOf(conflict.theirs);
    setValues(next);
    accept(conflict.theirs, next);
    setConflict(null);
  }

  /** Conflict screen: "Copy my text and reload": my title and blocks' text to the clipboard and the "Your unsaved text" panel, then theirs is loaded. */
  async function copyMineAndReload() {
    setUnsaved(await copyMine(unsavedKey(userId, meta.id), { title: values.title, text: textOfBlocks(values.blocks) }));
    keepTheirs();
  }
  function dismissUnsaved() {
    dropUnsavedText(unsavedKey(userId, meta.id));
    setUnsaved(null);
  }

  /** Conflict screen: saved again from their version, audited as an overwrite. */
  async function overwriteWithMine() {
    if (!conflict) return;
    const version = conflict.theirs.version;
    setConflict(null);
    await save({ version, overwrite: true });
  }

  async function unpublish() {
    const result = await changePageStatusAction(key, { status: 'draft' });
    toast({ message: result.message, variant: result.ok ? 'success' : 'error' });
    if (result.ok && result.data) {
      setMeta(metaOf(result.data));
      refresh();
    }
  }

  async function restore(revisionId: number) {
    const result = await restorePageRevisionAction(key, { revision_id: revisionId });
    toast({ message: result.message, variant: result.ok ? 'success' : 'error' });
    if (result.ok && result.data) {
      const next = valuesOf(result.data);
      setValues(next);
      accept(result.data, next);
    }
  }

  async function addTranslation(language: string) {
    const result = await createPageAction({}, { ...inputOf(saved), is_home: false, locale: language, translation_of: meta.id });
    if (result.ok && result.data) {
      toast({ message: result.message, variant: 'success' });
      router.push(`/admin/pages/${result.data.id}`);
      return;
    }
    toast({ message: result.fieldErrors ? Object.values(result.fieldErrors)[0] : result.message, variant: 'error' });
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <a href={getPathname({ href: '/admin/pages', locale })} className="text-sm font-medium text-link underline-offset-4 hover:underline">
            {t('editor.backToList')}
          </a>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('editor.heading')}</h1>
        </div>
      </div>
      <EditingNotice kind="page" id={meta.id} />
      {unsaved && <UnsavedTextPanel unsaved={unsaved} onDismiss={dismissUnsaved} />}
      {restored && (
        <div role="status" className="flex flex-wrap items-center gap-3 rounded-lg border border-info bg-info-light p-3 text-sm text-info-light-foreground">
          <span>{t('editor.restoredDraft')}</span>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              setValues(saved);
              setRestored(false);
            }}
          >
            {t('editor.discardDraft')}
          </Button>
        </div>
      )}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <form
          noValidate
          className="flex min-w-0 flex-col gap-6"
          aria-label={t('editor.heading')}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <section aria-labelledby={`${id}-details`} className="flex flex-col gap-4 rounded-lg border border-border bg-background p-4">
            <h2 id={`${id}-details`} className="sr-only">
              {t('editor.heading')}
            </h2>
            <FormField id={`${id}-title`} label={t('editor.pageTitle')} error={shownErrors.title} required>
              <Input value={values.title} maxLength={PAGE_TITLE_MAX} autoComplete="off" onChange={(e) => set('title', e.target.value)} />
            </FormField>
            <FormField id={`${id}-slug`} label={t('editor.slug')} error={errors.slug} hint={t('editor.slugHint', { address: pageAddress(meta.locale, values.slug) })} required>
              <Input value={values.slug} maxLength={PAGE_SLUG_MAX} autoComplete="off" spellCheck={false} onChange={(e) => set('slug', e.target.value)} />
            </FormField>
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" className="mt-0.5 size-4" checked={values.isHome} onChange={(e) => set('isHome', e.target.checked)} aria-describedby={`${id}-home-hint`} />
              <span className="flex flex-col">
                <span className="font-medium">{t('editor.isHome')}</span>
                <span id={`${id}-home-hint`} className="text-muted-foreground">
                  {t('editor.isHomeHint', { address: pageAddress(meta.locale, values.slug, true) })}
                </span>
              </span>
            </label>
            {errors.is_home && <p className="text-sm text-negative-text">{errors.is_home}</p>}
          </section>
          <details ref={seoDetails} className="rounded-lg border border-border bg-background p-4">
            <summary className="cursor-pointer text-base font-semibold">{t('editor.seoHeading')}</summary>
            <div className="mt-4 flex flex-col gap-4">
              <FormField id={`${id}-seo-title`} label={t('editor.seoTitle')} hint={t('editor.seoTitleHint')} error={errors.seo_title}>
                <Input value={values.seoTitle} maxLength={PAGE_SEO_TITLE_MAX} onChange={(e) => set('seoTitle', e.target.value)} />
              </FormField>
              <FormField id={`${id}-seo-description`} label={t('editor.seoDescription')} hint={t('editor.seoDescriptionHint')} error={errors.seo_description}>
                <Textarea rows={3} value={values.seoDescription} maxLength={PAGE_SEO_DESCRIPTION_MAX} onChange={(e) => set('seoDescription', e.target.value)} />
              </FormField>
              <ShareImageField id={`${id}-image`} value={values.image} onChange={(url) => set('image', url)} error={errors.image} />
            </div>
          </details>
          <ContentLanguageProvider language={meta.locale}>
            <BlockList blocks={values.blocks} onChange={(blocks) => set('blocks', blocks)} errors={shownErrors} ref={blockList} />
          </ContentLanguageProvider>
        </form>
        <div className="flex min-w-0 flex-col gap-6">
          <PublishPanel
            title={values.title}
            status={meta.status}
            scheduled={meta.scheduled}
            publishedAt={meta.publishedAt}
            url={meta.url}
            dirty={dirty}
            busy={busy}
            dateError={errors.published_at}
            onSave={() => void save()}
            // Publishing a scheduled page now moves its date to now.
            onPublish={(at) => void save({ status: 'published', ...(at || meta.scheduled ? { published_at: (at ?? new Date()).toISOString() } : {}) })}
            onUnpublish={unpublish}
            notice={altMissing && altMissing.length > 0 && <AltTextRefusal images={altMissing} blockTypes={values.blocks.map((b) => b.type)} onGo={goToImage} />}
          />
          <div className="xl:sticky xl:top-4">
            <PreviewPane src={previewSrc} design={design} version={live.version} status={live.status} />
          </div>
        </div>
      </div>
      {/* Below the editor, not under the sticky preview (which would cover what follows it in its column). */}
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <PageRevisionsPanel pageKey={key} revisions={revisions} onRestore={restore} />
        <div className="flex min-w-0 flex-col gap-6">
          <PageTranslationsPanel locale={meta.locale} translations={meta.translations} editHref={editHref} onAdd={addTranslation} />
          <SharePreviewPanel kind="page" id={meta.id} uniqueKey={meta.uniqueKey} />
        </div>
      </div>
      <PageConflictDialog
        conflict={conflict}
        mine={{ title: values.title, blocks: values.blocks }}
        onClose={() => setConflict(null)}
        onKeepTheirs={keepTheirs}
        onOverwrite={() => void overwriteWithMine()}
        onCopyMine={() => void copyMineAndReload()}
      />
      <LeaveConfirmDialog
        open={leaveTo !== null}
        onClose={() => setLeaveTo(null)}
        onLeave={() => {
          const href = leaveTo;
          setLeaveTo(null);
          allowNextNavigation();
          if (href) window.location.assign(href);
        }}
      />
    </div>
  );
}
