import { MinusIcon, PlusIcon } from '@/components/icons';

/**
 * The quantity: − and + buttons around a number field. When the stock is what limits it, + stays
 * enabled past the limit so the customer meets the stock modal instead of a silent stop.
 */
export function QuantityStepper({
  quantity,
  max,
  available,
  stockBound,
  onDecrease,
  onIncrease,
  onEnter,
}: {
  quantity: number;
  max: number;
  available: boolean;
  stockBound: boolean;
  onDecrease: () => void;
  onIncrease: () => void;
  /** A number typed into the field. */
  onEnter: (quantity: number) => void;
}) {
  return (
    <fieldset className="stepper">
      <legend className="visually-hidden">Quantity</legend>
      <button
        type="button"
        className="stepper__btn"
        aria-label="Decrease quantity"
        disabled={!available || quantity <= 1}
        onClick={onDecrease}
      >
        <MinusIcon />
      </button>
      <input
        className="stepper__value"
        type="number"
        inputMode="numeric"
        aria-label="Quantity"
        min={1}
        max={Math.max(1, max)}
        value={quantity}
        disabled={!available}
        onChange={(e) => onEnter(Number(e.target.value))}
      />
      <button
        type="button"
        className="stepper__btn"
        aria-label="Increase quantity"
        disabled={!available || (quantity >= max && !stockBound)}
        onClick={onIncrease}
      >
        <PlusIcon />
      </button>
    </fieldset>
  );
}
