import type { ProductDetails } from '@storefront/contracts/store';
import { formatCentavos } from '@storefront/domain/money';
import { type AddOnSelection, addOnLegend, addOnPriceCentavos, toggleAddOn } from '../product-options';

/**
 * One optional checkbox group per add-on category, 'Sawsawan (selected/limit)': once the limit is
 * reached the unticked add-ons are disabled.
 */
export function AddOnOptions({
  product,
  addOns,
  onChange,
}: {
  product: ProductDetails;
  addOns: AddOnSelection;
  onChange: (update: (addOns: AddOnSelection) => AddOnSelection) => void;
}) {
  return (
    <>
      {product.add_on_category.map((category) => {
        const chosen = addOns[category.id] ?? [];
        const full = chosen.length >= category.limit;
        return (
          <fieldset key={category.id} className="option-group">
            <legend className="option-group__legend">
              {addOnLegend(category, chosen.length)}
              <span className="option-group__hint">Optional · up to {category.limit}</span>
            </legend>
            <div className="option-group__options">
              {category.add_ons.map((addOn) => {
                const checked = chosen.includes(addOn.uuid);
                const price = addOnPriceCentavos(addOn);
                return (
                  <label key={addOn.uuid} className={`option${!checked && full ? ' option--disabled' : ''}`}>
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={!checked && full}
                      onChange={() => onChange((s) => toggleAddOn(s, category, addOn.uuid))}
                    />
                    <span className="option__name">{addOn.name}</span>
                    <span className="option__price">{price === 0 ? 'FREE' : `+ ${formatCentavos(price)}`}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
