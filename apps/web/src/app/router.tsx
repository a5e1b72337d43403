/**
 * The route table of spec §2, in one place. Every screen is its own chunk (route `lazy`); loaders
 * hold the route rules (loaders.ts). Paths under /:subdomain are relative.
 */
import { type RouteObject, redirect } from 'react-router';
import { branchDetailsQueryOptions } from '@/features/branches/api/get-branch-details';
import { branchListQueryOptions } from '@/features/branches/api/get-branch-list';
import { nearbyBranchesQueryOptions } from '@/features/branches/api/get-nearby-branches';
import { cartOwner, cartQueryOptions } from '@/features/cart/api/get-cart';
import { categoriesQueryOptions } from '@/features/catalog/api/get-categories';
import { categoryProductsQueryOptions } from '@/features/catalog/api/get-category-products';
import { productsQueryOptions } from '@/features/catalog/api/get-products';
import { featureBannerQueryOptions } from '@/features/merchant/api/get-feature-banner';
import { settingsQueryOptions } from '@/features/merchant/api/get-settings';
import { parseStoreId } from '@/lib/paths';
import { getCustomerPosition } from './customer-position';
import { deliverySiteLoader } from './delivery-site';
import AppLayout from './layout/app-layout';
import { loadChunk, screen } from './lazy-screen';
import {
  maintenanceLoader,
  merchantLoader,
  prefetching,
  requireGuest,
  requireUser,
  rootIndexLoader,
  storeEntryLoader,
} from './loaders';
import { queryClient } from './query-client';
import { FirstPaint, MerchantRoot, RootLayout } from './root';
import { RouteError } from './route-error';
import type { TopLevelLegalPage } from './routes/top-level-legal';

export interface RouteHandle {
  /** The screen's name: its h1 and document title (placeholders use it). */
  title?: string;
}

/** The full-screen payment routes (spec §2): outside the app layout, so no navbar or footer. */
const fullScreen = (path: string, title: string, importer: Parameters<typeof screen>[0]): RouteObject => ({
  path,
  handle: { title } satisfies RouteHandle,
  lazy: screen(importer),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFound = screen(() => import('./routes/not-found'));

/** Top-level /terms-of-use and /privacy-policy (spec §2): the last visited merchant's page, else a short page. */
const topLevelLegal = (page: TopLevelLegalPage): RouteObject => ({
  path: page,
  lazy: async () => {
    const { TopLevelLegal, topLevelLegalLoader } = await loadChunk(() => import('./routes/top-level-legal'));
    return { loader: topLevelLegalLoader(page), Component: () => <TopLevelLegal page={page} /> };
  },
});

/** The order screen with its loader (route rule 4), both in the screen's chunk. */
const orderDetails = async () => {
  const module = await loadChunk(() => import('./routes/order-details'));
  return { Component: module.default, loader: module.orderDetailsLoader };
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: FirstPaint,
    children: [
      { index: true, loader: rootIndexLoader, lazy: notFound },
      { path: '404', lazy: notFound },
      topLevelLegal('terms-of-use'),
      topLevelLegal('privacy-policy'),
      fullScreen('app/payment/success', 'Payment successful', () => import('./routes/payment-app-success')),
      fullScreen('app/payment/failed', 'Payment failed', () => import('./routes/payment-app-failed')),
      {
        path: ':subdomain',
        id: 'merchant',
        loader: merchantLoader,
        Component: MerchantRoot,
        ErrorBoundary: RouteError,
        children: [
          { path: 'maintenance', loader: maintenanceLoader, lazy: screen(() => import('./routes/maintenance')) },
          { path: '404', lazy: notFound },
          ...(
            [
              ['login', 'Sign In'],
              ['signup', 'Create Account'],
              ['forgot-password', 'Forgot PIN'],
            ] as const
          ).map(([path, title]) => ({
            path,
            loader: requireGuest,
            handle: { title } satisfies RouteHandle,
            lazy: screen(() => import('./routes/auth')),
          })),
          { path: 'terms-of-use', lazy: screen(() => import('./routes/terms-of-use')) },
          { path: 'privacy-policy', lazy: screen(() => import('./routes/privacy-policy')) },
          // Spec §2 "An external link entry for a delivery site": on to the merchant's site, else the 404 page.
          { path: 'delivery', loader: deliverySiteLoader, lazy: notFound },
          { path: 'accessibility', lazy: screen(() => import('./routes/accessibility')) },
          fullScreen('checkout/card/details', 'Card Details', () => import('./routes/payment-details')),
          fullScreen('checkout/card/payment', 'Card Payment', () => import('./routes/payment-progress')),
          fullScreen('checkout/payment/success', 'Payment successful', () => import('./routes/payment-success')),
          fullScreen('checkout/payment/failed', 'Payment failed', () => import('./routes/payment-failed')),
          fullScreen('checkout/:paymongoType/details', 'Payment Details', () => import('./routes/payment-details')),
          fullScreen('checkout/:paymongoType/payment', 'Payment', () => import('./routes/payment-progress')),
          {
            // The navbar's cart badge and the Cart and Checkout screens read the cart: asked for while
            // the layout's chunk downloads, not once it has rendered.
            loader: prefetching(() => queryClient.prefetchQuery(cartQueryOptions(cartOwner(), getCustomerPosition()))),
            // In the entry chunk, not lazy: nearly every screen sits in it, and as a chunk of its own it cost a
            // round of requests before any screen could render on a slow phone (issue 28).
            Component: AppLayout,
            children: [
              {
                index: true,
                loader: prefetching(() => {
                  const position = getCustomerPosition();
                  return [
                    queryClient.prefetchQuery(featureBannerQueryOptions()),
                    queryClient.prefetchQuery(categoriesQueryOptions()),
                    queryClient.prefetchQuery(nearbyBranchesQueryOptions(position)),
                    queryClient.prefetchQuery(branchListQueryOptions(position)),
                  ];
                }),
                lazy: screen(() => import('./routes/home')),
              },
              {
                path: 'brands/:uuid',
                loader: prefetching(() => queryClient.prefetchQuery(branchListQueryOptions(getCustomerPosition()))),
                lazy: screen(() => import('./routes/brand')),
              },
              {
                path: 'category/:uuid/:id',
                loader: prefetching(({ params }) => {
                  const id = Number(params.id);
                  if (Number.isInteger(id) && id > 0)
                    return queryClient.prefetchInfiniteQuery(categoryProductsQueryOptions(id, getCustomerPosition()));
                  return undefined;
                }),
                lazy: screen(() => import('./routes/category')),
              },
              {
                path: 'store/:id/:productUuid?',
                loader: async (args) => {
                  const { branchUuid } = parseStoreId(args.params.id ?? '');
                  const settings = queryClient.getQueryData(settingsQueryOptions().queryKey);
                  // The menu and the header's details download alongside the entry check (with the page's
                  // first answers, they are in the cache before the screen's first render: nothing moves
                  // when they arrive); a malformed id is left to the check.
                  if (UUID.test(branchUuid) && !settings?.maintenance.status) {
                    void queryClient.prefetchInfiniteQuery(productsQueryOptions({ branchUuid }));
                    void queryClient.prefetchQuery(branchDetailsQueryOptions(branchUuid));
                  }
                  return storeEntryLoader(args);
                },
                // Opening and closing the product modal changes only productUuid: no new entry check.
                shouldRevalidate: ({ currentParams, nextParams, defaultShouldRevalidate }) =>
                  currentParams.id !== nextParams.id && defaultShouldRevalidate,
                lazy: screen(() => import('./routes/store')),
              },
              {
                path: 'cart',
                handle: { title: 'My Cart' } satisfies RouteHandle,
                lazy: screen(() => import('./routes/cart')),
              },
              {
                path: 'checkout',
                handle: { title: 'Checkout' } satisfies RouteHandle,
                lazy: screen(() => import('./routes/checkout')),
              },
              {
                path: 'my-profile',
                loader: requireUser,
                handle: { title: 'My Profile' } satisfies RouteHandle,
                lazy: screen(() => import('./routes/my-profile')),
              },
              {
                path: 'orders',
                children: [
                  { index: true, loader: ({ params }) => redirect(`/${params.subdomain}/orders/upcoming`) },
                  {
                    path: 'upcoming',
                    loader: requireUser,
                    handle: { title: 'Upcoming Orders' } satisfies RouteHandle,
                    lazy: screen(() => import('./routes/orders-upcoming')),
                  },
                  {
                    path: 'past',
                    loader: requireUser,
                    handle: { title: 'Past Orders' } satisfies RouteHandle,
                    lazy: screen(() => import('./routes/orders-past')),
                  },
                  // OrderDetails and Individual share one screen; its loader holds route rule 4.
                  { path: ':id', handle: { title: 'Order Details' } satisfies RouteHandle, lazy: orderDetails },
                  { path: ':id/:uuid', handle: { title: 'Order Details' } satisfies RouteHandle, lazy: orderDetails },
                ],
              },
              {
                path: 'my-points',
                loader: requireUser,
                handle: { title: 'My Points' } satisfies RouteHandle,
                lazy: screen(() => import('./routes/my-points')),
              },
              {
                path: 'rewards/:id',
                loader: requireUser,
                handle: { title: 'Reward Details' } satisfies RouteHandle,
                lazy: screen(() => import('./routes/reward-details')),
              },
              {
                path: 'guidelines',
                handle: { title: 'Guidelines' } satisfies RouteHandle,
                lazy: screen(() => import('./routes/guidelines')),
              },
              {
                path: 'transaction-history',
                loader: requireUser,
                handle: { title: 'Transaction History' } satisfies RouteHandle,
                lazy: screen(() => import('./routes/transaction-history')),
              },
            ],
          },
          { path: '*', lazy: notFound },
        ],
      },
      { path: '*', lazy: notFound },
    ],
  },
];
