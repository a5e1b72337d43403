import type { CSSProperties, ReactNode } from 'react';

/** A shimmering block shown while content loads; hidden from assistive tech (the region has aria-busy). */
export function Skeleton({
  width,
  height,
  radius,
  style,
}: {
  width?: number | string;
  height?: number | string;
  radius?: number | string;
  style?: CSSProperties;
}) {
  return <span className="skeleton" aria-hidden="true" style={{ width, height, borderRadius: radius, ...style }} />;
}

/** Stable keys for a row of placeholders. */
export const placeholderKeys = (count: number) => Array.from({ length: count }, (_, n) => `placeholder-${n}`);

/** Announces a loading region to assistive tech; the skeletons inside are hidden from it. */
export function LoadingRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}
