import { brand } from '@/contract/brand';
import { DocHeading, DocLead, DocList, DocParagraph } from '@/web/features/docs/components/doc-text';
import english from '@/web/locales/en/content/docs/doc-support.json';

/** Where to look and whom to ask. */
export function SupportDoc() {
  return (
    <>
      <DocLead />
      <DocHeading id="first" />
      <DocList base="first" keys={Object.keys(english.first)} />
      <DocHeading id="report" />
      <DocParagraph k="reportText" />
      <DocList base="report" keys={Object.keys(english.report)} />
      <DocHeading id="contact" />
      <DocParagraph k="contactText" values={{ email: brand.contactEmail }} />
    </>
  );
}
