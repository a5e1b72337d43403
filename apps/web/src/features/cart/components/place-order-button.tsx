/**
 * Checkout's submit button, in the summary and in the phone's bar alike: one label and one disabled
 * state for both. `form` ties the bar's copy, outside the form, to it (the form's id), so a tap runs
 * the same submit: its validation, its busy state, its focus on the first field to fix.
 */
export function PlaceOrderButton({
  canPlace,
  placing,
  form,
  className,
  describedBy,
}: {
  canPlace: boolean;
  placing: boolean;
  form?: string;
  className: string;
  /** Ids of what keeps it off (the notices of parts short of their branch's minimum order), if any. */
  describedBy?: string | undefined;
}) {
  return (
    <button
      type="submit"
      form={form}
      className={`btn btn-primary ${className}`}
      disabled={!canPlace || placing}
      aria-describedby={describedBy || undefined}
    >
      {placing ? 'Placing order…' : 'Place Order'}
    </button>
  );
}
