import { Children, type ReactNode } from 'react';
import { Link } from '@/i18n/link';
import { Icon, type IconName } from './icons';

// The pieces both home designs build their sections from; each design keeps its own classes.

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

/** A text link followed by an arrow ("See all solutions →"). */
export function ArrowLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return (
    <Link href={href} className={className}>
      {children}
      <Icon name="arrow" className="size-4" />
    </Link>
  );
}

const focusOnDark = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** A white button on a coloured band (`colors`: its text and hover colours), with room for an icon when `gap`. */
export const whiteButton = (colors: string, gap = false) => `inline-flex h-12 items-center justify-center ${gap ? 'gap-2 ' : ''}rounded-md bg-white px-6 font-semibold ${colors} ${focusOnDark}`;

/** An outlined button on a dark band. */
export const outlineButtonOnDark = `inline-flex h-12 items-center justify-center rounded-md border border-white/40 px-6 font-semibold hover:bg-white/10 ${focusOnDark}`;

/** The pill above a hero's title on a dark band. */
export const eyebrowPill = 'rounded-full bg-accent px-3 py-1 text-sm font-semibold text-accent-foreground';

/** A hero's eyebrow, title (the page's h1, `#home-title` by default), text and buttons (`children`). */
export function HeroText({
  eyebrow,
  title,
  text,
  classes,
  children,
  titleId = 'home-title',
  level = 1,
}: {
  eyebrow?: string;
  title: string;
  text?: string;
  classes: { eyebrow: string; title: string; text: string };
  children?: ReactNode;
  titleId?: string;
  /** A second hero on a page titles its band with an h2: the page has one h1. */
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <>
      {eyebrow && <p className={classes.eyebrow}>{eyebrow}</p>}
      <Heading id={titleId} className={classes.title}>
        {title}
      </Heading>
      {text && <p className={classes.text}>{text}</p>}
      {Children.toArray(children).length > 0 && <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">{children}</div>}
    </>
  );
}

/** The heading and text of a call to contact; its buttons follow. */
export function CallText({ id, title, text, titleClassName, textClassName }: { id: string; title: string; text?: string; titleClassName: string; textClassName: string }) {
  return (
    <>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {text && <p className={textClassName}>{text}</p>}
    </>
  );
}

export interface IconListItem {
  key: string;
  icon: IconName;
  title: string;
  text: string;
}

/** The classes of an icon list: the list, an item, the icon's badge and the icon, the text block (when wrapped), title and text. */
export interface IconListClasses {
  className: string;
  itemClassName: string;
  badgeClassName: string;
  iconClassName?: string;
  bodyClassName?: string;
  titleClassName: string;
  textClassName: string;
}

/** A list of items, each an icon in a badge beside its title and text (services, a landing's points). */
export function IconList({ items, className, itemClassName, badgeClassName, iconClassName, bodyClassName, titleClassName, textClassName }: IconListClasses & { items: readonly IconListItem[] }) {
  return (
    <ul className={className}>
      {items.map(({ key, icon, title, text }) => (
        <li key={key} className={itemClassName}>
          <span className={badgeClassName}>
            <Icon name={icon} className={iconClassName} />
          </span>
          <ItemText title={title} text={text} className={bodyClassName} titleClassName={titleClassName} textClassName={textClassName} />
        </li>
      ))}
    </ul>
  );
}

export interface ContactEntry {
  label: string;
  href: string;
  text: string;
  /** A long address may break anywhere. */
  breakAll?: boolean;
  rel?: string;
}

/** Ways to reach the company, each a label over a link. */
export function ContactList({ entries, className, linkClassName }: { entries: readonly ContactEntry[]; className: string; linkClassName: string }) {
  return (
    <dl className={className}>
      {entries.map(({ label, href, text, breakAll, rel }) => (
        <div key={href}>
          <dt className="text-sm">{label}</dt>
          <dd>
            <a href={href} rel={rel} className={`${linkClassName} ${breakAll ? 'break-all ' : ''}underline-offset-4 hover:underline`}>
              {text}
            </a>
          </dd>
        </div>
      ))}
    </dl>
  );
}
