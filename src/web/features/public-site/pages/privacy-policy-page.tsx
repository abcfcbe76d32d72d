import { LegalDocument } from '../components/legal-document';

/** `/privacy-policy`. */
export default function PrivacyPolicyPage() {
  return <LegalDocument document="privacy" path="/privacy-policy" />;
}
