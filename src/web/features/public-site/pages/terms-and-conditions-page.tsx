import { LegalDocument } from '@/web/features/public-site/components/legal-document';

/** `/terms-and-conditions`. */
export default function TermsPage() {
  return <LegalDocument document="terms" path="/terms-and-conditions" />;
}
