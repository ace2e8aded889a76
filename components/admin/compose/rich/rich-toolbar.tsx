'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { NodeSelection } from '@tiptap/pm/state';
import { addColumnAfter, addRowAfter, deleteColumn, deleteRow, deleteTable, isInTable, toggleHeaderRow } from '@tiptap/pm/tables';
import type { Command } from '@tiptap/pm/state';
import { useEditorState, type Editor } from '@tiptap/react';
import { isCalloutType, type CalloutType } from '@/lib/articles/rich-nodes';
import { Icon, Separator, ToolbarButton } from '../toolbar-button';
import type { RichEditorLabels } from './nodes';
import { ButtonLinkDialog, type ButtonLinkValue } from './button-link-dialog';
import { CalloutDialog } from './callout-dialog';
import { VideoDialog, type VideoValue } from './video-dialog';

/** The texts the rich blocks show inside the editor, in the back office's language. */
export function useRichEditorLabels(): RichEditorLabels {
  const t = useTranslations('RichBlocks');
  return {
    callout: { info: t('callout.types.info'), warning: t('callout.types.warning'), tip: t('callout.types.tip') },
    video: t('video.label'),
    button: t('button.label'),
  };
}

type Dialog = 'video' | 'callout' | 'button' | null;

type RichState = {
  inTable: boolean;
  callout: CalloutType | null;
  selectedVideo: VideoValue | null;
  selectedButton: ButtonLinkValue | null;
};

/**
 * Written after an inserted block, so that writing goes on below it (an inserted atom is otherwise
 * left selected, and the next key typed would replace it).
 */
const PARAGRAPH = { type: 'paragraph' };

/** Three columns, a header row and two body rows: a table to fill in. */
function newTable() {
  const cell = (type: 'tableHeader' | 'tableCell') => ({ type, content: [{ type: 'paragraph' }] });
  const row = (type: 'tableHeader' | 'tableCell') => ({ type: 'tableRow', content: [cell(type), cell(type), cell(type)] });
  return { type: 'table', content: [row('tableHeader'), row('tableCell'), row('tableCell')] };
}

/**
 * The toolbar's entries for the rich blocks (issue 31 §3): video, table, callout and button link,
 * and the table's own actions while the cursor is in a table.
 */
export function RichToolbarItems({ editor }: { editor: Editor }) {
  const t = useTranslations('RichBlocks');
  const [dialog, setDialog] = useState<Dialog>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }): RichState => {
      const selection = e.state.selection;
      const node = selection instanceof NodeSelection ? selection.node : null;
      const calloutType = e.getAttributes('callout').type as string | undefined;
      return {
        inTable: isInTable(e.state),
        callout: e.isActive('callout') && isCalloutType(calloutType) ? calloutType : null,
        selectedVideo:
          node?.type.name === 'videoEmbed'
            ? { provider: node.attrs.provider as VideoValue['provider'], id: String(node.attrs.videoId), title: String(node.attrs.title) }
            : null,
        selectedButton: node?.type.name === 'buttonLink' ? { href: String(node.attrs.href), text: String(node.attrs.text) } : null,
      };
    },
  });

  const run = (command: Command) => editor.chain().focus().command(({ state: s, dispatch }) => command(s, dispatch)).run();

  return (
    <>
      <Separator />
      <ToolbarButton label={t('video.insert')} pressed={state.selectedVideo !== null ? true : undefined} onClick={() => setDialog('video')}>
        <Icon path="M3 6h18v12H3zM10 9l5 3-5 3z" />
      </ToolbarButton>
      <ToolbarButton label={t('table.insert')} disabled={state.inTable} onClick={() => editor.chain().focus().insertContent([newTable(), PARAGRAPH]).run()}>
        <Icon path="M3 5h18v14H3zM3 10h18M3 15h18M9 5v14M15 5v14" />
      </ToolbarButton>
      <ToolbarButton label={t('callout.insert')} pressed={state.callout !== null} onClick={() => setDialog('callout')}>
        <Icon path="M4 4h16v12H8l-4 4zM12 8v3M12 13h.01" />
      </ToolbarButton>
      <ToolbarButton label={t('button.insert')} pressed={state.selectedButton !== null ? true : undefined} onClick={() => setDialog('button')}>
        <Icon path="M3 8h18v8H3zM8 12h8" />
      </ToolbarButton>
      {state.inTable && (
        <span role="group" aria-label={t('table.actions')} className="inline-flex items-center gap-0.5 rounded bg-surface px-0.5">
          <ToolbarButton label={t('table.addRow')} onClick={() => run(addRowAfter)}>
            <Icon path="M3 5h18v8H3zM12 16v6M9 19h6" />
          </ToolbarButton>
          <ToolbarButton label={t('table.deleteRow')} onClick={() => run(deleteRow)}>
            <Icon path="M3 5h18v8H3zM9 19h6" />
          </ToolbarButton>
          <ToolbarButton label={t('table.addColumn')} onClick={() => run(addColumnAfter)}>
            <Icon path="M5 3h8v18H5zM16 12h6M19 9v6" />
          </ToolbarButton>
          <ToolbarButton label={t('table.deleteColumn')} onClick={() => run(deleteColumn)}>
            <Icon path="M5 3h8v18H5zM16 12h6" />
          </ToolbarButton>
          <ToolbarButton label={t('table.toggleHeaderRow')} onClick={() => run(toggleHeaderRow)}>
            <Icon path="M3 5h18v14H3zM3 10h18" />
          </ToolbarButton>
          <ToolbarButton label={t('table.delete')} onClick={() => run(deleteTable)}>
            <Icon path="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
          </ToolbarButton>
        </span>
      )}

      <VideoDialog
        open={dialog === 'video'}
        onOpenChange={(open) => setDialog(open ? 'video' : null)}
        initial={state.selectedVideo}
        onSubmit={({ provider, id, title }) => {
          const attrs = { provider, videoId: id, title };
          if (state.selectedVideo) editor.chain().focus().updateAttributes('videoEmbed', attrs).run();
          else editor.chain().focus().insertContent([{ type: 'videoEmbed', attrs }, PARAGRAPH]).run();
        }}
      />
      <CalloutDialog
        open={dialog === 'callout'}
        onOpenChange={(open) => setDialog(open ? 'callout' : null)}
        current={state.callout}
        onSubmit={(type) => {
          if (state.callout) editor.chain().focus().updateAttributes('callout', { type }).run();
          else editor.chain().focus().wrapIn('callout', { type }).run();
        }}
        onRemove={() => editor.chain().focus().lift('callout').run()}
      />
      <ButtonLinkDialog
        open={dialog === 'button'}
        onOpenChange={(open) => setDialog(open ? 'button' : null)}
        initial={state.selectedButton}
        onSubmit={(attrs) => {
          if (state.selectedButton) editor.chain().focus().updateAttributes('buttonLink', attrs).run();
          else editor.chain().focus().insertContent([{ type: 'buttonLink', attrs }, PARAGRAPH]).run();
        }}
      />
    </>
  );
}
