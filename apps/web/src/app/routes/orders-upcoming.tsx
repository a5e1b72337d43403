import { OrdersList } from '@/features/orders/components/orders-list';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSubdomain } from '@/lib/use-subdomain';
import '@/features/orders/components/orders.css';

/** /:subdomain/orders/upcoming (login required, rule 1): orders not finished yet. */
export default function UpcomingOrders() {
  useDocumentTitle('My Orders');
  return (
    <div className="container page stack">
      <h1 className="page-title">My Orders</h1>
      <OrdersList subdomain={useSubdomain()} tab="upcoming" />
    </div>
  );
}
