import { useProfile } from '@/features/accounts/api/get-profile';
import { BillingInfoForm } from '@/features/accounts/components/billing-info-form';
import { ChangeMobileForm } from '@/features/accounts/components/change-mobile-form';
import { ChangePinForm } from '@/features/accounts/components/change-pin-form';
import { DeactivateAccount } from '@/features/accounts/components/deactivate-account';
import { ProfileDetails } from '@/features/accounts/components/profile-details';
import { useDocumentTitle } from '@/lib/use-document-title';
import { logout, useStoredUser } from '../session';
import '@/features/accounts/components/accounts.css';

/** My Profile (login required, rule 1): details, PIN, mobile number, billing information, deactivation. */
export default function MyProfile() {
  useDocumentTitle('My Profile');
  const user = useStoredUser();
  const profile = useProfile();
  // The stored customer shows at once; the server's copy replaces it when it arrives.
  const customer = profile.data ?? user?.customer;
  return (
    <div className="container page">
      <h1 className="page-title">My Profile</h1>
      {customer && (
        <div className="profile-grid">
          <div className="profile-grid__col">
            <ProfileDetails customer={customer} />
            <ChangeMobileForm />
            <DeactivateAccount onDeactivated={logout} />
          </div>
          <div className="profile-grid__col">
            <ChangePinForm />
            <BillingInfoForm />
          </div>
        </div>
      )}
    </div>
  );
}
