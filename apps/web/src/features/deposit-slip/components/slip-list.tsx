import type { DepositSlip } from '@storefront/contracts/deposit-slip';
import { formatPesos } from '@storefront/domain/money';
import { formatUploadedAt, SLIP_STATUS_LABELS } from '../deposit-slip-view';

/** The slips uploaded for the order, oldest first, with their review status and the operator's note. */
export function SlipList({ slips }: { slips: DepositSlip[] }) {
  if (!slips.length) return null;
  return (
    <div className="stack-sm">
      <h4 className="slip-panel__subtitle">Uploaded deposit slips</h4>
      <ol className="slip-list">
        {slips.map((slip, n) => (
          <li key={slip.uuid} className="slip-item">
            <a href={slip.image_url} target="_blank" rel="noopener noreferrer" className="slip-item__thumb">
              <img src={slip.image_url} alt={`Deposit slip ${n + 1}`} loading="lazy" width={64} height={64} />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            <div className="slip-item__text">
              <span className={`slip-status slip-status--${slip.status}`}>{SLIP_STATUS_LABELS[slip.status]}</span>
              <span className="slip-item__meta">Uploaded {formatUploadedAt(slip.created_at)}</span>
              {(slip.bank || slip.reference_number || slip.amount !== null) && (
                <span className="slip-item__meta">
                  {[
                    slip.bank,
                    slip.reference_number && `Ref. ${slip.reference_number}`,
                    slip.amount !== null && formatPesos(slip.amount),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              )}
              {slip.note && <span className="slip-item__note">Note: {slip.note}</span>}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
