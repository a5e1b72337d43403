import { useEffect } from 'react';
import { type LoaderFunctionArgs, redirect, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingRegion, Skeleton } from '@/components/skeleton';
import { useStoreDetails } from '@/features/catalog/api/get-store-details';
import { DepositSlipPanel } from '@/features/deposit-slip/deposit-slip-panel';
import { useSettings } from '@/features/merchant/api/get-settings';
import { orderDetailsQueryOptions, useOrderDetails } from '@/features/orders/api/get-order-details';
import { useOrderStatusDesigns } from '@/features/orders/api/get-order-status-designs';
import { OrderDetailsView } from '@/features/orders/components/order-details-view';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSubdomain } from '@/lib/use-subdomain';
import { ensureMerchant } from '../loaders';
import { queryClient } from '../query-client';
import { enforceSameMerchant, getStoredUser, useStoredUser } from '../session';
import '@/features/orders/components/orders.css';

/**
 * Route rule 4: a guest (no stored user) opening a customer's order goes Home. The public call
 * answers 401 for a customer's order, and an order whose customer_uuid is not '-' is a customer's
 * too. Signed-in customers start the call here and the screen takes it over.
 */
export async function orderDetailsLoader({ params }: LoaderFunctionArgs) {
  const subdomain = params.subdomain ?? '';
  const orderUuid = params.id ?? '';
  await ensureMerchant(subdomain);
  await enforceSameMerchant(subdomain);
  const user = getStoredUser();
  const options = orderDetailsQueryOptions(orderUuid, user?.customer.uuid ?? 'guest');
  if (user) {
    void queryClient.prefetchQuery(options);
    return null;
  }
  try {
    const order = await queryClient.fetchQuery(options);
    if (order.customer_uuid !== '-') {
      queryClient.removeQueries({ queryKey: options.queryKey });
      throw redirect(paths.home(subdomain));
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isApiError(error) && error.kind === 'unauthorized') throw redirect(paths.home(subdomain));
    // Anything else (not found, offline) the screen shows, with a retry.
  }
  return null;
}

/** /:subdomain/orders/:id (OrderDetails) and /:subdomain/orders/:id/:uuid (Individual). */
export default function OrderDetailsScreen() {
  const { id = '', uuid } = useParams();
  const subdomain = useSubdomain();
  const user = useStoredUser();
  const order = useOrderDetails(id);
  const designs = useOrderStatusDesigns();
  const storeDetails = useStoreDetails();
  const settings = useSettings();
  // The order's points were credited or taken back (the screen refreshes every 5 s): the navbar's badge asks
  // again. ['loyalty'] is the loyalty feature's LOYALTY_QUERY_KEY, spelled out to keep this chunk apart (see there).
  const pointsStatus = order.data?.points?.status;
  useEffect(() => {
    if (pointsStatus === 'earned' || pointsStatus === 'taken_back')
      void queryClient.invalidateQueries({ queryKey: ['loyalty'] });
  }, [pointsStatus]);
  const title = order.data ? `Order #${order.data.reference}` : 'Order Details';
  useDocumentTitle(title);
  return (
    <div className="container page stack">
      <div className="page-head">
        <h1 className="page-title">{title}</h1>
      </div>
      {order.isPending ? (
        <LoadingRegion label="Loading the order" className="order-details">
          <Skeleton width="100%" height={320} radius={14} />
        </LoadingRegion>
      ) : order.isError ? (
        isApiError(order.error) && (order.error.kind === 'not-found' || order.error.kind === 'validation') ? (
          <EmptyState title="Order not found." />
        ) : (
          <ErrorState error={order.error} onRetry={() => void order.refetch()} />
        )
      ) : (
        <OrderDetailsView
          order={order.data}
          subdomain={subdomain}
          focusUuid={uuid}
          signedIn={user !== null}
          designs={designs}
          cancellationReasons={storeDetails.data?.cancellation_reasons ?? []}
          depositSlipPanel={<DepositSlipPanel order={order.data} />}
          isCoinMerchant={settings.is_coin_merchant}
        />
      )}
    </div>
  );
}
