import { clsx } from 'clsx';
import { Link } from '@/i18n/link';
import { readableTextColor } from '@/lib/format/color';

export interface PublicChipProps {
  name: string;
  backgroundColor: string;
  /** Links the chip (e.g. to the category's search results). */
  href?: string;
  className?: string;
  /** The name's language when it is not the page's (an untranslated name in the default language). */
  lang?: string;
}

/*
 * Names run up to 80 characters: the chip never grows past its container. It is a block (the
 * ellipsis applies to block boxes, not to a flex container's text) that may shrink to nothing in a
 * flex row, and the full name stays in the title for hover and in the text for screen readers.
 */
export const chipClasses = 'inline-block min-w-0 max-w-full truncate rounded-full px-3 py-0.5 align-middle text-xs font-semibold';

/**
 * A category on its background colour, readers' side: the text colour follows the light-colour
 * rule (black on light backgrounds, white on dark), so the chip stays readable whatever staff pick.
 */
export function PublicCategoryChip({ name, backgroundColor, href, className, lang }: PublicChipProps) {
  const classes = clsx(chipClasses, className);
  const style = { color: readableTextColor(backgroundColor), backgroundColor };
  if (href) {
    return (
      <Link href={href} title={name} lang={lang} data-testid="category-chip" className={clsx(classes, 'hover:underline')} style={style}>
        {name}
      </Link>
    );
  }
  return (
    <span title={name} lang={lang} data-testid="category-chip" className={classes} style={style}>
      {name}
    </span>
  );
}
