import { Link } from 'react-router';
import { useSettings } from '@/features/merchant/api/get-settings';
import { paths } from '@/lib/paths';
import { useSubdomain } from '@/lib/use-subdomain';
import { POWERED_BY, privacyLabel } from './legal-links';

export function Footer() {
  const subdomain = useSubdomain();
  const settings = useSettings();
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <p className="footer__copy">
          © {new Date().getFullYear()} {settings.name}
        </p>
        <nav aria-label="Legal" className="footer__nav">
          <Link to={paths.privacyPolicy(subdomain)}>{privacyLabel(settings)}</Link>
          <Link to={paths.termsOfUse(subdomain)}>Terms of Use</Link>
          <Link to={paths.accessibility(subdomain)}>Accessibility</Link>
          <a href={POWERED_BY.href}>{POWERED_BY.label}</a>
        </nav>
      </div>
    </footer>
  );
}
