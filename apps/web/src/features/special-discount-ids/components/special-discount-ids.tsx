import type { SpecialDiscountId } from '@storefront/contracts/special-discount';
import { type ReactNode, type Ref, useId } from 'react';
import { ErrorState } from '@/components/error-state';
import { FormSuccess } from '@/components/fields';
import { PlusIcon } from '@/components/icons';
import { LoadingRegion, Skeleton } from '@/components/skeleton';
import { useSpecialDiscountIds } from '../api/get-special-discount-ids';
import {
  canRegisterAnother,
  type IdSelection,
  idHeading,
  idNumberEnding,
  idTypeText,
  isSelectable,
  isSelected,
} from '../special-discount-view';
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
  /**
   * In the Discount modal, the IDs are chosen for the cart: each becomes a checkbox (not an 'Invalid ID').
   * `busy` holds the choice still while Confirm is on its way.
   */
  selection?: { chosen: IdSelection; onToggle: (id: SpecialDiscountId) => void; busy?: boolean };
  /** The end of the section, after 'Register new ID' (the Discount modal's terms and Confirm). */
  footer?: ReactNode;
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
  selection,
  footer,
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
            <>
              {selection && <p className="sd-ids__hint">Choose the ID to use for this order, then Confirm.</p>}
              <ul className="sd-ids__list">
                {ids.data.map((id) => (
                  <SpecialDiscountIdItem
                    key={id.uuid}
                    id={id}
                    level={level}
                    onDelete={() => onDelete(id)}
                    choice={
                      selection && {
                        selected: isSelected(selection.chosen, id),
                        busy: selection.busy === true,
                        onToggle: () => selection.onToggle(id),
                      }
                    }
                  />
                ))}
              </ul>
            </>
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
      {footer}
    </section>
  );
}

type Choice = { selected: boolean; busy: boolean; onToggle: () => void };

/**
 * One saved ID. In the Discount modal it is also a checkbox (`choice`), named by its discount type and
 * full name and described by its number, its ID type and the 'Invalid ID' marker: the checkbox covers the
 * card, so a tap anywhere on it chooses the ID; the delete button stays above it. An 'Invalid ID' cannot
 * be chosen (`isSelectable`, spec §5).
 */
function SpecialDiscountIdItem({
  id,
  level,
  onDelete,
  choice,
}: {
  id: SpecialDiscountId;
  level: Level;
  onDelete: () => void;
  choice?: Choice | undefined;
}) {
  const Heading = level === 2 ? 'h3' : 'h4';
  const type = idTypeText(id);
  const ids = useId();
  const typeId = `${ids}-type`;
  const nameId = `${ids}-name`;
  const metaId = `${ids}-meta`;
  const invalidId = `${ids}-invalid`;
  const classes = ['sd-id'];
  if (!id.is_enabled) classes.push('sd-id--invalid');
  if (choice) classes.push('sd-id--choice');
  if (choice?.selected) classes.push('sd-id--selected');
  return (
    <li className={classes.join(' ')} data-discount-type={id.discount_type}>
      {choice && (
        <>
          <input
            type="checkbox"
            className="sd-id__check"
            checked={choice.selected}
            disabled={!isSelectable(id) || choice.busy}
            onChange={choice.onToggle}
            aria-labelledby={`${typeId} ${nameId}`}
            aria-describedby={id.is_enabled ? metaId : `${invalidId} ${metaId}`}
          />
          <span className="sd-id__box" aria-hidden="true">
            <CheckMark />
          </span>
        </>
      )}
      <div className="sd-id__body">
        <div className="sd-id__head">
          <Heading id={typeId} className="sd-id__type">
            {idHeading(id)}
          </Heading>
          {!id.is_enabled && (
            <span id={invalidId} className="sd-id__invalid">
              Invalid ID
            </span>
          )}
        </div>
        <p id={nameId} className="sd-id__name">
          {id.customer_id_full_name}
        </p>
        <p id={metaId} className="sd-id__meta">
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

/** The tick in a chosen ID's box (drawn here for the reason TrashIcon is). */
function CheckMark() {
  return (
    <svg
      width={14}
      height={14}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={3.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
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
