import { clsx } from 'clsx';
import { Link } from '@/i18n/navigation';
import { readableTextColor } from '@/lib/format/color';

export interface PublicChipProps {
  name: string;
  backgroundColor: string;
  /** Links the chip (e.g. to the category's search results). */
  href?: string;
  className?: string;
}

/**
 * A category on its background colour, readers' side: the text colour follows the light-colour
 * rule (black on light backgrounds, white on dark), so the chip stays readable whatever staff pick.
 */
export function PublicCategoryChip({ name, backgroundColor, href, className }: PublicChipProps) {
  const classes = clsx('inline-flex max-w-full items-center truncate rounded-full px-3 py-0.5 text-xs font-semibold', className);
  const style = { color: readableTextColor(backgroundColor), backgroundColor };
  if (href) {
    return (
      <Link href={href} data-testid="category-chip" className={clsx(classes, 'hover:underline')} style={style}>
        {name}
      </Link>
    );
  }
  return (
    <span data-testid="category-chip" className={classes} style={style}>
      {name}
    </span>
  );
}
