import * as Dialog from '@radix-ui/react-dialog';
import { pointsLabel } from '@storefront/domain/points-label';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useRef } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { CoinIcon } from '@/components/icons';
import { LoadingRegion, Skeleton } from '@/components/skeleton';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { type RewardDetails as Reward, useReward } from '../api/get-reward';
import { myBalanceQueryOptions } from '../api/my-balance';
import {
  discountConditions,
  discountText,
  manilaDateTime,
  redeemBlocker,
  rewardBadge,
  stockText,
  validityText,
} from '../rewards-view';
import { RedeemDialog } from './redeem-dialog';
import { RedemptionCode } from './redemption-code';
import { RewardMedia } from './reward-media';
import './rewards.css';

/**
 * Reward Details (spec §2 /rewards/{id}): the reward in full — image, name, cost, description, stock,
 * validity on Manila's clock, what a discount reward takes off, terms with their line breaks — and
 * Redeem, off with its reason when the reward is not available or the points are short. Redeem asks
 * first (RedeemDialog). The customer's earlier redemptions of it are listed below.
 */
export function RewardDetails({
  customerUuid,
  id,
  isCoinMerchant,
  back,
}: {
  customerUuid: string;
  id: string;
  isCoinMerchant: boolean;
  /** The way back to My Points (a link), above the reward and in its not-found state. */
  back: ReactNode;
}) {
  const reward = useReward(customerUuid, id);
  useDocumentTitle(reward.data?.name ?? 'Reward Details');

  if (reward.isPending)
    return (
      <>
        {back}
        <h1 className="visually-hidden">Reward Details</h1>
        <LoadingRegion label="Loading the reward" className="reward">
          <Skeleton width="100%" height={280} radius={14} />
          <div className="stack-sm">
            <Skeleton width="70%" height={36} radius={8} />
            <Skeleton width="40%" height={24} radius={8} />
            <Skeleton width="100%" height={80} radius={8} />
          </div>
        </LoadingRegion>
      </>
    );
  if (reward.isError)
    return (
      <>
        {back}
        <h1 className="page-title">Reward Details</h1>
        {/* 404, or 422 for an id that is not a reward's at all (a mistyped link). */}
        {isApiError(reward.error) && (reward.error.kind === 'not-found' || reward.error.kind === 'validation') ? (
          <EmptyState title="Reward not found.">
            <p className="rewards-empty__text">It may have been removed. See the rewards on My Points.</p>
          </EmptyState>
        ) : (
          <ErrorState error={reward.error} onRetry={() => void reward.refetch()} />
        )}
      </>
    );
  return (
    <>
      {back}
      <RewardBody reward={reward.data} customerUuid={customerUuid} isCoinMerchant={isCoinMerchant} />
    </>
  );
}

function RewardBody({
  reward,
  customerUuid,
  isCoinMerchant,
}: {
  reward: Reward;
  customerUuid: string;
  isCoinMerchant: boolean;
}) {
  const balance = useQuery(myBalanceQueryOptions(customerUuid)).data;
  const blocker = redeemBlocker(reward, balance, isCoinMerchant);
  const badge = rewardBadge(reward);
  const validity = validityText(reward.valid_from, reward.valid_until);
  const stock = stockText(reward.stock_left);
  const reasonId = useId();
  const termsId = useId();
  const redemptionsId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const redemptionsTitle = useRef<HTMLHeadingElement>(null);
  const title = useRef<HTMLHeadingElement>(null);

  return (
    <>
      <article className="reward">
        <div className="reward__media">
          <RewardMedia image={reward.image} kind={reward.kind} width={640} height={400} eager />
          {badge && <span className="reward-card__badge">{badge}</span>}
        </div>
        <div className="reward__main">
          <h1 ref={title} tabIndex={-1} className="page-title reward__name">
            {reward.name}
          </h1>
          <p className="reward__cost">
            <CoinIcon size={22} className="reward-card__coin" />
            {pointsLabel(reward.points_cost, isCoinMerchant)}
          </p>
          {reward.description && <p className="reward__description">{reward.description}</p>}
          <dl className="reward__facts">
            {reward.discount && (
              <div className="reward__fact">
                <dt>Discount</dt>
                <dd>
                  {discountText(reward.discount)}
                  <ul className="reward__conditions">
                    {discountConditions(reward.discount).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </dd>
              </div>
            )}
            {stock && (
              <div className="reward__fact">
                <dt>Stock</dt>
                <dd>{stock}</dd>
              </div>
            )}
            {validity && (
              <div className="reward__fact">
                <dt>Valid</dt>
                <dd>{validity}</dd>
              </div>
            )}
            {reward.per_customer_limit !== null && (
              <div className="reward__fact">
                <dt>Limit</dt>
                <dd>
                  {reward.per_customer_limit} per customer
                  {reward.redemptions.length > 0 ? ` (you have redeemed ${reward.redemptions.length})` : ''}
                </dd>
              </div>
            )}
            {balance !== undefined && (
              <div className="reward__fact">
                <dt>Your balance</dt>
                <dd>{pointsLabel(balance, isCoinMerchant)}</dd>
              </div>
            )}
          </dl>
          <Dialog.Root>
            <div className="reward__redeem">
              <Dialog.Trigger
                ref={trigger}
                className="btn btn-primary reward__redeem-button"
                disabled={blocker !== null}
                aria-describedby={blocker ? reasonId : undefined}
              >
                Redeem
              </Dialog.Trigger>
              {blocker && (
                <p id={reasonId} className="reward__reason">
                  {blocker}
                </p>
              )}
            </div>
            <RedeemDialog
              reward={reward}
              balance={balance}
              isCoinMerchant={isCoinMerchant}
              onCloseAutoFocus={(event) => {
                // Redeeming may have turned Redeem off (the limit reached, the points short): focus
                // goes to the redemptions, where the new one is, rather than to nowhere.
                if (trigger.current?.disabled) {
                  event.preventDefault();
                  (redemptionsTitle.current ?? title.current)?.focus();
                }
              }}
            />
          </Dialog.Root>
        </div>
      </article>
      {reward.terms && (
        <section className="reward-section" aria-labelledby={termsId}>
          <h2 id={termsId} className="my-points__heading">
            Terms and conditions
          </h2>
          <p className="reward__terms">{reward.terms}</p>
        </section>
      )}
      {reward.redemptions.length > 0 && (
        <section className="reward-section" aria-labelledby={redemptionsId}>
          <h2 id={redemptionsId} ref={redemptionsTitle} tabIndex={-1} className="my-points__heading">
            Your redemptions
          </h2>
          <ul className="redemptions list-reset">
            {reward.redemptions.map((redemption) => (
              <li key={redemption.uuid} className="redemption">
                <p className="redemption__date">
                  Redeemed <time dateTime={redemption.created_at}>{manilaDateTime(redemption.created_at)}</time>
                  {' · '}
                  {pointsLabel(redemption.points, isCoinMerchant)}
                </p>
                <RedemptionCode redemption={redemption} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
