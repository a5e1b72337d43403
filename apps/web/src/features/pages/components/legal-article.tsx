import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingRegion, Skeleton } from '@/components/skeleton';
import { type RawPages, useRawPages } from '../api/get-raw-pages';

/** A legal page's body: the merchant's HTML, sanitised by the server, in a styled article. */
export function LegalArticle({ page, title }: { page: keyof RawPages; title: string }) {
  const { data, isPending, error, refetch } = useRawPages();
  if (isPending)
    return (
      <LoadingRegion label={`Loading ${title}`} className="stack-lines">
        {[95, 88, 92, 60, 90, 75].map((w) => (
          <Skeleton key={w} width={`${w}%`} height={14} />
        ))}
      </LoadingRegion>
    );
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const html = data[page];
  if (!html.trim()) return <EmptyState title={`The ${title} has not been published yet.`} />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises the merchant's HTML (contracts/pages.ts)
  return <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />;
}
