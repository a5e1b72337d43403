import { useEffect, useRef } from 'react';

/** An inline Yes/No question ('Remove this item?', 'Remove all items?'); focus moves to it and back on No. */
export function InlineConfirm({
  question,
  busy,
  onYes,
  onNo,
}: {
  question: string;
  busy?: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => yes.current?.focus(), []);
  return (
    <fieldset className="inline-confirm">
      <legend className="inline-confirm__question">{question}</legend>
      <button ref={yes} type="button" className="btn btn-primary btn-sm" onClick={onYes} disabled={busy}>
        Yes
      </button>
      <button type="button" className="btn btn-outline btn-sm" onClick={onNo} disabled={busy}>
        No
      </button>
    </fieldset>
  );
}
