// An image of the content area as the api serves it: its size set, so the page keeps its place
// before it loads (no layout shift), and its smaller sizes offered through srcset.
import type { ImgHTMLAttributes } from 'react';

/** The fields of a content image the pages ask for. */
export interface ContentImageData {
  width: number;
  height: number;
  src: string;
  srcSet: string;
}

interface ContentImageProps {
  image: ContentImageData;
  className: string;
  /** The width the image takes on the page (the `sizes` attribute). */
  sizes: string;
  /** The page's main picture, seen at once: loaded at once and first. */
  priority?: boolean;
  alt?: string;
}

/** `<img>` with width, height, srcset and sizes; lazy unless it is the page's main picture. */
export function ContentImage({ image, className, sizes, priority = false, alt = '' }: ContentImageProps) {
  const loading: ImgHTMLAttributes<HTMLImageElement> = priority ? { fetchPriority: 'high' } : { loading: 'lazy' };
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet || undefined}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      decoding="async"
      {...loading}
    />
  );
}
