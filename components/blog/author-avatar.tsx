import { clsx } from 'clsx';
import { initials } from '@/lib/format/initials';
import { CoverImage } from './cover-image';

export interface AuthorAvatarProps {
  name: string;
  photo: string | null;
  /** Square size in pixels (the box never changes size: no layout shift). */
  size: 40 | 48 | 96 | 128;
  className?: string;
}

const boxes: Record<AuthorAvatarProps['size'], string> = {
  40: 'size-10 text-sm',
  48: 'size-12 text-base',
  96: 'size-24 text-2xl',
  128: 'size-32 text-3xl',
};

/** An author's photo, or their initials on a tint when there is none. Decorative: the name is beside it. */
export function AuthorAvatar({ name, photo, size, className }: AuthorAvatarProps) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-light font-semibold text-primary-light-foreground',
        boxes[size],
        className,
      )}
    >
      {photo ? <CoverImage src={photo} alt="" sizes={`${size}px`} /> : initials(name)}
    </span>
  );
}
