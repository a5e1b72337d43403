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
    const app = router;
    // During a navigation the loaders handle 503 themselves.
    if (!merchant || !app || app.state.navigation.state !== 'idle') return;
    const target = paths.maintenance(merchant.subdomain);
    void maintenanceIsOn().then((on) => {
      if (on && app.state.location.pathname !== target) void app.navigate(target, { replace: true });
    });
  },
});

let router: ReturnType<typeof createBrowserRouter> | undefined;
// The router starts in a task of its own: creating it matches the first route and starts its loaders,
// and evaluating the modules before it is already a long task on a slow phone (ADR 0036).
setTimeout(startRouter, 0);

function startRouter() {
  const app = createBrowserRouter(routes);
  router = app;
  // The merchant's analytics, if it enabled any: only once the page is usable, never under DNT / GPC.
  startAnalytics({ router: app, queryClient, merchant: () => getActiveMerchant()?.subdomain ?? null });

  const container = document.getElementById('root');
  // The first render after the first HTML (the merchant's bar, Home's top) is on the screen, in a task
  // of its own: where the script came before Chrome's first frame it would otherwise replace the first
  // paint unseen (ADR 0036).
  if (container)
    afterNextPaint(() =>
      createRoot(container).render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={app} />
          </QueryClientProvider>
        </StrictMode>,
      ),
    );
}
