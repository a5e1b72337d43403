import { Link, useParams } from 'react-router';
import { ChevronRightIcon } from '@/components/icons';
import { RewardDetails } from '@/features/loyalty/components/reward-details';
import { useSettings } from '@/features/merchant/api/get-settings';
import { paths } from '@/lib/paths';
import { useSubdomain } from '@/lib/use-subdomain';
import { useStoredUser } from '../session';
import NotFound from './not-found';
import './screens.css';

/**
 * Spec §2 /rewards/{id}: login required (loader). Rewards are My Points', so the coin merchant's alone,
 * else the 404 page.
 */
export default function RewardDetailsRoute() {
  const settings = useSettings();
  return settings.is_coin_merchant ? <RewardDetailsScreen /> : <NotFound />;
}

function RewardDetailsScreen() {
  const settings = useSettings();
  const subdomain = useSubdomain();
  const user = useStoredUser();
  const { id = '' } = useParams();
  const back = (
    <Link to={paths.myPoints(subdomain)} className="reward-back">
      <ChevronRightIcon size={18} className="reward-back__icon" />
      My Points
    </Link>
  );
  return (
    <div className="container page stack reward-page">
      {user && (
        <RewardDetails
          key={`${user.customer.uuid}:${id}`}
          customerUuid={user.customer.uuid}
          id={id}
          isCoinMerchant={settings.is_coin_merchant}
          back={back}
        />
      )}
    </div>
  );
}
