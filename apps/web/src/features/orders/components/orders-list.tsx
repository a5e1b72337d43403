import { Link, NavLink } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingRegion, placeholderKeys, Skeleton } from '@/components/skeleton';
import { paths } from '@/lib/paths';
import { useOrderStatusDesigns } from '../api/get-order-status-designs';
import { type OrdersTab, useOrders } from '../api/get-orders';
import { OrderCard } from './order-card';

const EMPTY: Record<OrdersTab, string> = {
  upcoming: 'No upcoming orders yet.',
  past: 'No past orders yet.',
};

/** My Orders: the Upcoming / Past switch (each a route) and that tab's orders, 10 at a time. */
export function OrdersList({ subdomain, tab }: { subdomain: string; tab: OrdersTab }) {
  const orders = useOrders(tab);
  const designs = useOrderStatusDesigns();
  const list = orders.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div className="stack">
      <nav className="orders-tabs" aria-label="Orders">
        <NavLink to={paths.upcomingOrders(subdomain)} className="orders-tabs__tab">
          Upcoming
        </NavLink>
        <NavLink to={paths.pastOrders(subdomain)} className="orders-tabs__tab">
          Past
        </NavLink>
      </nav>
      {orders.isPending ? (
        <LoadingRegion label="Loading orders" className="orders-list">
          {placeholderKeys(3).map((key) => (
            <Skeleton key={key} width="100%" height={128} radius={14} />
          ))}
        </LoadingRegion>
      ) : orders.isError ? (
        <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title={EMPTY[tab]}>
          <Link to={paths.home(subdomain)} className="btn btn-primary">
            Start ordering
          </Link>
        </EmptyState>
      ) : (
        <>
          <ul className="orders-list list-reset" aria-label={tab === 'upcoming' ? 'Upcoming orders' : 'Past orders'}>
            {list.map((order) => (
              <li key={order.uuid}>
                <OrderCard
                  order={order}
                  designs={designs}
                  subdomain={subdomain}
                  to={paths.order(subdomain, order.uuid)}
                  canReorder={tab === 'past'}
                />
              </li>
            ))}
          </ul>
          {orders.hasNextPage && (
            <button
              type="button"
              className="btn btn-outline orders-more"
              disabled={orders.isFetchingNextPage}
              onClick={() => void orders.fetchNextPage()}
            >
              {orders.isFetchingNextPage ? 'Loading…' : 'Load more orders'}
            </button>
          )}
        </>
      )}
    </div>
  );
}
