import { useMemo } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingRegion, Skeleton } from '@/components/skeleton';
import { type RawPages, useRawPages } from '../api/get-raw-pages';
import { withoutRepeatedTitle } from '../legal-html';

/**
 * A legal page's body: the merchant's HTML, sanitised by the server, in a styled article — without its
 * opening heading when that only repeats the page's h1 (`title`).
 */
export function LegalArticle({ page, title }: { page: keyof RawPages; title: string }) {
  const { data, isPending, error, refetch } = useRawPages();
  const raw = data?.[page] ?? '';
  const html = useMemo(() => withoutRepeatedTitle(raw, title), [raw, title]);
  if (isPending)
    return (
      <LoadingRegion label={`Loading ${title}`} className="stack-lines">
        {[95, 88, 92, 60, 90, 75].map((w) => (
          <Skeleton key={w} width={`${w}%`} height={14} />
        ))}
      </LoadingRegion>
    );
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!html.trim()) return <EmptyState title={`The ${title} has not been published yet.`} />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises the merchant's HTML (contracts/pages.ts)
  return <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />;
}
