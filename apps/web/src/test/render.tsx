/**
 * Renders a component the way the app does (main.tsx): inside a TanStack Query client and a React
 * Router data router, here in memory at `route`. The network is MSW's (`./msw.ts`), not a stubbed fetch.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** A fresh cache per test: no retries (a failing call shows its error at once), nothing shared. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** The URL the memory router starts at; '/' unless given. */
  route?: string;
  /** The route pattern `ui` is mounted under, for components that read params; '*' unless given. */
  path?: string;
  /** A client to share or to seed with `setQueryData` first; a fresh `createTestQueryClient()` unless given. */
  queryClient?: QueryClient;
}

export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '*', queryClient = createTestQueryClient(), ...options }: RenderWithProvidersOptions = {},
) {
  const router = createMemoryRouter([{ path, element: ui }], { initialEntries: [route] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    options,
  );
  return { ...result, queryClient, router };
}
