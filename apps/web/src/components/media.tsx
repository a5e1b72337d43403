import { imageSources } from '@storefront/contracts/media-renditions';

/**
 * An image that loads lazily, or the name's initials when there is none. A merchant's hosted image is
 * fetched at the size its slot needs (`sizes`: the slot's CSS width, by default `width` pixels).
 */
export function Media({
  src,
  alt,
  name,
  width,
  height,
  eager,
  sizes = `${width}px`,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  name: string;
  width: number;
  height: number;
  eager?: boolean;
  sizes?: string;
  className?: string;
}) {
  if (!src) {
    const initials = name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase())
      .join('');
    const fallbackClass = `media-fallback ${className ?? ''}`;
    return alt ? (
      <span className={fallbackClass} role="img" aria-label={alt}>
        {initials}
      </span>
    ) : (
      <span className={fallbackClass} aria-hidden="true">
        {initials}
      </span>
    );
  }
  return (
    <img
      className={className}
      {...imageSources(src, sizes)}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
