import { CodeBlock } from '@/web/components/code-block/code-block';
import { DocHeading, DocLead, DocList, DocParagraph, DocText } from '@/web/features/docs/components/doc-text';
import english from '@/web/locales/en/content/docs/doc-introduction.json';

const folders = [
  { path: 'src/contract/', key: 'contract' },
  { path: 'src/server/', key: 'server' },
  { path: 'src/web/', key: 'web' },
  { path: 'e2e/', key: 'e2e' },
  { path: 'public/', key: 'public' },
  { path: 'scripts/', key: 'scripts' },
] as const;

const importFlow = `contract  <-  server
contract  <-  web

inside src/web:
components / lib / theme / locales  <-  features  <-  layouts  <-  app`;

/** What the product is, what it is built with, its folders and the one-way import rule. */
export function IntroductionDoc() {
  return (
    <>
      <DocLead />
      <DocHeading id="parts" />
      <DocParagraph k="partsText" />
      <DocList base="parts" keys={Object.keys(english.parts)} />
      <DocHeading id="stack" />
      <DocList base="stack" keys={Object.keys(english.stack)} />
      <DocHeading id="folders" />
      <DocParagraph k="foldersText" />
      <ul>
        {folders.map(({ path, key }) => (
          <li key={key}>
            <code>{path}</code> <DocText k={`folders.${key}`} />
          </li>
        ))}
      </ul>
      <DocHeading id="imports" />
      <DocParagraph k="importsText" />
      <CodeBlock code={importFlow} />
      <DocParagraph k="importsDetail" />
      <DocHeading id="tests" />
      <DocParagraph k="testsText" />
      <DocParagraph k="nextText" />
    </>
  );
}
