import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { useReorder } from '../api/reorder';
import type { ReorderOutcome } from './reorder-notice';
import './reorder.css';

/**
 * 'Order again' (issue 27): the order's lines go back into the cart (the server decides what still can,
 * at today's prices), then the cart opens with a notice of what did not. A failure stays here, said.
 */
export function ReorderButton({
  orderUuid,
  subdomain,
  className = 'btn btn-outline',
  reference,
}: {
  orderUuid: string;
  subdomain: string;
  className?: string;
  /** On a card among others: 'Order again' names its order for screen readers. */
  reference?: string;
}) {
  const navigate = useNavigate();
  const reorder = useReorder();
  const again = () =>
    reorder.mutate(orderUuid, {
      onSuccess: (result) => {
        const outcome: ReorderOutcome = { message: result.message, not_added: result.data.not_added };
        void navigate(paths.cart(subdomain), { state: { reorder: outcome } });
      },
    });
  return (
    <>
      <button type="button" className={className} disabled={reorder.isPending} onClick={again}>
        {reorder.isPending ? 'Adding to cart…' : 'Order again'}
        {reference && <span className="visually-hidden"> order #{reference}</span>}
      </button>
      {reorder.isError && (
        <p role="alert" className="reorder-error">
          {reorder.error.message}
        </p>
      )}
    </>
  );
}
