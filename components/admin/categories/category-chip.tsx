import { clsx } from 'clsx';
import { chipClasses } from '@/components/blog/category-chip';

export type CategoryChipProps = {
  name: string;
  textColor: string;
  backgroundColor: string;
  className?: string;
};

/** A category's name on its own colours (the chip readers see on the blog, long names shortened the same way). */
export function CategoryChip({ name, textColor, backgroundColor, className }: CategoryChipProps) {
  return (
    <span
      data-testid="category-chip"
      title={name}
      className={clsx(chipClasses, className)}
      style={{ color: textColor, backgroundColor }}
    >
      {name}
    </span>
  );
}
