import { imageSources, LOGO_SIZES } from '@storefront/contracts/media-renditions';
import { useLoaderData, useRevalidator } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { maintenanceLoader } from '../loaders';
import { useKnownMerchant } from '../use-merchant';

export const DEFAULT_MAINTENANCE_MESSAGE = 'We are making some improvements. Please check back shortly.';

/** Spec §2 route rule 3: the merchant's maintenance message with its logo. */
export default function Maintenance() {
  const { message } = useLoaderData<typeof maintenanceLoader>();
  const merchant = useKnownMerchant();
  const revalidator = useRevalidator();
  useDocumentTitle('Under maintenance');
  return (
    <main className="status-page" id="main">
      <div className="status-page__card">
        {merchant?.logo && (
          <img
            {...imageSources(merchant.logo, LOGO_SIZES)}
            alt={merchant.name}
            className="status-page__logo"
            height={56}
          />
        )}
        <MaintenanceArt />
        <h1 className="status-page__title">We’ll be back soon</h1>
        <p className="status-page__text">{message || DEFAULT_MAINTENANCE_MESSAGE}</p>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void revalidator.revalidate()}
          disabled={revalidator.state !== 'idle'}
        >
          {revalidator.state !== 'idle' ? 'Checking…' : 'Try again'}
        </button>
      </div>
    </main>
  );
}

function MaintenanceArt() {
  return (
    <svg className="status-page__art" width="120" height="96" viewBox="0 0 120 96" aria-hidden="true" focusable="false">
      <rect x="14" y="18" width="92" height="62" rx="10" fill="currentColor" opacity="0.15" />
      <rect x="14" y="18" width="92" height="62" rx="10" fill="none" stroke="currentColor" strokeWidth="4" />
      <path d="M44 90h32M60 80v10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      <path
        d="M70 38a10 10 0 0 0-13 12L45 62a4 4 0 0 0 6 6l12-12a10 10 0 0 0 12-13l-6 6-5-1-1-5z"
        fill="currentColor"
      />
    </svg>
  );
}
