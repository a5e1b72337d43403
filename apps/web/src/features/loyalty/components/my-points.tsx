import { formatPointsAmount, pointsUnit } from '@storefront/domain/points-label';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { CoinIcon } from '@/components/icons';
import { Skeleton } from '@/components/skeleton';
import { myBalanceQueryOptions } from '../api/my-balance';
import { EcodeForm } from './ecode-form';
import { RewardsList } from './rewards-list';
import './rewards.css';

/**
 * My Points (spec §2, coin merchant only): the balance, big, with its unit and links to Transaction
 * History and the merchant's Guidelines (its points mechanics); "Earn with a code"; the rewards to redeem. The balance is the navbar badge's query, so an
 * e-code earned here changes both at once.
 */
export function MyPoints({
  customerUuid,
  isCoinMerchant,
  historyPath,
  guidelinesPath,
  rewardPath,
}: {
  customerUuid: string;
  isCoinMerchant: boolean;
  /** Transaction History, when the merchant has the points view (else no link). */
  historyPath: string | null;
  /** The merchant's Guidelines: how points are earned, used and expire. */
  guidelinesPath: string;
  rewardPath: (uuid: string) => string;
}) {
  const balance = useQuery(myBalanceQueryOptions(customerUuid));
  const balanceId = useId();
  const ecodeId = useId();
  const rewardsId = useId();
  return (
    <>
      <div className="my-points__top">
        <section className="points-summary" aria-labelledby={balanceId}>
          <h2 id={balanceId} className="points-summary__title">
            Your balance
          </h2>
          {balance.isPending ? (
            <div role="status" aria-busy="true">
              <span className="visually-hidden">Loading your balance</span>
              <Skeleton width={160} height={48} radius={10} />
            </div>
          ) : balance.isError ? (
            <div className="points-summary__error" role="alert">
              <p>We couldn’t load your balance.</p>
              <button type="button" className="btn btn-outline" onClick={() => void balance.refetch()}>
                Try again
              </button>
            </div>
          ) : (
            <p className="points-summary__balance">
              <CoinIcon size={36} className="points-summary__coin" />
              <span className="points-summary__amount">{formatPointsAmount(balance.data)}</span>{' '}
              <span className="points-summary__unit">{pointsUnit(balance.data, isCoinMerchant)}</span>
            </p>
          )}
          <div className="points-summary__links">
            {historyPath && (
              <Link to={historyPath} className="points-summary__link">
                Transaction History
              </Link>
            )}
            <Link to={guidelinesPath} className="points-summary__link">
              Guidelines
            </Link>
          </div>
        </section>
        <section className="ecode-card" aria-labelledby={ecodeId}>
          <h2 id={ecodeId} className="my-points__heading">
            Earn with a code
          </h2>
          <EcodeForm titleId={ecodeId} />
        </section>
      </div>
      <section className="my-points__rewards" aria-labelledby={rewardsId}>
        <h2 id={rewardsId} className="my-points__heading">
          Rewards
        </h2>
        <RewardsList
          customerUuid={customerUuid}
          balance={balance.data}
          isCoinMerchant={isCoinMerchant}
          rewardPath={rewardPath}
        />
      </section>
    </>
  );
}
