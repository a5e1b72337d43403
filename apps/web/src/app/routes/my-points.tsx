import { MyPoints } from '@/features/loyalty/components/my-points';
import { useSettings } from '@/features/merchant/api/get-settings';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSubdomain } from '@/lib/use-subdomain';
import { useStoredUser } from '../session';
import NotFound from './not-found';
import './screens.css';

/** Spec §2: login required (loader), and the coin merchant's alone (its menu item is), else the 404 page. */
export default function MyPointsRoute() {
  const settings = useSettings();
  return settings.is_coin_merchant ? <MyPointsScreen /> : <NotFound />;
}

function MyPointsScreen() {
  const settings = useSettings();
  const subdomain = useSubdomain();
  const user = useStoredUser();
  useDocumentTitle('My Points');
  return (
    <div className="container page stack my-points">
      <h1 className="page-title">My Points</h1>
      {user && (
        <MyPoints
          key={user.customer.uuid}
          customerUuid={user.customer.uuid}
          isCoinMerchant={settings.is_coin_merchant}
          historyPath={settings.enable_points_view ? paths.transactionHistory(subdomain) : null}
          guidelinesPath={paths.guidelines(subdomain)}
          rewardPath={(uuid) => paths.reward(subdomain, uuid)}
        />
      )}
    </div>
  );
}
