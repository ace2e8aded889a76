import type { ReactNode } from 'react';
import type { createTranslator, Messages } from 'next-intl';
import { Link } from '@/i18n/link';
import type { HomeService, HomeSolution } from './content';
import { Icon } from './icons';

// The pieces both home designs build their sections from; each design keeps its own classes.

/** A translator of the Home namespace (what `getTranslations({ locale, namespace: 'Home' })` gives). */
export type HomeTranslator = ReturnType<typeof createTranslator<Messages, 'Home'>>;

/** A section of the home, labelled by its heading (`<id>-title`) and reachable as `#<id>` from the menu. */
export function HomeSection({ id, className, children }: { id: string; className: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={className}>
      {children}
    </section>
  );
}

/** A section's heading (the section is labelled by its id) and, when it has one, its introduction. */
export function SectionHeading({
  id,
  title,
  intro,
  className,
  titleClassName,
  introClassName = 'text-lg text-muted-foreground',
}: {
  id: string;
  title: string;
  intro?: string;
  className: string;
  titleClassName: string;
  introClassName?: string;
}) {
  return (
    <div className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {intro !== undefined && <p className={introClassName}>{intro}</p>}
    </div>
  );
}

/** The title and text of a service or solution card, wrapped in a block when the card lays them out apart. */
export function ItemText({ title, text, className, titleClassName, textClassName }: { title: string; text: string; className?: string; titleClassName: string; textClassName: string }) {
  const content = (
    <>
      <h3 className={titleClassName}>{title}</h3>
      <p className={textClassName}>{text}</p>
    </>
  );
  return className ? <div className={className}>{content}</div> : content;
}

/** The title and text of a service and of a solution, from the Home catalogue. */
export const serviceText = (t: HomeTranslator, key: HomeService) => ({ title: t(`services.items.${key}.title`), text: t(`services.items.${key}.text`) });
export const solutionText = (t: HomeTranslator, key: HomeSolution) => ({ title: t(`solutions.items.${key}.title`), text: t(`solutions.items.${key}.text`) });

/** A text link followed by an arrow ("See all solutions →"). */
export function ArrowLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return (
    <Link href={href} className={className}>
      {children}
      <Icon name="arrow" className="size-4" />
    </Link>
  );
}
