import { Icon } from '@/components/home/icons';
import { ArrowLink, IconList, type IconListClasses, ItemText, SectionHeading } from '@/components/home/section-parts';
import { illustratedSolutions, SolutionIllustration } from '@/components/home/solution-illustration';
import type { BlockIcon } from '@/lib/pages/blocks';
import { arrowLink, BlockSection, type BlockProps, sectionTitle, titleIdOf } from './parts';

const v1Icons: IconListClasses = { className: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4', itemClassName: 'flex flex-col gap-3 rounded-xl border border-border bg-background p-6', badgeClassName: 'flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground', titleClassName: 'text-lg font-semibold', textClassName: 'text-sm text-muted-foreground' };
const v2Icons: IconListClasses = { className: 'flex flex-col divide-y divide-border', itemClassName: 'flex gap-5 py-6 first:pt-0 last:pb-0', badgeClassName: 'flex size-12 shrink-0 items-center justify-center rounded-xl bg-dark text-dark-foreground', bodyClassName: 'flex flex-col gap-1', titleClassName: 'text-lg font-bold', textClassName: 'text-muted-foreground' };

const isIllustrated = (icon: BlockIcon): icon is (typeof illustratedSolutions)[number] => (illustratedSolutions as readonly string[]).includes(icon);

/** The block's heading and introduction (either may be absent). */
function Heading({ block, id, className, design }: Pick<BlockProps<'features'>, 'block' | 'id' | 'design'> & { className: string }) {
  if (block.title) return <SectionHeading id={titleIdOf(id)} title={block.title} intro={block.text} className={className} titleClassName={sectionTitle[design]} />;
  return block.text ? <p className={`${className} text-lg text-muted-foreground`}>{block.text}</p> : null;
}

/**
 * Features: `icons` — v1 a grid of cards, v2 a list beside its heading; `showcase` — v1 alternating
 * rows with a drawing (or the item's icon, large), v2 numbered cards. The `cta` is a link with an arrow.
 */
export function FeaturesBlock({ block, design, id }: BlockProps<'features'>) {
  const items = block.items.map((item, index) => ({ key: String(index), ...item }));
  const labelled = !!block.title;
  if (block.style === 'icons') {
    const cta = block.cta && (
      <ArrowLink href={block.cta.href} className={`${arrowLink} self-start`}>
        {block.cta.label}
      </ArrowLink>
    );
    if (design === 'v1') {
      return (
        <BlockSection id={id} labelled={labelled} className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <Heading block={block} id={id} design={design} className="mb-10 flex max-w-2xl flex-col gap-3" />
          <IconList items={items} {...v1Icons} />
          {cta && <div className="mt-10 flex">{cta}</div>}
        </BlockSection>
      );
    }
    const heading = block.title || block.text || cta;
    return (
      <BlockSection id={id} labelled={labelled} className="border-y border-border bg-surface text-surface-foreground">
        <div className={`mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 sm:py-20 ${heading ? 'lg:grid-cols-[2fr_3fr]' : ''}`}>
          {heading && (
            <div className="flex flex-col gap-6 lg:sticky lg:top-8 lg:self-start">
              <Heading block={block} id={id} design={design} className="flex flex-col gap-3" />
              {cta}
            </div>
          )}
          <IconList items={items} {...v2Icons} />
        </div>
      </BlockSection>
    );
  }

  if (design === 'v1') {
    return (
      <BlockSection id={id} labelled={labelled} className="bg-surface text-surface-foreground">
        <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-16 sm:px-6">
          <Heading block={block} id={id} design={design} className="flex max-w-2xl flex-col gap-3" />
          <ul className="flex flex-col gap-10">
            {items.map((item, index) => (
              <li key={item.key} className="grid items-center gap-6 md:grid-cols-2 md:gap-12">
                <div className={`flex aspect-[5/2] items-center justify-center overflow-hidden rounded-2xl bg-accent-light text-accent-light-foreground ${index % 2 === 1 ? 'md:order-last' : ''}`}>
                  {isIllustrated(item.icon) ? <SolutionIllustration solution={item.icon} className="h-full w-full" /> : <Icon name={item.icon} className="size-20" />}
                </div>
                <ItemText title={item.title} text={item.text} className="flex flex-col gap-3" titleClassName="text-2xl font-semibold" textClassName="text-muted-foreground" />
              </li>
            ))}
          </ul>
          {block.cta && (
            <ArrowLink href={block.cta.href} className={`${arrowLink} self-start`}>
              {block.cta.label}
            </ArrowLink>
          )}
        </div>
      </BlockSection>
    );
  }
  const heading = block.title || block.text || block.cta;
  return (
    <BlockSection id={id} labelled={labelled} className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      {heading && (
        <div className="mb-10 flex flex-wrap items-end justify-between gap-6">
          <Heading block={block} id={id} design={design} className="flex max-w-2xl flex-col gap-3" />
          {block.cta && (
            <ArrowLink href={block.cta.href} className={arrowLink}>
              {block.cta.label}
            </ArrowLink>
          )}
        </div>
      )}
      <ol className="grid gap-6 md:grid-cols-3">
        {items.map((item, index) => (
          <li key={item.key} className="flex flex-col gap-4 rounded-2xl border-t-4 border-accent bg-surface p-6 text-surface-foreground">
            <span className="flex items-center justify-between text-accent dark:text-link">
              <Icon name={item.icon} className="size-8" />
              <span aria-hidden="true" className="text-2xl font-extrabold text-muted-foreground">
                {String(index + 1).padStart(2, '0')}
              </span>
            </span>
            <ItemText title={item.title} text={item.text} titleClassName="text-xl font-bold" textClassName="text-muted-foreground" />
          </li>
        ))}
      </ol>
    </BlockSection>
  );
}
