import { LegalPage } from './legal-page';

export default function TermsOfUse() {
  return <LegalPage page="terms_use" />;
}
