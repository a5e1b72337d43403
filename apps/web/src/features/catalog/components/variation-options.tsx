import type { InventoryEntry, ProductDetails } from '@storefront/contracts/store';
import { choose, optionState, type Selection } from '../product-options';

/**
 * One required radio group per attribute ('Choose Size'); a value that names a sold-out or missing
 * variation is disabled and says so.
 */
export function VariationOptions({
  product,
  inventory,
  selection,
  onChange,
}: {
  product: ProductDetails;
  inventory: InventoryEntry[];
  selection: Selection;
  onChange: (update: (selection: Selection) => Selection) => void;
}) {
  return (
    <>
      {product.attributes.map((attribute) => (
        <fieldset key={attribute.name} className="option-group">
          <legend className="option-group__legend">
            Choose {attribute.name}
            <span className="option-group__hint">Required</span>
          </legend>
          <div className="option-group__options">
            {attribute.variations.map((variation) => {
              const state = optionState(product, inventory, selection, attribute.name, variation.name);
              const checked = selection[attribute.name] === variation.name;
              return (
                <label key={variation.hash} className={`option${state !== 'available' ? ' option--disabled' : ''}`}>
                  <input
                    type="radio"
                    name={`attribute-${attribute.name}`}
                    value={variation.name}
                    checked={checked}
                    disabled={state !== 'available'}
                    onChange={() => onChange((s) => choose(product, inventory, s, attribute.name, variation.name))}
                  />
                  <span className="option__name">{variation.name}</span>
                  {state === 'sold-out' && <span className="option__tag">Sold out</span>}
                  {state === 'unavailable' && <span className="option__tag">Unavailable</span>}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </>
  );
}
