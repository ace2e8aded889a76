'use client';

import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { BlockFields, blockMenuItems, newBlock, type EditorBlock } from '@/components/admin/pages/block-forms';
import { BLOCKS_MAX, type BlockType } from '@/lib/pages/blocks';
import { blockSummary } from './block-summary';

export type BlockListProps = {
  blocks: EditorBlock[];
  onChange: (blocks: EditorBlock[]) => void;
  /** The actions' field errors, keyed by API path (`blocks.2.items.0.href`). */
  errors: Record<string, string>;
  ref?: Ref<BlockListHandle>;
};

/** What the page editor may ask of the list from outside. */
export type BlockListHandle = {
  /**
   * Opens the block at `index` and focuses the field whose DOM id ends with `idSuffix` (its heading
   * when null or not found): the publish panel's "Go to block" for an image without alt text.
   */
  reveal: (index: number, idSuffix: string | null) => void;
};

/** Where focus goes once the list has re-rendered: a block's heading or one of its buttons. */
type FocusTarget = { id: string; control: 'heading' | 'up' | 'down' } | { id: null; control: 'add' };

/** A copy of a block with a fresh id (its items keep theirs: they have none). */
function duplicateOf(block: EditorBlock): EditorBlock {
  return { ...structuredClone(block), id: newBlock(block.type).id };
}

/**
 * The page's blocks: each in its own card with its form (`BlockFields`, inline errors), collapse,
 * move up/down (focus stays on the moved block's button), duplicate and remove (asked first); then
 * "Add block", which opens the list of types with their icon and one-line description. Moves,
 * additions and removals are announced in a polite live region.
 */
export function BlockList({ blocks, onChange, errors, ref }: BlockListProps) {
  const t = useTranslations('PagesAdmin.blockList');
  const tBlocks = useTranslations('PagesAdmin.blocks');
  const baseId = useId();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const controls = useRef(new Map<string, HTMLElement>());
  const pendingFocus = useRef<FocusTarget | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const firstChoice = useRef<HTMLButtonElement>(null);

  const nameOf = (type: BlockType) => tBlocks(`${type}.name`);
  const register = (id: string, control: string) => (el: HTMLElement | null) => {
    if (el) controls.current.set(`${id}:${control}`, el);
    else controls.current.delete(`${id}:${control}`);
  };

  function focusOn(target: FocusTarget) {
    if (target.id === null) {
      addButton.current?.focus();
      return;
    }
    const wanted = controls.current.get(`${target.id}:${target.control}`);
    const element = wanted && !(wanted as HTMLButtonElement).disabled ? wanted : controls.current.get(`${target.id}:heading`);
    element?.focus();
  }

  const pendingReveal = useRef<{ id: string; idSuffix: string | null } | null>(null);
  useImperativeHandle(
    ref,
    () => ({
      reveal(index, idSuffix) {
        const block = blocks[index];
        if (!block) return;
        pendingReveal.current = { id: block.id, idSuffix };
        // Open its body if collapsed; the effect below focuses once it shows (now, when it was open).
        setCollapsed((current) => {
          const next = new Set(current);
          next.delete(block.id);
          return next;
        });
      },
    }),
    [blocks],
  );

  useEffect(() => {
    const wanted = pendingReveal.current;
    if (!wanted) return;
    const heading = controls.current.get(`${wanted.id}:heading`);
    const item = heading?.closest('li');
    const body = item?.querySelector<HTMLElement>(`[id$="-body-${CSS.escape(wanted.id)}"]`);
    if (!heading || !item || body?.hidden) return;
    pendingReveal.current = null;
    const field = wanted.idSuffix ? item.querySelector<HTMLElement>(`input[id$="${CSS.escape(wanted.idSuffix)}"], textarea[id$="${CSS.escape(wanted.idSuffix)}"]`) : null;
    const target = field ?? heading;
    target.scrollIntoView({ block: 'center' });
    target.focus();
  });

  // After the render that moved, added or removed a block.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    focusOn(target);
  });

  useEffect(() => {
    if (adding) firstChoice.current?.focus();
  }, [adding]);

  function move(index: number, by: -1 | 1) {
    const to = index + by;
    if (to < 0 || to >= blocks.length) return;
    const next = [...blocks];
    const [block] = next.splice(index, 1);
    next.splice(to, 0, block);
    onChange(next);
    setAnnouncement(t('moved', { type: nameOf(block.type), number: to + 1 }));
    pendingFocus.current = { id: block.id, control: by < 0 ? 'up' : 'down' };
  }

  function duplicate(index: number) {
    const copy = duplicateOf(blocks[index]);
    onChange([...blocks.slice(0, index + 1), copy, ...blocks.slice(index + 1)]);
    setAnnouncement(t('added', { type: nameOf(copy.type), number: index + 2 }));
    pendingFocus.current = { id: copy.id, control: 'heading' };
  }

  function add(type: BlockType) {
    const block = newBlock(type);
    onChange([...blocks, block]);
    setAdding(false);
    setAnnouncement(t('added', { type: nameOf(type), number: blocks.length + 1 }));
    pendingFocus.current = { id: block.id, control: 'heading' };
  }

  function remove(id: string) {
    const index = blocks.findIndex((b) => b.id === id);
    if (index === -1) return;
    const next = blocks.filter((b) => b.id !== id);
    onChange(next);
    setAnnouncement(t('removed', { type: nameOf(blocks[index].type) }));
    const neighbour = next[Math.min(index, next.length - 1)];
    // After the confirmation has closed (300 ms) and handed focus back, which it would otherwise take.
    window.setTimeout(() => focusOn(neighbour ? { id: neighbour.id, control: 'heading' } : { id: null, control: 'add' }), 320);
  }

  function toggle(id: string) {
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  const removingIndex = removing === null ? -1 : blocks.findIndex((b) => b.id === removing);
  const removingBlock = removingIndex === -1 ? null : blocks[removingIndex];

  return (
    <section aria-labelledby={`${baseId}-heading`} className="flex flex-col gap-4">
      <h2 id={`${baseId}-heading`} className="text-lg font-semibold">
        {t('heading')}
      </h2>
      {blocks.length === 0 && <p className="text-sm text-muted-foreground">{t('empty')}</p>}
      <ol className="flex flex-col gap-4">
        {blocks.map((block, index) => {
          const number = index + 1;
          const type = nameOf(block.type);
          const isCollapsed = collapsed.has(block.id);
          const bodyId = `${baseId}-body-${block.id}`;
          const headingId = `${baseId}-block-${block.id}`;
          const label = (action: string) => t('actionLabel', { action, number, type });
          const path = `blocks.${index}`;
          const hasErrors = Object.keys(errors).some((k) => k === path || k.startsWith(`${path}.`));
          const summary = blockSummary(block);
          return (
            <li
              key={block.id}
              data-testid="page-block"
              data-type={block.type}
              className={clsx('rounded-lg border bg-background', hasErrors ? 'border-negative' : 'border-border')}
            >
              <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-2">
                <div className="min-w-0">
                  <h3 id={headingId} ref={register(block.id, 'heading')} tabIndex={-1} className="text-base font-semibold focus:outline-2 focus:outline-ring">
                    {t('label', { number, type })}
                  </h3>
                  {isCollapsed && <p className="truncate text-sm text-muted-foreground">{summary || t('noSummary')}</p>}
                </div>
                <div className="flex flex-wrap items-center gap-1">
                  <Button size="sm" variant="ghost" aria-expanded={!isCollapsed} aria-controls={bodyId} aria-label={label(isCollapsed ? t('expand') : t('collapse'))} onClick={() => toggle(block.id)}>
                    {isCollapsed ? t('expand') : t('collapse')}
                  </Button>
                  <Button size="sm" variant="ghost" ref={register(block.id, 'up')} disabled={index === 0} aria-label={label(t('moveUp'))} onClick={() => move(index, -1)}>
                    <span aria-hidden="true">↑</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    ref={register(block.id, 'down')}
                    disabled={index === blocks.length - 1}
                    aria-label={label(t('moveDown'))}
                    onClick={() => move(index, 1)}
                  >
                    <span aria-hidden="true">↓</span>
                  </Button>
                  <Button size="sm" variant="ghost" disabled={blocks.length >= BLOCKS_MAX} aria-label={label(t('duplicate'))} onClick={() => duplicate(index)}>
                    {t('duplicate')}
                  </Button>
                  <Button size="sm" variant="ghost" aria-label={label(t('remove'))} onClick={() => setRemoving(block.id)}>
                    {t('remove')}
                  </Button>
                </div>
              </div>
              <div id={bodyId} hidden={isCollapsed} className="p-4">
                <BlockFields block={block} onChange={(next: EditorBlock) => onChange(blocks.map((b) => (b.id === block.id ? next : b)))} errors={errors} path={path} />
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-col gap-3">
        <div>
          <Button
            ref={addButton}
            variant="secondary"
            aria-expanded={adding}
            aria-controls={`${baseId}-menu`}
            disabled={blocks.length >= BLOCKS_MAX}
            onClick={() => setAdding((open) => !open)}
          >
            {t('add')}
          </Button>
        </div>
        {adding && (
          <div
            id={`${baseId}-menu`}
            role="group"
            aria-labelledby={`${baseId}-menu-title`}
            aria-describedby={`${baseId}-menu-text`}
            className="rounded-lg border border-border bg-surface p-3"
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              event.stopPropagation();
              setAdding(false);
              addButton.current?.focus();
            }}
          >
            <h3 id={`${baseId}-menu-title`} className="text-base font-semibold">
              {t('addTitle')}
            </h3>
            <p id={`${baseId}-menu-text`} className="mb-3 text-sm text-muted-foreground">
              {t('addDescription')}
            </p>
            <ul className="grid gap-2 sm:grid-cols-2">
              {blockMenuItems.map((item, i) => (
                <li key={item.type}>
                  <button
                    type="button"
                    ref={i === 0 ? firstChoice : undefined}
                    data-testid={`add-block-${item.type}`}
                    onClick={() => add(item.type)}
                    className="flex w-full items-start gap-3 rounded-md border border-border bg-background p-3 text-left hover:border-primary focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <span className="shrink-0 text-primary dark:text-link">{item.icon}</span>
                    <span className="flex flex-col">
                      <span className="font-medium">{nameOf(item.type)}</span>
                      <span className="text-sm text-muted-foreground">{tBlocks(`${item.type}.description`)}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <Button
              className="mt-3"
              size="sm"
              variant="ghost"
              onClick={() => {
                setAdding(false);
                addButton.current?.focus();
              }}
            >
              {t('close')}
            </Button>
          </div>
        )}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ConfirmDialog
        open={removingBlock !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removingBlock ? t('removeTitle', { number: removingIndex + 1, type: nameOf(removingBlock.type) }) : ''}
        description={t('removeText')}
        confirmLabel={t('remove')}
        cancelLabel={t('cancel')}
        variant="danger"
        onConfirm={() => {
          if (removing) remove(removing);
          setRemoving(null);
        }}
      />
    </section>
  );
}
