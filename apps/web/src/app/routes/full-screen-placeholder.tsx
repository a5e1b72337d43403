import { Link, useParams } from 'react-router';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRouteTitle } from '../use-route-title';

/** The full-screen routes of spec §2 (payment and card steps), without navbar or footer. */
export default function FullScreenPlaceholder() {
  const { subdomain } = useParams();
  const title = useRouteTitle('Payment');
  useDocumentTitle(title);
  return (
    <main className="status-page" id="main">
      <div className="status-page__card">
        <h1 className="status-page__title">{title}</h1>
        <p className="status-page__text">This page is coming soon.</p>
        {subdomain && (
          <Link to={paths.home(subdomain)} className="btn btn-primary">
            Back to Home
          </Link>
        )}
      </div>
    </main>
  );
}
