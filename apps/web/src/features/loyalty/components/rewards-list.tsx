import { pointsLabel } from '@storefront/domain/points-label';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { CoinIcon } from '@/components/icons';
import { LoadingRegion, placeholderKeys, Skeleton } from '@/components/skeleton';
import { errorMessage } from '@/lib/api-client';
import { pagedItems } from '@/lib/paged-items';
import { type RewardSummary, useRewards } from '../api/get-rewards';
import { pointsShortHint, rewardBadge, rewardsPerPage } from '../rewards-view';
import { RewardMedia } from './reward-media';

/** Placeholders while the first page loads (the per-page count is not known yet). */
const FIRST_PAGE_PLACEHOLDERS = 4;

/**
 * The rewards on My Points (spec §3 Rewards list, §4 paging): cards in a grid — image, name, cost, and
 * 'Out of stock' / 'Not available', or how many more points the customer needs — each leading to its
 * details. 'Load more' asks for the previous page + 1 while one follows; as many placeholders as the
 * first page held show while it loads, and the count shown is announced after.
 */
export function RewardsList({
  customerUuid,
  balance,
  isCoinMerchant,
  rewardPath,
}: {
  customerUuid: string;
  /** The customer's balance; undefined until known (no hints before). */
  balance: number | undefined;
  isCoinMerchant: boolean;
  rewardPath: (uuid: string) => string;
}) {
  const rewards = useRewards(customerUuid);

  if (rewards.isPending)
    return (
      <LoadingRegion label="Loading rewards" className="rewards-grid">
        {placeholderKeys(FIRST_PAGE_PLACEHOLDERS).map((key) => (
          <Skeleton key={key} width="100%" height={260} radius={14} />
        ))}
      </LoadingRegion>
    );
  if (rewards.isError && !rewards.data)
    return <ErrorState error={rewards.error} onRetry={() => void rewards.refetch()} />;

  const items = pagedItems(rewards.data.pages);
  if (items.length === 0)
    return (
      <EmptyState title="No rewards yet.">
        <p className="rewards-empty__text">Rewards you can redeem with your points will show here.</p>
      </EmptyState>
    );

  return (
    <div className="rewards">
      <ul className="rewards-grid list-reset">
        {items.map((reward) => (
          <RewardCard
            key={reward.uuid}
            reward={reward}
            balance={balance}
            isCoinMerchant={isCoinMerchant}
            to={rewardPath(reward.uuid)}
          />
        ))}
      </ul>
      {rewards.isFetchingNextPage && (
        <LoadingRegion label="Loading more rewards" className="rewards-grid">
          {placeholderKeys(Math.min(rewardsPerPage(rewards.data.pages), 4)).map((key) => (
            <Skeleton key={key} width="100%" height={260} radius={14} />
          ))}
        </LoadingRegion>
      )}
      <p className="visually-hidden" role="status">
        {rewards.data.pages.length > 1 ? `${items.length} rewards shown.` : ''}
      </p>
      {rewards.isFetchNextPageError && (
        <p className="rewards-more__error" role="alert">
          {errorMessage(rewards.error)}
        </p>
      )}
      {rewards.hasNextPage && (
        <button
          type="button"
          className="btn btn-outline rewards-more"
          disabled={rewards.isFetchingNextPage}
          onClick={() => void rewards.fetchNextPage()}
        >
          {rewards.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      )}
    </div>
  );
}

/** One reward: the whole card opens it (the name is the link, stretched over the card). */
function RewardCard({
  reward,
  balance,
  isCoinMerchant,
  to,
}: {
  reward: RewardSummary;
  balance: number | undefined;
  isCoinMerchant: boolean;
  to: string;
}) {
  const badge = rewardBadge(reward);
  const hint = badge ? null : pointsShortHint(reward.points_cost, balance, isCoinMerchant);
  return (
    <li className={`reward-card${badge ? ' is-unavailable' : ''}`}>
      <div className="reward-card__media">
        <RewardMedia image={reward.image} kind={reward.kind} width={320} height={200} />
        {badge && <span className="reward-card__badge">{badge}</span>}
      </div>
      <div className="reward-card__body">
        <h3 className="reward-card__name">
          <Link to={to} className="reward-card__link">
            {reward.name}
          </Link>
        </h3>
        <p className="reward-card__cost">
          <CoinIcon className="reward-card__coin" />
          {pointsLabel(reward.points_cost, isCoinMerchant)}
        </p>
        {hint && <p className="reward-card__hint">{hint}</p>}
      </div>
    </li>
  );
}
