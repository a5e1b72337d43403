// First: before any lazy chunk loads zod (the CSP forbids its eval probe).
import '@/lib/forms/zod-without-eval';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import './styles/global.css';
import '@/app/landing-styles';
import { readBootstrap } from '@/app/bootstrap';
import { maintenanceIsOn } from '@/app/loaders';
import { getActiveMerchant, noteBootstrap } from '@/app/merchant';
import { queryClient, seedFromBootstrap } from '@/app/query-client';
import { routes } from '@/app/router';
import { getStoredUser, logout } from '@/app/session';
import { applyBrandColours, shareStyleNonce } from '@/app/theme';
import { startAnalytics } from '@/features/analytics/start-analytics';
import { afterNextPaint } from '@/lib/after-next-paint';
import { configureApiClient } from '@/lib/api-client';
import { keepFirstAnswers } from '@/lib/first-answers';
import { paths } from '@/lib/paths';

const bootstrap = readBootstrap(document);
noteBootstrap(bootstrap);
keepFirstAnswers(bootstrap?.first_answers);
if (bootstrap?.merchant) seedFromBootstrap(queryClient, bootstrap.merchant);
applyBrandColours(bootstrap?.merchant?.design.design ?? null);
shareStyleNonce();

// Before the router: creating it starts the first navigation's loaders, which already call the API.
configureApiClient({
  getMerchantToken: () => getActiveMerchant()?.token ?? null,
  getAuthToken: () => getStoredUser()?.token ?? null,
  onSessionExpired: logout,
  onMaintenance: () => {
    const merchant = getActiveMerchant();
    // During a navigation the loaders handle 503 themselves.
    if (!merchant || router.state.navigation.state !== 'idle') return;
    const target = paths.maintenance(merchant.subdomain);
    void maintenanceIsOn().then((on) => {
      if (on && router.state.location.pathname !== target) void router.navigate(target, { replace: true });
    });
  },
});

const router = createBrowserRouter(routes);
// The merchant's analytics, if it enabled any: only once the page is usable, never under DNT / GPC.
startAnalytics({ router, queryClient, merchant: () => getActiveMerchant()?.subdomain ?? null });

const container = document.getElementById('root');
// The first render after the first HTML (the merchant's bar, Home's top) is on the screen, in a task of
// its own: evaluating the modules and starting the router are already one long task on a slow phone,
// and where the script came before Chrome's first frame it would otherwise replace the first paint
// unseen (ADR 0036).
if (container)
  afterNextPaint(() =>
    createRoot(container).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
