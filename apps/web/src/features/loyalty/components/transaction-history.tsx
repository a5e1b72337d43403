import { groupHistory } from '@storefront/domain/points';
import { type ReactNode, useId } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingRegion, placeholderKeys, Skeleton } from '@/components/skeleton';
import { errorMessage } from '@/lib/api-client';
import { pagedItems } from '@/lib/paged-items';
import { useTransactionHistory } from '../api/get-transaction-history';
import { signedPoints } from '../history-view';
import './loyalty.css';

/**
 * Transaction History (spec §2, §3 "Transaction history item", §4): the customer's points movements,
 * newest first, under their Manila day ('Today', 'Yesterday, Nov 23', 'Nov 21'), 20 at a time with
 * 'Load more' until the last page. Each visit starts from page 1 (the query is dropped on leaving).
 */
export function TransactionHistory({
  customerUuid,
  isCoinMerchant,
  emptyAction,
}: {
  customerUuid: string;
  isCoinMerchant: boolean;
  /** Under the empty state: where to go from here (the route's link Home). */
  emptyAction?: ReactNode;
}) {
  const history = useTransactionHistory(customerUuid);
  const id = useId();

  if (history.isPending)
    return (
      <LoadingRegion label="Loading your transactions" className="history">
        {placeholderKeys(4).map((key) => (
          <Skeleton key={key} width="100%" height={76} radius={14} />
        ))}
      </LoadingRegion>
    );
  if (history.isError && !history.data)
    return <ErrorState error={history.error} onRetry={() => void history.refetch()} />;

  const items = pagedItems(history.data.pages);
  if (items.length === 0)
    return (
      <EmptyState title="No transactions yet.">
        <p className="history-empty__text">Points you earn and spend will show here.</p>
        {emptyAction}
      </EmptyState>
    );

  const groups = groupHistory(items, new Date());
  return (
    <div className="history">
      {groups.map((group, g) => (
        <section key={group.label} className="history-group" aria-labelledby={`${id}-${g}`}>
          <h2 id={`${id}-${g}`} className="history-group__title">
            {group.label}
          </h2>
          <ul className="history-list list-reset">
            {group.items.map((item) => (
              <li key={item.uuid} className="history-item">
                <div className="history-item__main">
                  <p className="history-item__type">{item.transaction_type}</p>
                  {item.description && <p className="history-item__description">{item.description}</p>}
                  <p className="history-item__date">
                    <time dateTime={item.created_at}>{item.transaction_short_date}</time>
                  </p>
                </div>
                <p className={`history-item__points${item.points < 0 ? ' is-debit' : ' is-credit'}`}>
                  {signedPoints(item.points, isCoinMerchant)}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className="visually-hidden" role="status">
        {history.data.pages.length > 1 ? `${items.length} transactions shown.` : ''}
      </p>
      {history.isFetchNextPageError && (
        <p className="history-more__error" role="alert">
          {errorMessage(history.error)}
        </p>
      )}
      {history.hasNextPage && (
        <button
          type="button"
          className="btn btn-outline history-more"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {history.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      )}
    </div>
  );
}
