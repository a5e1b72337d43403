import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useSendFollowUp } from '../api/send-follow-up';

/** Asks the branch about a sub-order; once asked (follow_up_sent) it stays disabled. */
export function FollowUpButton({
  subOrderUuid,
  sent,
  branch,
}: {
  subOrderUuid: string;
  sent: boolean;
  branch: string;
}) {
  const followUp = useSendFollowUp();
  const [message, setMessage] = useState<string | null>(null);
  const done = sent || followUp.data?.follow_up_sent === true;
  const send = () =>
    followUp.mutate(subOrderUuid, {
      onSuccess: (r) => setMessage(r.message),
      onError: (e) => setMessage(errorMessage(e)),
    });
  return (
    <div className="order-follow-up">
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={done || followUp.isPending}
        onClick={send}
        aria-describedby={message ? `${subOrderUuid}-follow-up` : undefined}
      >
        {done ? 'Follow-up sent' : 'Follow Up'}
        <span className="visually-hidden"> {branch}</span>
      </button>
      <p id={`${subOrderUuid}-follow-up`} className="order-follow-up__message" role="status">
        {message}
      </p>
    </div>
  );
}
