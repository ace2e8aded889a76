import { CoverImage } from '@/components/blog/cover-image';
import { altFor, descriptionOf, focalPosition, type FileDescription } from '@/lib/media/lookup';
import { Icon } from '@/components/home/icons';
import { eyebrowPill, HeroText, outlineButtonOnDark, whiteButton } from '@/components/home/section-parts';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/i18n/link';
import type { BlockOf } from '@/lib/pages/blocks';
import { type BlockProps, titleIdOf } from './parts';

const v1Classes = { eyebrow: 'text-sm font-semibold tracking-wide uppercase', title: 'text-4xl font-bold tracking-tight text-balance sm:text-5xl', text: 'max-w-2xl text-lg' };
const v2Classes = { eyebrow: eyebrowPill, title: 'text-4xl font-extrabold tracking-tight text-balance sm:text-6xl', text: 'max-w-xl text-lg text-dark-foreground/85' };
const lightButton = whiteButton('text-dark hover:bg-dark-light', true);

/** The figures beside design v2's hero (a stats block placed right after it), each value over its label. */
function HeroFigures({ stats }: { stats: BlockOf<'stats'> }) {
  return (
    <dl className="grid gap-px overflow-hidden rounded-2xl border border-white/15 bg-white/15 sm:grid-cols-3 lg:grid-cols-1">
      {stats.items.map((item, index) => (
        <div key={index} className="flex flex-col gap-1 bg-dark p-6">
          <dt className="order-last text-sm text-dark-foreground/85">{item.label}</dt>
          <dd className="text-3xl font-bold tracking-tight">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function HeroImage({ src, className, file, locale }: { src: string; className: string; file?: FileDescription; locale: string }) {
  return (
    <div className={`relative aspect-video w-full overflow-hidden rounded-2xl ${className}`}>
      <CoverImage src={src} alt={altFor(file, locale) ?? ''} objectPosition={focalPosition(file)} sizes="(min-width: 1024px) 40vw, 100vw" priority />
    </div>
  );
}

/**
 * A hero: design v1 a centred band on a light background, v2 a dark split band with the figures
 * (a stats block right after it) or the image beside the text. The page's first hero holds its h1
 * (`#home-title`); a later one an h2.
 */
export function HeroBlock({ block, design, id, first, stats, locale, files }: BlockProps<'hero'> & { first: boolean; stats?: BlockOf<'stats'> }) {
  const file = files ? descriptionOf(files, block.image) : undefined;
  const titleId = first ? 'home-title' : titleIdOf(id);
  const level = first ? 1 : 2;
  const text = { eyebrow: block.eyebrow, title: block.title, text: block.text, titleId, level } as const;
  if (design === 'v1') {
    return (
      <section id={block.anchor} aria-labelledby={titleId} className="scroll-mt-4 bg-primary-light text-primary-light-foreground dark:bg-surface dark:text-foreground">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center sm:px-6 sm:py-24">
          <HeroText {...text} classes={v1Classes}>
            {block.primary && (
              <Link href={block.primary.href} className={buttonClasses({ size: 'lg' })}>
                {block.primary.label}
              </Link>
            )}
            {block.secondary && (
              <Link href={block.secondary.href} className={buttonClasses({ size: 'lg', variant: 'ghost', className: 'border border-current' })}>
                {block.secondary.label}
              </Link>
            )}
          </HeroText>
          {block.image && <HeroImage src={block.image} className="mt-4 max-w-3xl" file={file} locale={locale} />}
        </div>
      </section>
    );
  }
  const aside = stats ? <HeroFigures stats={stats} /> : block.image ? <HeroImage src={block.image} className="" file={file} locale={locale} /> : null;
  return (
    <section id={block.anchor} aria-labelledby={titleId} className="scroll-mt-4 bg-dark text-dark-foreground">
      <div className={`mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 ${aside ? 'lg:grid-cols-[3fr_2fr]' : ''}`}>
        <div className="flex flex-col items-start gap-6">
          <HeroText {...text} classes={v2Classes}>
            {block.primary && (
              <Link href={block.primary.href} className={lightButton}>
                {block.primary.label}
                <Icon name="arrow" className="size-4" />
              </Link>
            )}
            {block.secondary && (
              <Link href={block.secondary.href} className={outlineButtonOnDark}>
                {block.secondary.label}
              </Link>
            )}
          </HeroText>
        </div>
        {aside}
      </div>
    </section>
  );
}
