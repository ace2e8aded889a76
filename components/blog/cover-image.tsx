import { getImageProps, type ImageLoaderProps } from 'next/image';
import { preload } from 'react-dom';

/*
 * Uploaded images are already re-encoded to WebP and AVIF at 480/960/1600 px (lib/uploads);
 * /api/files/{key}?w= picks the nearest width and the best format the browser accepts, so the
 * srcset asks our route directly instead of Next's optimizer. Other URLs (absolute,
 * editor-inserted) pass through unchanged.
 */
function uploadLoader({ src, width }: ImageLoaderProps): string {
  return src.startsWith('/api/files/') ? `${src}?w=${width}` : src;
}

export interface CoverImageProps {
  src: string;
  alt: string;
  /** `sizes` attribute: how wide the image shows at each breakpoint. */
  sizes: string;
  /** The page's largest image (LCP): fetched first, preloaded from the head, never lazy. */
  priority?: boolean;
  className?: string;
  /** CSS object-position: the file's focal point (lib/media/lookup.ts focalPosition), kept in view when the box crops. */
  objectPosition?: string;
}

/**
 * A cover image that fills its (aspect-ratio) box: no layout shift. A plain <img> with a srcset
 * (getImageProps) rather than next/image's client component, so public pages ship no image
 * runtime (issue 17); the LCP image gets a `<link rel=preload fetchpriority=high>` in the head.
 */
export function CoverImage({ src, alt, sizes, priority, className, objectPosition }: CoverImageProps) {
  const { props } = getImageProps({ loader: uploadLoader, src, alt, fill: true, sizes });
  if (priority) {
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the props come from getImageProps (srcset, sizes, fill styles)
    <img
      {...props}
      style={objectPosition ? { ...props.style, objectPosition } : props.style}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      className={className ?? 'object-cover'}
    />
  );
}
