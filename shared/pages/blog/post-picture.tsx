import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import type { Picture } from '#content/schema/blog.ts';
import { Image, PLACEHOLDER_IMAGE } from '../../components/image.tsx';

interface PostPictureProps {
  readonly image: Picture;
  readonly alt: string;
  /** How wide the picture is shown, for the browser's choice among the variants. */
  readonly sizes: string;
  /** Above the fold (the post's own picture, the first card): load at once. */
  readonly priority?: boolean;
  readonly className?: string;
}

/**
 * A picture made by the build: an SVG as the site's one <img> (it scales by itself), a photo as
 * <picture> with its AVIF and WebP variants, `width` and `height` reserving its space. A photo
 * that fails shows the placeholder, as every image of the site does.
 */
export function PostPicture(props: PostPictureProps) {
  const { image, alt, className } = props;
  if (!image.sources) {
    return (
      <Image
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        priority={props.priority}
        className={className}
      />
    );
  }
  return <Photo {...props} sources={image.sources} />;
}

function Photo({
  image,
  alt,
  sizes,
  priority = false,
  className,
  sources,
}: PostPictureProps & { readonly sources: NonNullable<Picture['sources']> }) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // An error before hydration was recorded by the pre-paint script.
    if (ref.current && window.__failedImages?.has(ref.current)) setFailed(true);
  }, []);
  const classes = ['image', className].filter(Boolean).join(' ');
  if (failed) {
    return (
      <img
        className={classes}
        src={PLACEHOLDER_IMAGE}
        alt={alt}
        width={image.width}
        height={image.height}
      />
    );
  }
  // Every browser that preloads by srcset reads AVIF, the first source.
  const [first] = sources;
  if (priority && first) {
    preload(image.src, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: first.srcSet,
      imageSizes: sizes,
      type: first.type,
    });
  }
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        ref={ref}
        className={classes}
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        decoding="async"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        onError={() => setFailed(true)}
      />
    </picture>
  );
}

/** The article column is at most 46rem wide; below that, the screen less its margins. */
export const ARTICLE_SIZES = '(min-width: 50rem) 46rem, calc(100vw - 2.5rem)';
/** Cards: one column on phones, two or three columns from tablets up. */
export const CARD_SIZES = '(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw';
