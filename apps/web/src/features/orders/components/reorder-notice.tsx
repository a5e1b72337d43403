import type { ReorderResult } from '../api/reorder';
import './reorder.css';

/** What 'Order again' hands the cart screen (in the navigation's state): its message and what stayed out. */
export type ReorderOutcome = Pick<ReorderResult, 'message'> & Pick<ReorderResult['data'], 'not_added'>;

/** The outcome carried in a location's state, or null (a reload keeps it; anything else is ignored). */
export function reorderOutcomeOf(state: unknown): ReorderOutcome | null {
  const outcome = (state as { reorder?: ReorderOutcome } | null)?.reorder;
  return outcome && typeof outcome.message === 'string' && Array.isArray(outcome.not_added) ? outcome : null;
}

/**
 * On the cart after 'Order again' (issue 27): what came back, and each line that did not (or not all of
 * it) with the server's reason — gone from the menu, sold out, only a few left. A status region, so it is
 * announced as the cart opens.
 */
export function ReorderNotice({ outcome, onDismiss }: { outcome: ReorderOutcome; onDismiss: () => void }) {
  const missing = outcome.not_added;
  return (
    <section
      className={`reorder-notice${missing.length ? ' reorder-notice--warning' : ''}`}
      role="status"
      aria-label="Order again"
    >
      <p className="reorder-notice__message">{outcome.message}</p>
      {missing.length > 0 && (
        <>
          <p className="reorder-notice__lead">Not added to your cart:</p>
          <ul className="reorder-notice__list">
            {missing.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the server's list, shown once and never reordered.
              <li key={i}>
                <strong>
                  {line.name}
                  {line.variation && ` (${line.variation})`}
                </strong>{' '}
                ×{line.quantity} — {line.reason}
                {line.added_quantity > 0 && ` (${line.added_quantity} added)`}
              </li>
            ))}
          </ul>
        </>
      )}
      <button type="button" className="btn btn-ghost reorder-notice__dismiss" onClick={onDismiss}>
        Dismiss
      </button>
    </section>
  );
}
