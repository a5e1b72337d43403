import { formatCentavos } from '@storefront/domain/money';

/** The modal's button, 'ADD TO CART - PHP 224.00', with why it cannot be pressed or why the cart refused. */
export function ProductSubmit({
  label,
  total,
  available,
  busy,
  error,
}: {
  label: string;
  /** The line's amount in centavos. */
  total: number;
  available: boolean;
  busy: boolean;
  error: string | null;
}) {
  return (
    <div className="product-modal__cta">
      <button type="submit" className="btn btn-primary btn-block" disabled={!available || busy} aria-busy={busy}>
        {label} - {formatCentavos(total)}
      </button>
      {!available && <p className="product-modal__soon">This item is sold out.</p>}
      {error && (
        <p className="product-modal__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
