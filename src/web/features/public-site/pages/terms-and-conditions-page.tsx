import { LegalDocument } from '../components/legal-document';

/** `/terms-and-conditions`. */
export default function TermsPage() {
  return <LegalDocument document="terms" path="/terms-and-conditions" />;
}
