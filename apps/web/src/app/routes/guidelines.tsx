import { GuidelinesArticle } from '@/features/pages/components/guidelines-article';
import { useDocumentTitle } from '@/lib/use-document-title';
import './screens.css';

const TITLE = 'Guidelines';

/**
 * /{subdomain}/guidelines (spec §3 "Pages: … guideline (mechanics)"): the merchant's mechanics — how
 * points and promo codes work — inside the app's layout, reached from My Points and from Available
 * Promo Codes.
 */
export default function Guidelines() {
  useDocumentTitle(TITLE);
  return (
    <div className="container page stack">
      <article className="legal__article card">
        <h1 className="page-title">{TITLE}</h1>
        <GuidelinesArticle title={TITLE} />
      </article>
    </div>
  );
}
