import { type RawPages, useRawPages } from '../api/get-raw-pages';
import { MerchantHtml } from './merchant-html';

/** A legal page's body: the merchant's terms of use or privacy policy. */
export function LegalArticle({ page, title }: { page: keyof RawPages; title: string }) {
  const { data, isPending, error, refetch } = useRawPages();
  return (
    <MerchantHtml
      title={title}
      html={data?.[page] ?? ''}
      isPending={isPending}
      error={error}
      onRetry={() => void refetch()}
    />
  );
}
