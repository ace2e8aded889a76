'use client';

import { useEffect, useImperativeHandle, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { ACCEPTED_IMAGE_TYPES, imageFilesOf, uploadImage } from './upload-image';
import { articleEditorExtensions } from './editor-extensions';
import { editorLinkSchema } from '@/lib/articles/editor-url';
import { UrlDialog } from './url-dialog';
import { Icon, Separator, ToolbarButton } from './toolbar-button';
import { RichToolbarItems, useRichEditorLabels } from './rich/rich-toolbar';
import { richContentClasses } from './rich/content-classes';
import { setImageAlt } from './image-alt';
import { MediaPicker } from '@/components/admin/media/media-picker';
import { useMediaLibraryAccess } from '@/components/admin/media/media-access';
import { altTextIn, plainUrlOf } from '@/components/admin/media/media-api';

/** What the form may do to the editor from outside (restoring a revision replaces the content). */
export type RichTextEditorHandle = {
  setContent: (html: string) => void;
  focus: () => void;
  /** Gives the body images at `src` without alt text this alt (the alt-text panel); answers how many changed. */
  setImageAlt: (src: string, alt: string) => number;
};

export type RichTextEditorProps = {
  /** Id of the element that labels the editor (the field's label). */
  labelId: string;
  initialContent: string;
  /** Called with the editor's HTML after every change the user makes. */
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
  /** Shown under the editor when an image pasted, dropped or chosen could not be uploaded. */
  onUploadError: (message: string, status: number) => void;
  /** The article's language: an image chosen in the media library is inserted with its alt text in it. */
  language: string;
  ref?: Ref<RichTextEditorHandle>;
};

// The article's look inside the editor (no typography plugin: the few rules the editor needs).
const contentClasses = clsx(
  'min-h-72 px-4 py-3 text-base leading-relaxed focus-visible:outline-none',
  '[&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-surface [&_code]:px-1 [&_code]:font-mono [&_code]:text-sm',
  '[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-surface [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_a]:text-link [&_a]:underline [&_hr]:my-6 [&_hr]:border-border [&_img]:my-3 [&_img]:max-w-full [&_img]:rounded-md',
  '[&_img.ProseMirror-selectednode]:outline-2 [&_img.ProseMirror-selectednode]:outline-ring',
  richContentClasses,
);

/** The rich-text content field: a Tiptap editor with an accessible toolbar, link and image dialogs, and image upload on paste or drop. */
export function RichTextEditor({ labelId, initialContent, onChange, invalid, describedBy, onUploadError, language, ref }: RichTextEditorProps) {
  const t = useTranslations('Admin.compose');
  const tErrors = useTranslations('Errors');
  const locale = useLocale();
  const [uploading, setUploading] = useState(0);
  const onChangeRef = useRef(onChange);
  const onUploadErrorRef = useRef(onUploadError);
  useEffect(() => {
    onChangeRef.current = onChange;
    onUploadErrorRef.current = onUploadError;
  });
  // The upload path is used from ProseMirror's paste/drop handlers, created once with the editor.
  const insertUploadsRef = useRef<(files: File[], at?: number) => void>(() => {});

  const richLabels = useRichEditorLabels();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the schema is made once, with the first labels
  const extensions = useMemo(() => articleEditorExtensions(richLabels), []);
  const editor = useEditor({
    extensions,
    content: initialContent,
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, class: contentClasses },
      handlePaste(_view, event) {
        const files = imageFilesOf(event.clipboardData?.files);
        if (files.length === 0) return false;
        event.preventDefault();
        insertUploadsRef.current(files);
        return true;
      },
      handleDrop(view, event, _slice, moved) {
        if (moved) return false;
        const files = imageFilesOf(event.dataTransfer?.files);
        if (files.length === 0) return false;
        event.preventDefault();
        insertUploadsRef.current(files, view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos);
        return true;
      },
    },
    onUpdate({ editor: current }) {
      onChangeRef.current(current.getHTML());
    },
  });

  useEffect(() => {
    insertUploadsRef.current = (files, at) => {
      if (!editor) return;
      for (const file of files) {
        setUploading((n) => n + 1);
        void uploadImage(file, locale, tErrors('unexpected')).then((result) => {
          setUploading((n) => n - 1);
          if (!result.ok) {
            onUploadErrorRef.current(result.message, result.status);
            return;
          }
          const image = { type: 'image', attrs: { src: result.url, alt: '' } };
          const chain = editor.chain().focus();
          if (at !== undefined) chain.insertContentAt(Math.min(at, editor.state.doc.content.size), image).run();
          else chain.insertContent(image).run();
        });
      }
    };
  }, [editor, locale, tErrors]);

  // The field's state (invalid, hint and error ids) lives on the contenteditable element itself.
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(invalid ? { 'aria-invalid': 'true' } : {}),
          class: contentClasses,
        },
      },
    });
  }, [editor, labelId, describedBy, invalid]);

  useImperativeHandle(
    ref,
    () => ({
      setContent: (html) => editor?.commands.setContent(html, { emitUpdate: false }),
      focus: () => editor?.commands.focus(),
      setImageAlt: (src, alt) => (editor ? setImageAlt(editor, src, alt) : 0),
    }),
    [editor],
  );

  return (
    <div
      className={clsx(
        'rounded-md border bg-background focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-ring',
        invalid ? 'border-negative-text' : 'border-input',
      )}
    >
      {editor ? <Toolbar editor={editor} language={language} onFiles={(files) => insertUploadsRef.current(files)} /> : <div className="h-11 border-b border-border" />}
      {editor ? (
        <EditorContent editor={editor} />
      ) : (
        // Until the editor starts (after hydration), the saved text is shown as it is, not an empty box.
        <div className={contentClasses} data-testid="editor-initial-content" dangerouslySetInnerHTML={{ __html: initialContent }} />
      )}
      {uploading > 0 && (
        <p role="status" className="border-t border-border px-4 py-2 text-sm text-muted-foreground">
          {t('editor.uploading')}
        </p>
      )}
    </div>
  );
}

type ToolbarState = {
  h2: boolean;
  h3: boolean;
  bold: boolean;
  italic: boolean;
  strike: boolean;
  code: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  codeBlock: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
};

function Toolbar({ editor, language, onFiles }: { editor: Editor; language: string; onFiles: (files: File[]) => void }) {
  const t = useTranslations('Admin.compose.editor');
  const tMedia = useTranslations('Media.picker');
  const libraryAllowed = useMediaLibraryAccess();
  const [dialog, setDialog] = useState<'link' | 'image' | 'picker' | null>(null);
  const [linkHref, setLinkHref] = useState('');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }): ToolbarState => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      code: e.isActive('code'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const chain = () => editor.chain().focus();

  function toggle(label: string, pressed: boolean, run: () => void, glyph: ReactNode) {
    return (
      <ToolbarButton label={label} pressed={pressed} onClick={run}>
        {glyph}
      </ToolbarButton>
    );
  }

  function applyLink(url: string) {
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain()
        // An e-mail link reads as its address, without the scheme or a ?subject=.
        .insertContent({ type: 'text', text: url.replace(/^mailto:([^?]*).*$/i, '$1'), marks: [{ type: 'link', attrs: { href: url } }] })
        .run();
    } else {
      chain().extendMarkRange('link').setLink({ href: url }).run();
    }
  }

  return (
    <div role="toolbar" aria-label={t('toolbar')} className="flex flex-wrap items-center gap-0.5 border-b border-border p-1.5">
      {toggle(t('heading2'), state.h2, () => chain().toggleHeading({ level: 2 }).run(), 'H2')}
      {toggle(t('heading3'), state.h3, () => chain().toggleHeading({ level: 3 }).run(), 'H3')}
      <Separator />
      {toggle(t('bold'), state.bold, () => chain().toggleBold().run(), <span className="font-bold">B</span>)}
      {toggle(t('italic'), state.italic, () => chain().toggleItalic().run(), <span className="italic">I</span>)}
      {toggle(t('strike'), state.strike, () => chain().toggleStrike().run(), <span className="line-through">S</span>)}
      {toggle(t('code'), state.code, () => chain().toggleCode().run(), <span className="font-mono">{'<>'}</span>)}
      <Separator />
      {toggle(t('bulletList'), state.bulletList, () => chain().toggleBulletList().run(), <Icon path="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />)}
      {toggle(t('orderedList'), state.orderedList, () => chain().toggleOrderedList().run(), <Icon path="M10 6h10M10 12h10M10 18h10M4 4v4M3 14h3l-3 4h3" />)}
      {toggle(t('blockquote'), state.blockquote, () => chain().toggleBlockquote().run(), <Icon path="M7 7h4v6H7zM7 13c0 2-1 3-3 4M15 7h4v6h-4zM15 13c0 2-1 3-3 4" />)}
      {toggle(t('codeBlock'), state.codeBlock, () => chain().toggleCodeBlock().run(), <span className="font-mono">{'{ }'}</span>)}
      <Separator />
      <ToolbarButton
        label={t('link')}
        pressed={state.link}
        onClick={() => {
          setLinkHref((editor.getAttributes('link').href as string | undefined) ?? '');
          setDialog('link');
        }}
      >
        <Icon path="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
      </ToolbarButton>
      {/* The media library's picker; the address dialog is one of its choices (the only one without the grant). */}
      <ToolbarButton label={t('image')} onClick={() => setDialog(libraryAllowed ? 'picker' : 'image')}>
        <Icon path="M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9h.01" />
      </ToolbarButton>
      <ToolbarButton label={t('horizontalRule')} onClick={() => chain().setHorizontalRule().run()}>
        <Icon path="M4 12h16" />
      </ToolbarButton>
      <RichToolbarItems editor={editor} />
      <Separator />
      <ToolbarButton label={t('undo')} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        <Icon path="M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3" />
      </ToolbarButton>
      <ToolbarButton label={t('redo')} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        <Icon path="m15 14 5-5-5-5M20 9H9a5 5 0 0 0 0 10h3" />
      </ToolbarButton>

      <UrlDialog
        open={dialog === 'link'}
        onOpenChange={(open) => setDialog(open ? 'link' : null)}
        title={t('linkDialogTitle')}
        label={t('linkUrl')}
        initialUrl={linkHref}
        schema={editorLinkSchema}
        submitLabel={t('apply')}
        onSubmit={applyLink}
        removeLabel={state.link ? t('removeLink') : undefined}
        onRemove={() => chain().extendMarkRange('link').unsetLink().run()}
      />
      <MediaPicker
        open={dialog === 'picker'}
        onOpenChange={(open) => setDialog(open ? 'picker' : null)}
        onPick={(item) => chain().setImage({ src: plainUrlOf(item), alt: altTextIn(item, language) }).run()}
        alternative={{ label: tMedia('byAddress'), onClick: () => setDialog('image') }}
      />
      <UrlDialog
        open={dialog === 'image'}
        onOpenChange={(open) => setDialog(open ? 'image' : null)}
        title={t('imageDialogTitle')}
        label={t('imageUrl')}
        submitLabel={t('insert')}
        onSubmit={(url) => chain().setImage({ src: url, alt: '' }).run()}
      >
        <label className="flex flex-col gap-1.5 text-sm">
          <span className="font-medium">{t('imageUpload')}</span>
          <input
            type="file"
            accept={ACCEPTED_IMAGE_TYPES}
            className="text-sm file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:text-secondary-foreground"
            onChange={(event) => {
              const files = imageFilesOf(event.target.files);
              event.target.value = '';
              if (files.length === 0) return;
              setDialog(null);
              onFiles(files);
            }}
          />
        </label>
      </UrlDialog>
    </div>
  );
}
