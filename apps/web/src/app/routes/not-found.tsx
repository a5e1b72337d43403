import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useInsideLayoutMain } from '../layout/main-landmark';
import { useKnownMerchant } from '../use-merchant';

/**
 * The 404 page (spec §2): outside the layout; back to the merchant's home when a merchant is known.
 * A screen inside the layout that answers with it (Transaction History without the points view) shows
 * it in the layout's main landmark, under the navbar that already carries the logo.
 */
export default function NotFound() {
  const merchant = useKnownMerchant();
  const insideLayout = useInsideLayoutMain();
  useDocumentTitle('Page not found');
  const Landmark = insideLayout ? 'div' : 'main';
  return (
    <Landmark
      className={insideLayout ? 'status-page status-page--in-layout' : 'status-page'}
      id={insideLayout ? undefined : 'main'}
    >
      <div className="status-page__card">
        {merchant?.logo && !insideLayout && (
          <Link to={paths.home(merchant.subdomain)} className="status-page__logo-link">
            <img src={merchant.logo} alt={`${merchant.name} home`} className="status-page__logo" height={56} />
          </Link>
        )}
        <NotFoundArt />
        <h1 className="status-page__title">Page not found</h1>
        <p className="status-page__text">The page you are looking for doesn’t exist or is no longer available.</p>
        {merchant && (
          <Link to={paths.home(merchant.subdomain)} className="btn btn-primary">
            Back to Home
          </Link>
        )}
      </div>
    </Landmark>
  );
}

function NotFoundArt() {
  return (
    <svg
      className="status-page__art"
      width="180"
      height="120"
      viewBox="0 0 180 120"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="90" cy="108" rx="70" ry="8" fill="currentColor" opacity="0.12" />
      <path d="M40 44h100l-8 56a8 8 0 0 1-8 7H56a8 8 0 0 1-8-7z" fill="currentColor" opacity="0.18" />
      <path
        d="M40 44h100l-8 56a8 8 0 0 1-8 7H56a8 8 0 0 1-8-7z"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path d="M64 44V34a26 26 0 0 1 52 0v10" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      <text
        x="90"
        y="88"
        textAnchor="middle"
        fontSize="26"
        fontWeight="800"
        fill="currentColor"
        fontFamily="system-ui, sans-serif"
      >
        404
      </text>
    </svg>
  );
}
