import { useGuidelines } from '../api/get-guidelines';
import { MerchantHtml } from './merchant-html';

/** The Guidelines page's body: the merchant's mechanics (points, promos), as its file wrote them. */
export function GuidelinesArticle({ title }: { title: string }) {
  const { data, isPending, error, refetch } = useGuidelines();
  return (
    <MerchantHtml title={title} html={data ?? ''} isPending={isPending} error={error} onRetry={() => void refetch()} />
  );
}
