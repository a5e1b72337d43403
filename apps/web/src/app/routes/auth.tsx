import { Link, useLocation, useNavigate } from 'react-router';
import { ForgotPinFlow } from '@/features/accounts/components/forgot-pin-flow';
import { SignInForm } from '@/features/accounts/components/sign-in-form';
import { SignUpFlow } from '@/features/accounts/components/sign-up-flow';
import { useDesign } from '@/features/merchant/api/get-design';
import { useSettings } from '@/features/merchant/api/get-settings';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSubdomain } from '@/lib/use-subdomain';
import { useRouteTitle } from '../use-route-title';
import '@/features/accounts/components/accounts.css';
import { imageSources, LOGO_SIZES } from '@storefront/contracts/media-renditions';

/** Login, signup and forgot-password share one screen (spec §2); signed-in visitors never get here (rule 1). */
export default function AuthScreen() {
  const subdomain = useSubdomain();
  const settings = useSettings();
  const { design } = useDesign();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const title = useRouteTitle('Sign In');
  useDocumentTitle(title);
  const mode = pathname.replace(/\/+$/, '').split('/').pop();
  const links = {
    login: paths.login(subdomain),
    signup: paths.signup(subdomain),
    forgot: paths.forgotPassword(subdomain),
  };
  const signedIn = () => navigate(paths.home(subdomain), { replace: true });

  return (
    <main className="auth-page" id="main">
      <div className="auth-card">
        <Link to={paths.home(subdomain)}>
          <img
            {...imageSources(design.logo, LOGO_SIZES)}
            alt={`${settings.name} home`}
            className="auth-card__logo"
            height={56}
          />
        </Link>
        <h1 className="auth-card__title">{title}</h1>
        {mode === 'signup' ? (
          <SignUpFlow key="signup" onSignedIn={signedIn} links={links} />
        ) : mode === 'forgot-password' ? (
          <ForgotPinFlow key="forgot" onSignedIn={signedIn} links={links} />
        ) : (
          <SignInForm key="login" onSignedIn={signedIn} links={links} />
        )}
        <Link to={paths.home(subdomain)} className="auth-card__back">
          Back to Home
        </Link>
      </div>
    </main>
  );
}
