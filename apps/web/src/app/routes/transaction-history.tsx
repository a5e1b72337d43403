import { useSettings } from '@/features/merchant/api/get-settings';
import NotFound from './not-found';
import Placeholder from './placeholder';

/** Spec §2: login required (loader), and the points view must be on, else the 404 page. */
export default function TransactionHistory() {
  const settings = useSettings();
  return settings.enable_points_view ? <Placeholder /> : <NotFound />;
}
