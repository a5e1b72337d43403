import { useSettings } from '@/features/merchant/api/get-settings';
import { paths } from '@/lib/paths';
import { useSubdomain } from '@/lib/use-subdomain';
import { privacyLabel } from '../layout/legal-links';
import { LegalShell } from './legal-page';

/**
 * The merchant's accessibility statement (issue 29): what we aim for, how it is checked, what is known
 * not to work, and how to tell the merchant. Our words, not the merchant's HTML: the claims are about
 * the storefront we build and test, the same for every merchant. The merchant file holds no contact of
 * the merchant itself (only its branches' numbers), so problems go to the store the customer orders from.
 */
export default function Accessibility() {
  const subdomain = useSubdomain();
  const settings = useSettings();
  const others = [
    { to: paths.privacyPolicy(subdomain), label: privacyLabel(settings) },
    { to: paths.termsOfUse(subdomain), label: 'Terms of Use' },
  ];
  return (
    <LegalShell title="Accessibility" others={others}>
      <div className="prose">
        <p>
          {settings.name} wants everyone to be able to order from this site, including people who use a screen reader,
          only a keyboard, zoom or a phone.
        </p>
        <h2>Our aim</h2>
        <p>
          This site aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA: text and controls with
          enough contrast, everything usable with a keyboard, focus that stays visible, controls at least 24 pixels
          across, and changes such as an order's status announced to screen readers.
        </p>
        <h2>How we check it</h2>
        <ul>
          <li>
            Every screen and dialog, from the home page to the order screen, is scanned with axe-core against the WCAG
            2.2 A and AA rules, on a desktop (1280 pixels wide) and on a phone (390 pixels wide).
          </li>
          <li>
            A whole order (choosing a store and a product, the cart, a delivery or pickup time, checkout and paying
            cash) is placed with the keyboard alone, and the keyboard focus is checked never to hide under the bars that
            stay on screen.
          </li>
          <li>Automated checks find only some problems; the site has not yet been reviewed by screen-reader users.</li>
        </ul>
        <h2>Known limits</h2>
        <ul>
          <li>
            The map for pinning an exact location shows its streets as a picture only (its pin moves with the arrow
            keys); searching for the address does the same job in words.
          </li>
          <li>
            Card, e-wallet and bank payments finish on our payment partners' pages, which we do not control or test.
          </li>
          <li>
            The {privacyLabel(settings)} and Terms of Use are written by {settings.name} and are shown as they are.
          </li>
        </ul>
        <h2>Report a problem</h2>
        <p>
          If something on this site stops you from ordering, please tell the store you are ordering from: say which page
          it was, what you were trying to do, and which browser and assistive technology you use, so that it can be
          fixed.
        </p>
      </div>
    </LegalShell>
  );
}
