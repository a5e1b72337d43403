/** An image that loads lazily, or the name's initials when there is none. */
export function Media({
  src,
  alt,
  name,
  width,
  height,
  eager,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  name: string;
  width: number;
  height: number;
  eager?: boolean;
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
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
