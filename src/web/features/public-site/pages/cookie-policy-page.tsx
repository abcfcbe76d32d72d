import { LegalDocument } from '@/web/features/public-site/components/legal-document';

/** `/cookie-policy`. */
export default function CookiePolicyPage() {
  return <LegalDocument document="cookies" path="/cookie-policy" />;
}
