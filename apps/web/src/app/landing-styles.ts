/**
 * The styles of the screens a customer lands on (Home, a store, a brand, a category, Cart, Checkout; the
 * server's LANDING_SCREENS), in the app's own stylesheet. As the screens' own files they were four or
 * five small stylesheets (~1 KB each, Brotli) preloaded with every landing page: on a slow phone's
 * HTTP/1.1 link they took the six connections first and the entry script waited for one (issue 28,
 * ADR 0036). Together they add ~4 KB to the stylesheet the first paint already waits for, still within
 * TCP's first window. A module also imports its own styles: imported here first, they stay in this one.
 */
import '@/app/routes/screens.css';
import '@/components/fields.css';
import '@/components/prompt-modal.css';
import '@/components/tender-panel.css';
import '@/features/accounts/components/addresses.css';
import '@/features/branches/components/branches.css';
import '@/features/cart/components/cart.css';
import '@/features/cart/components/checkout.css';
import '@/features/cart/components/sticky-action-bar.css';
import '@/features/catalog/components/catalog.css';
import '@/features/discounts/components/apply-discount.css';
import '@/features/merchant/components/merchant.css';
import '@/features/orders/components/reorder.css';
