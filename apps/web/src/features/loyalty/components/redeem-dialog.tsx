import * as Dialog from '@radix-ui/react-dialog';
import { pointsLabel } from '@storefront/domain/points-label';
import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '@/components/fields';
import { errorMessage, isApiError } from '@/lib/api-client';
import type { RewardDetails } from '../api/get-reward';
import { newIdempotencyKey, type RedeemRewardResult, useRedeemReward } from '../api/redeem-reward';
import { balanceAfter, redeemQuestion } from '../rewards-view';
import { RedemptionCode } from './redemption-code';
import '@/components/prompt-modal.css';
import './rewards.css';

/** A refusal's first field message ('Not enough points.' on `points`), else its message. */
function redeemErrorMessage(error: unknown): string {
  if (isApiError(error)) return Object.values(error.fieldErrors)[0] ?? error.message;
  return errorMessage(error);
}

/**
 * The redeem confirmation (spec §7 redeem), inside `Dialog.Root`: 'Redeem {name} for {cost} UCOINS?'
 * with Cancel (focused first, the safe choice) and Redeem. One idempotency key per confirmation, made as
 * it opens, so a retried Redeem redeems once. A refusal shows under the question; success turns the
 * dialog into the result — the server's message and the claim or promo code — with focus on its title.
 * It cannot be closed while the call is under way.
 */
export function RedeemDialog({
  reward,
  balance,
  isCoinMerchant,
  onCloseAutoFocus,
}: {
  reward: Pick<RewardDetails, 'uuid' | 'name' | 'points_cost'>;
  balance: number | undefined;
  isCoinMerchant: boolean;
  /** Where focus goes when it closes (Radix: back to Redeem unless prevented). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const busy = useRef(false);
  const keepOpen = (event: Event) => {
    if (busy.current) event.preventDefault();
  };
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="modal-overlay prompt-overlay" />
      <Dialog.Content
        className="prompt-modal redeem-dialog"
        onEscapeKeyDown={keepOpen}
        onPointerDownOutside={keepOpen}
        onInteractOutside={keepOpen}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <RedeemFlow reward={reward} balance={balance} isCoinMerchant={isCoinMerchant} busy={busy} />
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/** The dialog's inside: mounted as it opens, so each confirmation has its own key and call. */
function RedeemFlow({
  reward,
  balance,
  isCoinMerchant,
  busy,
}: {
  reward: Pick<RewardDetails, 'uuid' | 'name' | 'points_cost'>;
  balance: number | undefined;
  isCoinMerchant: boolean;
  busy: { current: boolean };
}) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const redeem = useRedeemReward(reward.uuid);
  busy.current = redeem.isPending;

  if (redeem.isSuccess) return <RedeemResult result={redeem.data} isCoinMerchant={isCoinMerchant} />;
  return (
    <>
      <Dialog.Title className="prompt-modal__title">
        {redeemQuestion(reward.name, reward.points_cost, isCoinMerchant)}
      </Dialog.Title>
      <Dialog.Description className="prompt-modal__message">
        {balance !== undefined
          ? balanceAfter(balance, reward.points_cost, isCoinMerchant)
          : `${pointsLabel(reward.points_cost, isCoinMerchant)} come off your balance.`}
      </Dialog.Description>
      <FormAlert message={redeem.isError ? redeemErrorMessage(redeem.error) : null} />
      <div className="redeem-dialog__actions">
        <Dialog.Close className="btn btn-outline" disabled={redeem.isPending}>
          Cancel
        </Dialog.Close>
        <button
          type="button"
          className="btn btn-primary"
          disabled={redeem.isPending}
          onClick={() => redeem.mutate(idempotencyKey)}
        >
          {redeem.isPending ? 'Redeeming…' : 'Redeem'}
        </button>
      </div>
    </>
  );
}

function RedeemResult({ result, isCoinMerchant }: { result: RedeemRewardResult; isCoinMerchant: boolean }) {
  const title = useRef<HTMLHeadingElement>(null);
  // The dialog's content changed under the customer: its new title takes focus, so it is announced.
  useEffect(() => title.current?.focus(), []);
  return (
    <>
      <Dialog.Title ref={title} tabIndex={-1} className="prompt-modal__title">
        Reward redeemed
      </Dialog.Title>
      <Dialog.Description className="prompt-modal__message">{result.message}</Dialog.Description>
      <RedemptionCode redemption={result.data.redemption} />
      <p className="redeem-dialog__balance">Your balance: {pointsLabel(result.data.balance, isCoinMerchant)}</p>
      <Dialog.Close className="btn btn-primary prompt-modal__button">Done</Dialog.Close>
    </>
  );
}
