import { LegalPage } from './legal-page';

export default function PrivacyPolicy() {
  return <LegalPage page="privacy_policy" />;
}
