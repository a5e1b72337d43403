import { useMemo } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingRegion, Skeleton } from '@/components/skeleton';
import { withoutRepeatedTitle } from '../legal-html';

/**
 * One of the merchant's pages (terms, privacy, guidelines): its HTML, sanitised by the server at import,
 * in a styled article — without its opening heading when that only repeats the page's h1 (`title`).
 */
export function MerchantHtml({
  title,
  html: raw,
  isPending,
  error,
  onRetry,
}: {
  title: string;
  html: string;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
}) {
  const html = useMemo(() => withoutRepeatedTitle(raw, title), [raw, title]);
  if (isPending)
    return (
      <LoadingRegion label={`Loading ${title}`} className="stack-lines">
        {[95, 88, 92, 60, 90, 75].map((w) => (
          <Skeleton key={w} width={`${w}%`} height={14} />
        ))}
      </LoadingRegion>
    );
  if (error) return <ErrorState error={error} onRetry={onRetry} />;
  if (!html.trim()) return <EmptyState title={`The ${title} has not been published yet.`} />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises the merchant's HTML (contracts/pages.ts)
  return <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />;
}
