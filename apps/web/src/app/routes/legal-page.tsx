import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDesign } from '@/features/merchant/api/get-design';
import { useSettings } from '@/features/merchant/api/get-settings';
import type { RawPages } from '@/features/pages/api/get-raw-pages';
import { LegalArticle } from '@/features/pages/components/legal-article';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSubdomain } from '@/lib/use-subdomain';
import { useRememberMerchant } from '../last-merchant';
import { privacyLabel } from '../layout/legal-links';
import './screens.css';

/** Terms of Use and Privacy Policy: outside the layout, merchant logo header, h1, the merchant's HTML. */
export function LegalPage({ page }: { page: keyof RawPages }) {
  const subdomain = useSubdomain();
  const settings = useSettings();
  const title = page === 'terms_use' ? 'Terms of Use' : privacyLabel(settings);
  const other =
    page === 'terms_use'
      ? { to: paths.privacyPolicy(subdomain), label: privacyLabel(settings) }
      : { to: paths.termsOfUse(subdomain), label: 'Terms of Use' };
  return (
    <LegalShell title={title} others={[other]}>
      <LegalArticle page={page} title={title} />
    </LegalShell>
  );
}

/**
 * The frame of the merchant's pages outside the layout (legal pages, the accessibility statement):
 * merchant logo header with a way home, the article under its h1, links to the sibling pages.
 */
export function LegalShell({
  title,
  others,
  children,
}: {
  title: string;
  others: { to: string; label: string }[];
  children: ReactNode;
}) {
  const subdomain = useSubdomain();
  const settings = useSettings();
  const { design } = useDesign();
  useRememberMerchant(settings.subdomain);
  useDocumentTitle(title);
  return (
    <div className="legal">
      <header className="legal__header">
        <div className="container legal__header-inner">
          <Link to={paths.home(subdomain)} className="legal__brand">
            <img src={design.logo} alt={`${settings.name} home`} height={40} />
          </Link>
          <Link to={paths.home(subdomain)} className="btn btn-outline legal__back">
            Back to Home
          </Link>
        </div>
      </header>
      <main id="main" className="container legal__main">
        <article className="legal__article card">
          <h1 className="page-title">{title}</h1>
          {children}
        </article>
      </main>
      <footer className="container legal__footer">
        <span className="legal__footer-links">
          {others.map((other) => (
            <Link key={other.to} to={other.to}>
              {other.label}
            </Link>
          ))}
        </span>
        <span>
          © {new Date().getFullYear()} {settings.name}
        </span>
      </footer>
    </div>
  );
}
