import { PRODUCT_CARD_SIZES } from '@storefront/contracts/media-renditions';
import type { ProductCard as Product } from '@storefront/contracts/store';
import { branchLabel } from '@storefront/domain/branch-label';
import { CardLink } from '@/components/card-link';
import { Media } from '@/components/media';
import { Skeleton } from '@/components/skeleton';
import { Price } from './price';
import './catalog.css';

export interface ProductLink {
  to: string;
  state?: unknown;
  /** Keep the grid where it is (the product modal opens over it). */
  preventScrollReset?: boolean;
}

export function ProductCard({
  product,
  link,
  showStore,
  eager,
}: {
  product: Product;
  link: ProductLink;
  showStore?: boolean;
  /** Load the picture at once: the card is in the first screen (its picture may be the page's largest). */
  eager?: boolean;
}) {
  return (
    <CardLink
      to={link.to}
      state={link.state}
      preventScrollReset={link.preventScrollReset}
      className={`product-card card${product.in_stock ? '' : ' product-card--sold-out'}`}
    >
      <span className="product-card__media">
        <Media
          src={product.image}
          alt=""
          name={product.name}
          width={320}
          height={320}
          eager={eager}
          sizes={PRODUCT_CARD_SIZES}
        />
        {!product.in_stock && <span className="product-card__sold-out">Sold out</span>}
        {product.in_stock && product.on_sale && product.sale_price !== null && (
          <span className="product-card__sale">Sale</span>
        )}
      </span>
      <span className="product-card__body">
        <span className="product-card__name">{product.name}</span>
        {showStore && (
          <span className="product-card__store">{branchLabel(product.brand_name, product.branch_name)}</span>
        )}
        <Price regular={product.regular_price} sale={product.sale_price} onSale={product.on_sale} />
      </span>
    </CardLink>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="product-card card" aria-hidden="true">
      <span className="product-card__media">
        <Skeleton width="100%" height="100%" radius={0} />
      </span>
      <span className="product-card__body">
        <Skeleton width="85%" height={16} />
        <Skeleton width="45%" height={16} style={{ marginTop: 10 }} />
      </span>
    </div>
  );
}
