'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { BlockType } from '@/lib/pages/blocks';

/** An image the refusal (422 IMAGE_ALT_MISSING) names: its API field and URL. */
export type RefusedImage = { field: string; url: string };

/** Where a refused image is described in the editor: the block (by index) and the end of its field's DOM id, or the share image. */
export type AltTarget = { kind: 'share' } | { kind: 'block'; index: number; idSuffix: string | null };

const BLOCK_FIELD = /^blocks\.(\d+)\.(.+)$/;

/**
 * Where to describe an image the refusal names: a media-and-text block's image in its `image_alt`,
 * a logo in its `alt`, an image in a block's text in that text (null: the block itself), the share
 * image in its field. The DOM ids of block fields end with their path inside the block, dots as dashes
 * (components/admin/pages/block-forms/fields.tsx).
 */
export function altTargetOf(field: string, blockTypes: readonly BlockType[]): AltTarget | null {
  if (field === 'image') return { kind: 'share' };
  const match = BLOCK_FIELD.exec(field);
  if (!match) return null;
  const index = Number(match[1]);
  const rest = match[2];
  if (rest === 'image') return { kind: 'block', index, idSuffix: blockTypes[index] === 'media_text' ? '-image_alt' : null };
  const logo = /^items\.(\d+)\.image$/.exec(rest);
  if (logo) return { kind: 'block', index, idSuffix: `-items-${logo[1]}-alt` };
  return { kind: 'block', index, idSuffix: null };
}

/**
 * The field path that shows the refusal beside the field to fill: `blocks.N.image_alt` for a
 * media-and-text block, `blocks.N.items.M.alt` for a logo, the image's own field otherwise.
 */
export function altErrorPath(field: string, blockType: BlockType | undefined): string {
  const logo = /^(blocks\.\d+\.items\.\d+)\.image$/.exec(field);
  if (logo) return `${logo[1]}.alt`;
  if (blockType === 'media_text' && /^blocks\.\d+\.image$/.test(field)) return field.replace(/\.image$/, '.image_alt');
  return field;
}

type Props = {
  images: RefusedImage[];
  /** The type of each block, in order, to name them. */
  blockTypes: BlockType[];
  onGo: (target: AltTarget) => void;
};

/** The publish panel's list of the images a refused publish named, each with a button to the field that describes it. */
export function AltTextRefusal({ images, blockTypes, onGo }: Props) {
  const t = useTranslations('AltText.page');
  const tBlocks = useTranslations('PagesAdmin.blocks');
  const id = useId();

  function nameOf(field: string): string {
    if (field === 'image') return t('shareImage');
    const match = BLOCK_FIELD.exec(field);
    const index = match ? Number(match[1]) : -1;
    const type = blockTypes[index];
    const values = { number: index + 1, type: type ? tBlocks(`${type}.name`) : '' };
    const logo = /^items\.(\d+)\.image$/.exec(match?.[2] ?? '');
    if (logo) return t('logoImage', { ...values, item: Number(logo[1]) + 1 });
    if (match?.[2] === 'image') return t('blockImage', values);
    return t('textImage', values);
  }

  return (
    <div role="group" aria-labelledby={`${id}-heading`} data-testid="page-alt-text" className="flex flex-col gap-2 rounded-md border border-negative-text p-3">
      <h3 id={`${id}-heading`} className="text-sm font-semibold">
        {t('heading')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('intro')}</p>
      <ul className="flex flex-col gap-2">
        {images.map((image) => {
          const target = altTargetOf(image.field, blockTypes);
          return (
            <li key={`${image.field}\n${image.url}`} className="flex flex-wrap items-center gap-2 text-sm">
              {/* eslint-disable-next-line @next/next/no-img-element -- the page's own image, named by the text beside it */}
              <img src={image.url} alt="" className="size-10 rounded border border-border object-cover" />
              <span className="min-w-0 flex-1">{nameOf(image.field)}</span>
              {target && (
                <Button size="sm" variant="secondary" onClick={() => onGo(target)}>
                  {target.kind === 'share' ? t('goToShareImage') : t('goToBlock', { number: target.index + 1 })}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
