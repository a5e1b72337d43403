/** Store service, catalogue calls: products, categories, inventory, store details. */

import { PageParams } from '@storefront/contracts/common';
import {
  CategoriesAllResponse,
  CategoryBrandListResponse,
  CategoryPageParams,
  CategoryProductsBody,
  CategoryProductsResponse,
  InventoryBody,
  InventoryResponse,
  ProductsBody,
  ProductsResponse,
  StoreDetailsResponse,
} from '@storefront/contracts/store';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendJsonText } from '../../lib/json-text';
import { bothVariants, SIGNED_IN } from '../../lib/variants';
import { storeDetailsOf } from '../merchants/service';
import type { CatalogService } from './service';

export async function catalogRoutes(app: FastifyInstance, { catalog }: { catalog: CatalogService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['store'];

  for (const { url, guard } of bothVariants(
    '/api/store/v1/public/customer/estore/settings/store/details',
    '/api/store/v3/customer/estore/settings/store/details',
  )) {
    r.get(url, { ...guard, schema: { tags, response: { 200: StoreDetailsResponse } } }, async (req) => ({
      details: storeDetailsOf(req.merchant),
    }));
  }

  for (const { url, guard } of bothVariants(
    '/api/store/v7/public/customer/estore/products/:page',
    '/api/store/v7/customer/estore/products/:page',
  )) {
    r.post(
      url,
      { ...guard, schema: { tags, params: PageParams, body: ProductsBody, response: { 200: ProductsResponse } } },
      async (req, reply) =>
        sendJsonText(
          reply,
          await catalog.branchProductsJson(req.merchant.id, {
            branchUuid: req.body.branch_uuid,
            page: req.params.page,
            categoryId: req.body.category_id,
            search: req.body.search,
          }),
        ),
    );
  }

  for (const { url, guard } of bothVariants(
    '/api/store/v5/public/customer/estore/product/list/categories/:categoryId/pages/:page',
    '/api/store/v5/customer/estore/product/list/categories/:categoryId/pages/:page',
  )) {
    r.post(
      url,
      {
        ...guard,
        schema: {
          tags,
          params: CategoryPageParams,
          body: CategoryProductsBody,
          response: { 200: CategoryProductsResponse },
        },
      },
      async (req) => {
        const { customer_lat, customer_lng } = req.body;
        const position =
          customer_lat !== undefined && customer_lng !== undefined ? { lat: customer_lat, lng: customer_lng } : null;
        return catalog.categoryProducts(req.merchant, {
          categoryId: req.params.categoryId,
          page: req.params.page,
          position,
        });
      },
    );
  }

  for (const { url, guard } of bothVariants(
    '/api/store/v1/public/customer/estore/product/inventory',
    '/api/store/v1/customer/estore/product/inventory',
  )) {
    r.post(
      url,
      { ...guard, schema: { tags, body: InventoryBody, response: { 200: InventoryResponse } } },
      async (req) => ({ data: await catalog.inventory(req.merchant.id, req.body.product_uuid, req.body.branch_uuid) }),
    );
  }

  r.get(
    '/api/store/v1/customer/estore/category/brand/list',
    { ...SIGNED_IN, schema: { tags, response: { 200: CategoryBrandListResponse } } },
    async (req) => ({ data: await catalog.brandsWithCategories(req.merchant.id) }),
  );

  r.post(
    '/api/store/v4/public/customer/estore/product/categories/all',
    { schema: { tags, response: { 200: CategoriesAllResponse } } },
    async (req) => ({ data: await catalog.categories(req.merchant.id) }),
  );
}
