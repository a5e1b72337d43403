/**
 * /terms-of-use and /privacy-policy at the top level (spec §2, outside the layout). Each merchant has
 * its own pages, so these send the customer to the page of the merchant they last visited; with none
 * visited in this browser, a short page says so. It lists no merchant: the site's merchants are not
 * for a stranger to enumerate.
 */
import { type LoaderFunction, redirect } from 'react-router';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { getLastMerchant } from '../last-merchant';
import { getActiveMerchant, sameMerchant } from '../merchant';

export type TopLevelLegalPage = 'terms-of-use' | 'privacy-policy';

const TITLES: Record<TopLevelLegalPage, string> = {
  'terms-of-use': 'Terms of Use',
  'privacy-policy': 'Privacy Policy',
};

export function topLevelLegalLoader(page: TopLevelLegalPage): LoaderFunction {
  return () => {
    const merchant = getLastMerchant();
    if (!merchant) return null;
    const to = page === 'terms-of-use' ? paths.termsOfUse(merchant) : paths.privacyPolicy(merchant);
    const active = getActiveMerchant();
    if (active && sameMerchant(active.subdomain, merchant)) throw redirect(to);
    // This page load serves no merchant: the merchant's page needs the server's bootstrap for it.
    window.location.replace(to);
    return new Promise<never>(() => {});
  };
}

export function TopLevelLegal({ page }: { page: TopLevelLegalPage }) {
  const title = TITLES[page];
  useDocumentTitle(title);
  return (
    <main className="status-page" id="main">
      <div className="status-page__card">
        <h1 className="status-page__title">{title}</h1>
        <p className="status-page__text">
          Each store has its own {title}. Open the store you shop at: its {title} is linked at the foot of its pages and
          in its menu.
        </p>
      </div>
    </main>
  );
}
