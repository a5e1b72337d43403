import { formatPesos } from '@storefront/domain/money';

/** A price in PHP; on sale: the sale price and the struck-through regular price. */
export function Price({
  regular,
  sale,
  onSale,
  className,
}: {
  regular: number;
  sale: number | null;
  onSale: boolean;
  className?: string;
}) {
  if (onSale && sale !== null && sale < regular) {
    return (
      <span className={`price ${className ?? ''}`}>
        <span className="price__now price__now--sale">{formatPesos(sale)}</span>{' '}
        <s className="price__was">
          <span className="visually-hidden">Regular price </span>
          {formatPesos(regular)}
        </s>
      </span>
    );
  }
  return (
    <span className={`price ${className ?? ''}`}>
      <span className="price__now">{formatPesos(regular)}</span>
    </span>
  );
}
