import { CodeBlock } from '@/web/components/code-block/code-block';
import { DocHeading, DocLead, DocParagraph } from '@/web/features/docs/components/doc-text';

const buildExample = `VITE_GA_MEASUREMENT_ID=G-XXXXXXXXXX npm run build`;

/** GA4 behind a build-time switch, and the product's own page-view counts. */
export function AnalyticsDoc() {
  const measurementId = import.meta.env.VITE_GA_MEASUREMENT_ID as string | undefined;
  return (
    <>
      <DocLead />
      <DocHeading id="ga4" />
      <DocParagraph k="ga4Text" />
      <CodeBlock code={buildExample} />
      <DocParagraph k={measurementId ? 'ga4On' : 'ga4Off'} values={{ id: measurementId ?? '' }} />
      <DocParagraph k="privacyText" />
      <DocHeading id="own" />
      <DocParagraph k="ownText" />
      <DocParagraph k="beaconText" />
      <DocParagraph k="dashboardText" />
    </>
  );
}
