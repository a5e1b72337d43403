/** Store service, catalogue part: store details, nearby branches, products, categories, inventory. */
import { z } from 'zod';
import { CustomerPosition, Paging, Pesos } from './common';
import { BranchSummary, Brand } from './organization';

export const StoreDetails = z.object({
  merchant_uuid: z.string(),
  name: z.string(),
  allow_purchase_multiple: z.boolean(),
  special_discount: z.array(
    z.object({
      is_enabled: z.boolean(),
      channels: z.array(z.string()),
      discount_types: z.array(z.enum(['senior', 'pwd'])),
      /** The merchant's terms (spec §3 special discount settings), sent back with the selection. */
      discount_terms: z.string(),
      discount_terms_item: z.string(),
    }),
  ),
  cancellation_reasons: z.array(z.string()),
  bank_accounts: z.array(
    z.object({ uuid: z.string(), bank: z.string(), account_name: z.string(), account_number: z.string() }),
  ),
  /** Method codes checkout offers, in order (labels and amount ranges: domain payment-methods). */
  payment_methods: z.array(z.string()),
  pay_with_points_estore_enabled: z.boolean(),
  points_earning_enabled: z.boolean(),
  enable_estore: z.boolean(),
  enable_loyalty: z.boolean(),
});
export type StoreDetails = z.infer<typeof StoreDetails>;
export const StoreDetailsResponse = z.object({ details: StoreDetails });

export const NearbyBody = z
  .object({ ...CustomerPosition, brand_uuid: z.uuid({ message: 'expected a brand uuid' }).optional() })
  .default({});
export const NearbyResponse = z.object({ nearby: z.array(BranchSummary) });
export type NearbyResponse = z.infer<typeof NearbyResponse>;

/** A product as a grid shows it. Prices are the lowest among its variations at that branch. */
export const ProductCard = z.object({
  uuid: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(['simple', 'variable']),
  category_id: z.number(),
  image: z.string().nullable(),
  regular_price: Pesos,
  sale_price: Pesos.nullable(),
  on_sale: z.boolean(),
  /** False when every variation's limited stock is 0 at that branch. */
  in_stock: z.boolean(),
  branch_uuid: z.string(),
  branch_name: z.string(),
  brand_uuid: z.string(),
  brand_name: z.string(),
});
export type ProductCard = z.infer<typeof ProductCard>;

export const CustomerChannel = z.literal('estore_web').default('estore_web');

/** Category ids are PostgreSQL integers: a larger number names no category, and would fail the query. */
const MAX_CATEGORY_ID = 2_147_483_647;

export const ProductsBody = z.object({
  branch_uuid: z.uuid({ message: 'expected a branch uuid' }),
  category_id: z.number().int().positive().max(MAX_CATEGORY_ID).optional(),
  search: z.string().trim().max(100).optional(),
  customer_channel: CustomerChannel,
});

export const CategoryPageParams = z.object({
  categoryId: z.coerce.number().int().min(1).max(MAX_CATEGORY_ID),
  page: z.coerce.number().int().min(1).max(100_000),
});
/** Products of one category from the branches near the customer (nearest open branch per product). */
export const CategoryProductsBody = z
  .object({ ...CustomerPosition, customer_channel: CustomerChannel })
  .default({ customer_channel: 'estore_web' });

export const Category = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  image: z.string().nullable(),
});
export type Category = z.infer<typeof Category>;

export const ProductsResponse = z.object({
  list: z.array(ProductCard),
  ...Paging,
  /** Every category the branch sells, whatever the filter: the store screen's chips. */
  categories: z.array(Category),
});
export type ProductsResponse = z.infer<typeof ProductsResponse>;

export const CategoryProductsResponse = z.object({ category: Category, list: z.array(ProductCard), ...Paging });
export type CategoryProductsResponse = z.infer<typeof CategoryProductsResponse>;

export const CategoriesAllResponse = z.object({ data: z.array(Category) });
export const CategoryBrandListResponse = z.object({
  data: z.array(z.object({ brand: Brand, categories: z.array(Category) })),
});

export const InventoryBody = z.object({
  product_uuid: z.uuid({ message: 'expected a product uuid' }),
  branch_uuid: z.uuid({ message: 'expected a branch uuid' }),
});

/** One variation of a product at one branch (named by both and its variation_code, not by a uuid). */
export const InventoryEntry = z.object({
  /** Attribute values joined by underscore: 'Large_Hot'; '' for a simple product. */
  variation_code: z.string(),
  decoded_variation_code: z.array(z.object({ attribute: z.string(), value: z.string() })),
  /** Units left; null when stock is unlimited. */
  stock: z.number().nullable(),
  is_limited_stock: z.boolean(),
  regular_price: Pesos,
  sale_price: Pesos.nullable(),
  on_sale: z.boolean(),
  on_sale_to: z.string().nullable(),
});
export type InventoryEntry = z.infer<typeof InventoryEntry>;

export const ProductDetails = z.object({
  uuid: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(['simple', 'variable']),
  category_id: z.number(),
  images: z.array(z.object({ image_name: z.string() })),
  attributes: z.array(
    z.object({ name: z.string(), variations: z.array(z.object({ name: z.string(), hash: z.string() })) }),
  ),
  enable_special_discount: z.boolean(),
  add_on_category: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      limit: z.number(),
      add_ons: z.array(
        z.object({
          uuid: z.string(),
          name: z.string(),
          price: Pesos,
          currency: z.literal('PHP'),
          is_free: z.boolean(),
        }),
      ),
    }),
  ),
});
export type ProductDetails = z.infer<typeof ProductDetails>;

export const InventoryResponse = z.object({
  data: z.object({
    product_details: ProductDetails,
    inventory: z.array(InventoryEntry),
    branch_uuid: z.string(),
    branch_name: z.string(),
    brand_uuid: z.string(),
    brand_name: z.string(),
    max_order: z.number(),
  }),
});
export type InventoryResponse = z.infer<typeof InventoryResponse>;
