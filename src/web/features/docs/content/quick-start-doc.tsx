import { brand } from '@/contract/brand';
import { CodeBlock } from '@/web/components/code-block/code-block';
import { DocHeading, DocLead, DocParagraph } from '@/web/features/docs/components/doc-text';

/** The README's two commands, the demo account and the development server. */
export function QuickStartDoc() {
  return (
    <>
      <DocLead />
      <CodeBlock code={'npm install && npm start\nnpm install && npm test'} />
      <DocParagraph k="startText" />
      <DocParagraph k="testText" />
      <DocHeading id="signIn" />
      <DocParagraph k="signInText" />
      <CodeBlock code={`${brand.demoAccount.email}\n${brand.demoAccount.password}`} />
      <DocParagraph k="signInNote" />
      <DocHeading id="develop" />
      <CodeBlock code="npm run dev" />
      <DocParagraph k="devText" />
      <DocHeading id="next" />
      <DocParagraph k="nextText" />
    </>
  );
}
