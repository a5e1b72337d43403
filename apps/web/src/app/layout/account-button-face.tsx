import { ChevronDownIcon } from '@/components/icons';
import { hasProfileImage, initialsOf, type StoredUser } from '@/lib/stored-user';

/**
 * What the navbar's account button shows: the picture (or initials) and the first name. Drawn by the
 * user menu's trigger and, while the menu's code loads, by its placeholder in the navbar.
 */
export function AccountButtonFace({ customer }: { customer: StoredUser['customer'] }) {
  return (
    <>
      {hasProfileImage(customer) ? (
        <img src={customer.profile_image} alt="" className="avatar avatar--sm" width={32} height={32} />
      ) : (
        <span className="avatar avatar--sm" aria-hidden="true">
          {initialsOf(customer)}
        </span>
      )}
      <span className="user-menu__name">{customer.firstname}</span>
      <ChevronDownIcon />
    </>
  );
}
