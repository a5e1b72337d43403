import { Link } from 'react-router';
import { TransactionHistory } from '@/features/loyalty/components/transaction-history';
import { useSettings } from '@/features/merchant/api/get-settings';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSubdomain } from '@/lib/use-subdomain';
import { accountScreenShown } from '../layout/account-links';
import { useStoredUser } from '../session';
import NotFound from './not-found';
import './screens.css';

/** Spec §2: login required (loader), and the points view must be on, else the 404 page (the menus' rule too). */
export default function TransactionHistoryRoute() {
  const settings = useSettings();
  return accountScreenShown.transactionHistory(settings) ? <TransactionHistoryScreen /> : <NotFound />;
}

function TransactionHistoryScreen() {
  const settings = useSettings();
  const subdomain = useSubdomain();
  const user = useStoredUser();
  useDocumentTitle('Transaction History');
  return (
    <div className="container page stack">
      <h1 className="page-title">Transaction History</h1>
      {user && (
        <TransactionHistory
          // A different customer (signed out and in again) starts afresh.
          key={user.customer.uuid}
          customerUuid={user.customer.uuid}
          isCoinMerchant={settings.is_coin_merchant}
          emptyAction={
            <Link to={paths.home(subdomain)} className="btn btn-primary">
              Start shopping
            </Link>
          }
        />
      )}
    </div>
  );
}
