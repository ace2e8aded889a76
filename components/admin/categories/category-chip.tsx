import { clsx } from 'clsx';

export type CategoryChipProps = {
  name: string;
  textColor: string;
  backgroundColor: string;
  className?: string;
};

/** A category's name on its own colours (the chip readers see on the blog). */
export function CategoryChip({ name, textColor, backgroundColor, className }: CategoryChipProps) {
  return (
    <span
      data-testid="category-chip"
      className={clsx('inline-flex max-w-full items-center truncate rounded-full px-3 py-0.5 text-xs font-semibold', className)}
      style={{ color: textColor, backgroundColor }}
    >
      {name}
    </span>
  );
}
