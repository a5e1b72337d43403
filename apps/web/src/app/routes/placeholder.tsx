import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSubdomain } from '@/lib/use-subdomain';
import { useRouteTitle } from '../use-route-title';
import './screens.css';

/** A screen of spec §2 that later issues build: its name and a plain notice, inside the layout. */
export default function Placeholder() {
  const subdomain = useSubdomain();
  const title = useRouteTitle('Coming soon');
  useDocumentTitle(title);
  return (
    <div className="container page placeholder">
      <h1 className="page-title">{title}</h1>
      <div className="placeholder__panel">
        <p>This page is coming soon.</p>
        <Link to={paths.home(subdomain)} className="btn btn-primary">
          Back to Home
        </Link>
      </div>
    </div>
  );
}
