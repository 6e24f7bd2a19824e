import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { preload } from 'react-dom';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';
/** 1920 at 1280px and up, 1280 at 768px and up, else 768. */
export const RESPONSIVE_SIZES = '(min-width: 1280px) 1920px, (min-width: 768px) 1280px, 768px';

export type ResponsiveSources = Readonly<Record<768 | 1280 | 1920, string>>;

interface ImageProps {
  readonly src: string;
  readonly alt: string;
  /** Intrinsic size: reserves the space so nothing shifts when the image arrives. */
  readonly width: number;
  readonly height: number;
  /** Width variants, when the source has them. */
  readonly widths?: ResponsiveSources;
  /** Above the fold (hero, LCP): load at once with high priority. */
  readonly priority?: boolean;
  readonly className?: string;
  readonly onLoad?: () => void;
  /** Runs when the image is missing or fails; it then counts as finished. */
  readonly onError?: () => void;
}

export function srcSetOf(widths: ResponsiveSources): string {
  return ([768, 1280, 1920] as const).map((width) => `${widths[width]} ${width}w`).join(', ');
}

/**
 * The site's one image component: its source, width variants and size are in the server HTML,
 * so the browser's own lazy loading fetches it near the viewport, with or without JavaScript.
 * A missing or failing image shows the placeholder and counts as finished.
 */
export function Image({
  src,
  alt,
  width,
  height,
  widths,
  priority = false,
  className,
  onLoad,
  onError,
}: ImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  const callbacks = useRef({ onLoad, onError });
  callbacks.current = { onLoad, onError };

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Events that fired before React was listening (recorded by the pre-paint script).
    if (window.__failedImages?.has(element)) {
      setFailed(true);
      callbacks.current.onError?.();
    } else if (element.complete) {
      callbacks.current.onLoad?.();
    }
  }, []);

  const handleError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (failed || event.currentTarget.getAttribute('src') === PLACEHOLDER_IMAGE) return;
    setFailed(true);
    onError?.();
  };

  // Above-the-fold images are announced in <head> so the download starts with the stylesheet.
  if (priority) {
    preload(src, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: widths ? srcSetOf(widths) : undefined,
      imageSizes: widths ? RESPONSIVE_SIZES : undefined,
    });
  }

  const responsive = widths && !failed;
  return (
    <img
      ref={ref}
      className={['image', className].filter(Boolean).join(' ')}
      src={failed ? PLACEHOLDER_IMAGE : src}
      srcSet={responsive ? srcSetOf(widths) : undefined}
      sizes={responsive ? RESPONSIVE_SIZES : undefined}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      onLoad={() => onLoad?.()}
      onError={handleError}
    />
  );
}
