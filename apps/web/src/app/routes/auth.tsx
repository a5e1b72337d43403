import { Link } from 'react-router';
import { useDesign } from '@/features/merchant/api/get-design';
import { useSettings } from '@/features/merchant/api/get-settings';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSubdomain } from '@/lib/use-subdomain';
import { useRouteTitle } from '../use-route-title';

/** Login, signup and forgot-password share one screen (spec §2); accounts arrive with a later issue. */
export default function AuthScreen() {
  const subdomain = useSubdomain();
  const settings = useSettings();
  const { design } = useDesign();
  const title = useRouteTitle('Sign In');
  useDocumentTitle(title);
  return (
    <main className="status-page" id="main">
      <div className="status-page__card">
        <Link to={paths.home(subdomain)} className="status-page__logo-link">
          <img src={design.logo} alt={`${settings.name} home`} className="status-page__logo" height={56} />
        </Link>
        <h1 className="status-page__title">{title}</h1>
        <p className="status-page__text">This page is coming soon.</p>
        <Link to={paths.home(subdomain)} className="btn btn-primary">
          Back to Home
        </Link>
      </div>
    </main>
  );
}
