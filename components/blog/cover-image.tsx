'use client';

import Image, { type ImageLoaderProps } from 'next/image';

/*
 * Uploaded images are already re-encoded at 480/960/1600 px (lib/uploads); /api/files/{key}?w=
 * picks the nearest variant, so next/image asks our route directly instead of its optimizer.
 * Other URLs (absolute, editor-inserted) pass through unchanged.
 */
function uploadLoader({ src, width }: ImageLoaderProps): string {
  return src.startsWith('/api/files/') ? `${src}?w=${width}` : src;
}

export interface CoverImageProps {
  src: string;
  alt: string;
  /** `sizes` attribute: how wide the image shows at each breakpoint. */
  sizes: string;
  priority?: boolean;
  className?: string;
}

/** A cover image that fills its (aspect-ratio) box: no layout shift. */
export function CoverImage({ src, alt, sizes, priority, className }: CoverImageProps) {
  return <Image loader={uploadLoader} src={src} alt={alt} fill sizes={sizes} priority={priority} className={className ?? 'object-cover'} />;
}
