import { useTranslation } from 'react-i18next';
import { CodeBlock } from '@/web/features/docs/components/code-block';
import { DocParagraph, DocText } from '@/web/features/docs/components/doc-text';

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

/** The folders and the one-way import rule ESLint enforces. */
export function ProjectStructureDoc() {
  const { t } = useTranslation();
  return (
    <>
      <p className="lead">
        <DocText k="projectStructure.lead" />
      </p>
      <h2>{t('documentation.projectStructure.foldersTitle')}</h2>
      <ul>
        {folders.map(({ path, key }) => (
          <li key={key}>
            <code>{path}</code> <DocText k={`projectStructure.folders.${key}`} />
          </li>
        ))}
      </ul>
      <h2>{t('documentation.projectStructure.rulesTitle')}</h2>
      <DocParagraph k="projectStructure.rulesText" />
      <CodeBlock code={importFlow} />
      <DocParagraph k="projectStructure.rulesDetail" />
      <h2>{t('documentation.projectStructure.testsTitle')}</h2>
      <DocParagraph k="projectStructure.testsText" />
    </>
  );
}
