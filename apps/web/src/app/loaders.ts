/**
 * Route loaders: the spec §2 route rules that run before a screen renders. Loaders of nested routes
 * run in parallel, so every loader that calls the API first awaits `ensureMerchant` (memoised).
 */
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { type BranchView, branchViewQueryOptions, isEnterable } from '@/features/branches/api/get-branch-view';
import { designQueryOptions } from '@/features/merchant/api/get-design';
import { faviconQueryOptions } from '@/features/merchant/api/get-favicon';
import { layoutQueryOptions } from '@/features/merchant/api/get-layout';
import { getMaintenance } from '@/features/merchant/api/get-maintenance';
import { merchantTokenQueryOptions } from '@/features/merchant/api/get-merchant-token';
import { settingsQueryOptions } from '@/features/merchant/api/get-settings';
import { isApiError } from '@/lib/api-client';
import { parseStoreId, paths } from '@/lib/paths';
import { activateMerchant, getActiveMerchant, getHostMerchant, needsFullLoad, serverFoundNoMerchant } from './merchant';
import { queryClient } from './query-client';
import { enforceSameMerchant, getStoredUser } from './session';
import { applyBrandColours, applyHead, themeApplied } from './theme';

const subdomainOf = (params: LoaderFunctionArgs['params']) => params.subdomain ?? '';

/** Spec §4 "Server status 503 triggers a maintenance lookup". Concurrent triggers share one look-up. */
let lookup: Promise<boolean> | null = null;
export function maintenanceIsOn(): Promise<boolean> {
  lookup ??= getMaintenance()
    .then((m) => m.status)
    .catch(() => false)
    .finally(() => {
      setTimeout(() => {
        lookup = null;
      }, 2_000);
    });
  return lookup;
}

const isMaintenancePage = (request: Request, subdomain: string) =>
  new URL(request.url).pathname.replace(/\/+$/, '') === paths.maintenance(subdomain);

let ready: { subdomain: string; promise: Promise<void> } | null = null;

async function loadMerchant(subdomain: string): Promise<void> {
  if (!getActiveMerchant()) {
    // Route rule 5: no merchant token → the 404 route.
    if (serverFoundNoMerchant()) throw redirect(paths.notFound());
    let token: string;
    try {
      token = await queryClient.fetchQuery(merchantTokenQueryOptions(subdomain));
    } catch {
      throw redirect(paths.notFound());
    }
    activateMerchant(subdomain, token);
  }
  const [settings, design] = await Promise.all([
    queryClient.ensureQueryData(settingsQueryOptions()),
    queryClient.ensureQueryData(designQueryOptions()),
    queryClient.ensureQueryData(layoutQueryOptions()),
  ]);
  if (!themeApplied()) {
    // No bootstrap (Vite dev server): colours, title and favicon are ours to set.
    applyBrandColours(design.design);
    applyHead(design.snippet_details.title || design.design.title || settings.name, null);
    void queryClient
      .fetchQuery(faviconQueryOptions())
      .then((favicon) => applyHead('', favicon))
      .catch(() => undefined);
  }
}

/** Token, settings, design and layout of the merchant in the path; once per page load. */
export function ensureMerchant(subdomain: string): Promise<void> {
  if (ready?.subdomain !== subdomain) {
    const promise = loadMerchant(subdomain).catch((error) => {
      ready = null;
      throw error;
    });
    ready = { subdomain, promise };
  }
  return ready.promise;
}

/** The /:subdomain route: merchant switch, route rules 5 and 3. */
export async function merchantLoader({ params, request }: LoaderFunctionArgs) {
  const subdomain = subdomainOf(params);
  if (needsFullLoad(subdomain)) {
    // Another merchant: let the server answer (its bootstrap, its route rule 2 redirects).
    window.location.assign(request.url);
    return new Promise<never>(() => {});
  }
  const onMaintenancePage = isMaintenancePage(request, subdomain);
  const session = enforceSameMerchant(subdomain);
  try {
    await ensureMerchant(subdomain);
    await session;
  } catch (error) {
    if (error instanceof Response) throw error;
    if (onMaintenancePage) return null; // the maintenance page copes without settings
    if (isApiError(error) && error.kind === 'maintenance' && (await maintenanceIsOn()))
      throw redirect(paths.maintenance(subdomain));
    throw error;
  }
  const settings = queryClient.getQueryData(settingsQueryOptions().queryKey);
  // Route rule 3: while the maintenance flag is set, every route goes to the maintenance page.
  if (settings?.maintenance.status && !onMaintenancePage) throw redirect(paths.maintenance(subdomain));
  return null;
}

/** Route rule 1: a login-required route with no stored user goes to /{subdomain}/. */
export async function requireUser({ params }: LoaderFunctionArgs) {
  await enforceSameMerchant(subdomainOf(params));
  if (!getStoredUser()) throw redirect(paths.home(subdomainOf(params)));
  return null;
}

/** Route rule 1: login, signup and forgot-password with a stored user go to /{subdomain}/. */
export async function requireGuest({ params }: LoaderFunctionArgs) {
  await enforceSameMerchant(subdomainOf(params));
  if (getStoredUser()) throw redirect(paths.home(subdomainOf(params)));
  return null;
}

/** The maintenance page: a fresh look-up; when maintenance is over, back to the merchant's home. */
export async function maintenanceLoader({ params }: LoaderFunctionArgs) {
  const subdomain = subdomainOf(params);
  await ensureMerchant(subdomain).catch(() => undefined);
  try {
    const maintenance = await getMaintenance();
    if (!maintenance.status) {
      queryClient.invalidateQueries({ queryKey: settingsQueryOptions().queryKey });
      throw redirect(paths.home(subdomain));
    }
    return maintenance;
  } catch (error) {
    if (error instanceof Response) throw error;
    const settings = queryClient.getQueryData(settingsQueryOptions().queryKey);
    return { status: true, message: settings?.maintenance.message ?? null };
  }
}

/**
 * Spec §2 store entry check: the branch (the part of the id before '&') is fetched publicly; if the
 * call fails or the branch lacks visibility or brand_visibility, the customer goes to the 404 page.
 */
export async function storeEntryLoader({ params }: LoaderFunctionArgs): Promise<BranchView> {
  const subdomain = subdomainOf(params);
  await ensureMerchant(subdomain);
  if (inMaintenance()) throw redirect(paths.maintenance(subdomain));
  const { branchUuid } = parseStoreId(params.id ?? '');
  let view: BranchView | null = null;
  try {
    view = branchUuid ? await queryClient.ensureQueryData(branchViewQueryOptions(branchUuid)) : null;
  } catch (error) {
    if (isApiError(error) && error.kind === 'maintenance' && (await maintenanceIsOn()))
      throw redirect(paths.maintenance(subdomain));
    view = null;
  }
  if (!view || !isEnterable(view)) throw redirect(paths.notFound(subdomain));
  return view;
}

const inMaintenance = () => queryClient.getQueryData(settingsQueryOptions().queryKey)?.maintenance.status === true;

/**
 * Starts a screen's calls while its code downloads; never blocks the navigation on the network. It waits
 * one task for them: the calls the page itself answered (first answers) settle within it, so the screen's
 * first render already has them instead of drawing a skeleton and then the whole screen again a task
 * later (issue 28: a second long task on a slow phone). A call still on the network goes on as before.
 */
export function prefetching(prefetch: (args: LoaderFunctionArgs) => Promise<unknown> | Promise<unknown>[] | undefined) {
  return async (args: LoaderFunctionArgs) => {
    await ensureMerchant(subdomainOf(args.params));
    // The merchant route is on its way to the maintenance page: nothing to fetch.
    if (!inMaintenance()) await settledWithinATask([prefetch(args) ?? []].flat());
    return null;
  };
}

/** The loads once they settle, or the next task if they have not by then (exported for its test). */
export const settledWithinATask = (loads: Promise<unknown>[]) =>
  Promise.race([Promise.allSettled(loads), new Promise((resolve) => setTimeout(resolve, 0))]);

/** "/": a host that serves one merchant goes to its home; otherwise there is no merchant to show. */
export function rootIndexLoader() {
  const host = getHostMerchant();
  if (host) throw redirect(paths.home(host));
  return null;
}
