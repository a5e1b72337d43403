import type { SpecialDiscountId } from '@storefront/contracts/special-discount';
import { type Ref, useId } from 'react';
import { ErrorState } from '@/components/error-state';
import { FormSuccess } from '@/components/fields';
import { PlusIcon } from '@/components/icons';
import { LoadingRegion, Skeleton } from '@/components/skeleton';
import { useSpecialDiscountIds } from '../api/get-special-discount-ids';
import { canRegisterAnother, idHeading, idNumberEnding, idTypeText } from '../special-discount-view';
import { loadIdDialogs } from './special-discount-dialogs';
import './special-discount-ids.css';

type Level = 2 | 3;

export type SpecialDiscountIdsProps = {
  customerUuid: string;
  /** 'Senior Citizen / PWD ID' in the Discount modal, 'Senior Citizen / PWD IDs' on My Profile. */
  title: string;
  /** The section's heading level; each ID's heading is one below. */
  level: Level;
  className?: string;
  titleClassName?: string;
  /** Where focus can go when the element that had it goes (the dialogs return it here). */
  titleRef?: Ref<HTMLHeadingElement>;
  registerRef?: Ref<HTMLButtonElement>;
  /** The server's word after an upload or a delete ('Your ID was saved.'). */
  notice?: string;
  onRegister: () => void;
  onDelete: (id: SpecialDiscountId) => void;
};

/**
 * The saved Senior Citizen / PWD IDs (spec §2 Discount modal): each with its discount type, full name,
 * masked number, ID type (not for PWD), the 'Invalid ID' marker and a delete button; 'Register new ID'
 * while fewer than 2 are saved. The Discount modal and My Profile show the same list.
 */
export function SpecialDiscountIds({
  customerUuid,
  title,
  level,
  className,
  titleClassName,
  titleRef,
  registerRef,
  notice,
  onRegister,
  onDelete,
}: SpecialDiscountIdsProps) {
  const ids = useSpecialDiscountIds(customerUuid);
  const titleId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';

  return (
    <section className={`sd-ids${className ? ` ${className}` : ''}`} aria-labelledby={titleId}>
      <Heading id={titleId} ref={titleRef} tabIndex={-1} className={titleClassName ?? 'sd-ids__title'}>
        {title}
      </Heading>
      <FormSuccess message={notice} />
      {ids.isPending ? (
        <LoadingRegion label="Loading your IDs" className="sd-ids__loading">
          <Skeleton height={76} />
        </LoadingRegion>
      ) : ids.isError ? (
        <ErrorState error={ids.error} onRetry={() => void ids.refetch()} />
      ) : (
        <>
          {ids.data.length === 0 ? (
            <p className="sd-ids__empty">No IDs saved yet.</p>
          ) : (
            <ul className="sd-ids__list">
              {ids.data.map((id) => (
                <SpecialDiscountIdItem key={id.uuid} id={id} level={level} onDelete={() => onDelete(id)} />
              ))}
            </ul>
          )}
          {canRegisterAnother(ids.data) && (
            <button
              ref={registerRef}
              type="button"
              className="btn btn-outline sd-ids__register"
              aria-haspopup="dialog"
              onClick={onRegister}
              onPointerEnter={() => void loadIdDialogs.upload()}
              onFocus={() => void loadIdDialogs.upload()}
            >
              <PlusIcon />
              Register new ID
            </button>
          )}
        </>
      )}
    </section>
  );
}

/**
 * One saved ID. Its body (`sd-id__body`) is the part that becomes the choice when IDs are applied to the
 * cart (one per discount type, not for an invalid ID: `isSelectable`); the delete button stays beside it.
 */
function SpecialDiscountIdItem({ id, level, onDelete }: { id: SpecialDiscountId; level: Level; onDelete: () => void }) {
  const Heading = level === 2 ? 'h3' : 'h4';
  const type = idTypeText(id);
  return (
    <li className={`sd-id${id.is_enabled ? '' : ' sd-id--invalid'}`} data-discount-type={id.discount_type}>
      <div className="sd-id__body">
        <div className="sd-id__head">
          <Heading className="sd-id__type">{idHeading(id)}</Heading>
          {!id.is_enabled && <span className="sd-id__invalid">Invalid ID</span>}
        </div>
        <p className="sd-id__name">{id.customer_id_full_name}</p>
        <p className="sd-id__meta">
          <span aria-hidden="true" className="sd-id__number">
            {id.customer_id_number}
          </span>
          <span className="visually-hidden">ID number ending in {idNumberEnding(id.customer_id_number)}</span>
          {type && (
            <>
              <span aria-hidden="true"> · </span>
              <span className="visually-hidden">, </span>
              <span className="sd-id__id-type">{type}</span>
            </>
          )}
        </p>
      </div>
      <button
        type="button"
        className="icon-btn sd-id__delete"
        aria-label={`Delete ID of ${id.customer_id_full_name}`}
        aria-haspopup="dialog"
        onClick={onDelete}
        onPointerEnter={() => void loadIdDialogs.delete()}
        onFocus={() => void loadIdDialogs.delete()}
      >
        <TrashIcon />
      </button>
    </li>
  );
}

/**
 * A bin, drawn here rather than in components/icons.tsx: that module is a chunk every page loads, and
 * an icon only these screens use would ride along on Home.
 */
function TrashIcon() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}
