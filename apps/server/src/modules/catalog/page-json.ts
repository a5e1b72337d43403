/**
 * A products page written as JSON text from parts, as nearby's answer is (ADR 0029): what only an import
 * changes (a card's product, its branch, the branch's categories) is checked against the contract and
 * turned into JSON once, and a page only adds its prices, stock and paging. Checking and serialising the
 * whole 11 KB answer on every request was a fifth of a chain's uncached page in the server.
 */
import { Category, ProductCard } from '@storefront/contracts/store';
import type { Branch } from '../branches/service';
import type { CardFacts, CategoryRow } from './repository';

/** `{"a":1}` → `"a":1`: an object's members, to be joined with others into one object. */
const members = (value: object) => JSON.stringify(value).slice(1, -1);

const CardProduct = ProductCard.pick({
  uuid: true,
  name: true,
  description: true,
  type: true,
  category_id: true,
  image: true,
});
const CardBranch = ProductCard.pick({ branch_uuid: true, branch_name: true, brand_uuid: true, brand_name: true });

/** What a card shows of its product, checked, as JSON members. */
export function productMembers(facts: CardFacts): string {
  return members(
    CardProduct.parse({
      uuid: facts.uuid,
      name: facts.name,
      description: facts.description,
      type: facts.type,
      category_id: facts.categoryId,
      image: facts.images[0] ?? null,
    }),
  );
}

const branchMembersOf = new WeakMap<Branch, string>();

/** What a card shows of its branch, checked, as JSON members; once per branch as loaded. */
export function branchMembers(branch: Branch): string {
  let json = branchMembersOf.get(branch);
  if (json === undefined) {
    json = members(
      CardBranch.parse({
        branch_uuid: branch.uuid,
        branch_name: branch.name,
        brand_uuid: branch.brandUuid,
        brand_name: branch.brandName,
      }),
    );
    branchMembersOf.set(branch, json);
  }
  return json;
}

/** A card: its product's and branch's members around its prices (centavos) and stock. */
export function cardJson(
  product: string,
  price: { regularPrice: number; lowestPrice: number; inStock: boolean },
  branch: string,
): string {
  const onSale = price.lowestPrice < price.regularPrice;
  // A number in a template prints as JSON.stringify prints it (both use Number#toString).
  const sale = onSale ? `${price.lowestPrice / 100}` : 'null';
  return `{${product},"regular_price":${price.regularPrice / 100},"sale_price":${sale},"on_sale":${onSale},"in_stock":${price.inStock},${branch}}`;
}

export const categoryOf = (c: CategoryRow): Category => ({ id: c.id, uuid: c.uuid, name: c.name, image: c.image });

/** A branch's categories, checked, as a JSON array. */
export const categoriesJson = (rows: CategoryRow[]): string =>
  JSON.stringify(Category.array().parse(rows.map(categoryOf)));

/** The products page: its cards (JSON), paging and categories (JSON array). */
export const productsPageJson = (cards: string[], paging: object, categories: string): string =>
  `{"list":[${cards.join(',')}],${members(paging)},"categories":${categories}}`;
