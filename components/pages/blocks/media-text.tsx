import styles from '@/components/blog/article-body.module.css';
import { CoverImage } from '@/components/blog/cover-image';
import { altFor, descriptionOf, focalPosition } from '@/lib/media/lookup';
import { ArrowLink } from '@/components/home/section-parts';
import { arrowLink, BlockSection, type BlockProps, container, sectionTitle, titleIdOf } from './parts';

/** An image beside a title and rich text (image on the left or the right from md up). */
export function MediaTextBlock({ block, design, id, locale, files }: BlockProps<'media_text'>) {
  const file = files ? descriptionOf(files, block.image) : undefined;
  return (
    <BlockSection id={id} labelled className={design === 'v2' ? 'bg-surface text-surface-foreground' : ''}>
      <div className={`${container(design)} grid items-center gap-8 md:grid-cols-2 md:gap-12`}>
        <div className={`relative aspect-[4/3] overflow-hidden ${design === 'v2' ? 'rounded-3xl' : 'rounded-2xl'} ${block.image_side === 'right' ? 'md:order-last' : ''}`}>
          <CoverImage
            src={block.image}
            // The block's own alt text first, then the library's in the page's language.
            alt={block.image_alt ?? altFor(file, locale) ?? ''}
            objectPosition={focalPosition(file)}
            sizes="(min-width: 768px) 50vw, 100vw"
          />
        </div>
        <div className="flex flex-col items-start gap-4">
          <h2 id={titleIdOf(id)} className={sectionTitle[design]}>
            {block.title}
          </h2>
          <div className={`${styles.body} text-muted-foreground`} dangerouslySetInnerHTML={{ __html: block.text }} />
          {block.cta && (
            <ArrowLink href={block.cta.href} className={arrowLink}>
              {block.cta.label}
            </ArrowLink>
          )}
        </div>
      </div>
    </BlockSection>
  );
}
