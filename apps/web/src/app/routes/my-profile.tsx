import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useProfile } from '@/features/accounts/api/get-profile';
import { AddressBook } from '@/features/accounts/components/address-book';
import { BillingInfoForm } from '@/features/accounts/components/billing-info-form';
import { ChangeMobileForm } from '@/features/accounts/components/change-mobile-form';
import { ChangePinForm } from '@/features/accounts/components/change-pin-form';
import { DeactivateAccount } from '@/features/accounts/components/deactivate-account';
import { ProfileDetails } from '@/features/accounts/components/profile-details';
import { CART_QUERY_KEY } from '@/features/cart/api/get-cart';
import { useStoreDetails } from '@/features/catalog/api/get-store-details';
import { useDocumentTitle } from '@/lib/use-document-title';
import { logout, useStoredUser } from '../session';
import '@/features/accounts/components/accounts.css';

// Shown only when the merchant offers the discount (the panel decides): loaded after the screen.
const SpecialDiscountIdsPanel = lazy(
  () => import('@/features/special-discount-ids/components/special-discount-ids-panel'),
);

/**
 * My Profile (login required, rule 1): details, PIN, mobile number, saved addresses, billing information, the Senior
 * Citizen / PWD IDs (when the merchant offers the discount on the e-store), deactivation.
 */
export default function MyProfile() {
  useDocumentTitle('My Profile');
  const user = useStoredUser();
  const profile = useProfile();
  // The stored customer shows at once; the server's copy replaces it when it arrives.
  const customer = profile.data ?? user?.customer;
  const details = useStoreDetails();
  const queryClient = useQueryClient();
  return (
    <div className="container page">
      <h1 className="page-title">My Profile</h1>
      {customer && (
        <div className="profile-grid">
          <div className="profile-grid__col">
            <ProfileDetails customer={customer} />
            <ChangeMobileForm />
            {details.data && (
              <Suspense fallback={null}>
                <SpecialDiscountIdsPanel
                  customerUuid={customer.uuid}
                  settings={details.data.special_discount}
                  // Spec §4: after a delete the cart refreshes (a cart discount that used the ID goes).
                  refreshCart={() => queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY })}
                  className="profile-card"
                  titleClassName="profile-card__title"
                />
              </Suspense>
            )}
            <DeactivateAccount onDeactivated={logout} />
          </div>
          <div className="profile-grid__col">
            <ChangePinForm />
            <AddressBook />
            <BillingInfoForm />
          </div>
        </div>
      )}
    </div>
  );
}
