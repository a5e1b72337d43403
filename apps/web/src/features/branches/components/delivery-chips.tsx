import { useBranchDetails } from '../api/get-branch-details';
import { deliveryTerms } from '../delivery-terms';
import './branches.css';

/**
 * The Store screen's delivery chips (delivery or pickup, how long delivering now takes, the fee rule, free
 * delivery from, the minimum for delivery): facts, not controls. Nothing while the branch's details load or when they fail: the menu does not need them.
 */
export function DeliveryChips({ branchUuid }: { branchUuid: string }) {
  const details = useBranchDetails(branchUuid);
  if (!details.data) return null;
  const terms = deliveryTerms(details.data);
  if (!terms.length) return null;
  return (
    <ul className="list-reset delivery-chips" aria-label="Delivery and pickup">
      {terms.map((term) => (
        <li key={term} className="delivery-chip">
          {term}
        </li>
      ))}
    </ul>
  );
}
