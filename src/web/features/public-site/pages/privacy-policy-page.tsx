import { LegalDocument } from '@/web/features/public-site/components/legal-document';

/** `/privacy-policy`. */
export default function PrivacyPolicyPage() {
  return <LegalDocument document="privacy" path="/privacy-policy" />;
}
