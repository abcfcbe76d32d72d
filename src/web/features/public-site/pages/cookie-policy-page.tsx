import { LegalDocument } from '../components/legal-document';

/** `/cookie-policy`. */
export default function CookiePolicyPage() {
  return <LegalDocument document="cookies" path="/cookie-policy" />;
}
