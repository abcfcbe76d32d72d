import { useTranslation } from 'react-i18next';
import { brand } from '@/contract/brand';
import { CodeBlock } from '@/web/features/docs/components/code-block';
import { DocTable } from '@/web/features/docs/components/doc-table';
import { DocParagraph, DocText } from '@/web/features/docs/components/doc-text';

const scripts = [
  { command: 'npm run typecheck', key: 'typecheck' },
  { command: 'npm run lint', key: 'lint' },
  { command: 'npm run test:unit', key: 'testUnit' },
  { command: 'npm run test:e2e', key: 'testE2e' },
  { command: 'npm run build', key: 'build' },
] as const;

/** The README's two commands, the demo account and the development server. */
export function QuickStartDoc() {
  const { t } = useTranslation();
  return (
    <>
      <p className="lead">
        <DocText k="quickStart.lead" />
      </p>
      <CodeBlock code={'npm install && npm start\nnpm install && npm test'} />
      <DocParagraph k="quickStart.startText" />
      <DocParagraph k="quickStart.testText" />
      <h2>{t('documentation.quickStart.signInTitle')}</h2>
      <DocParagraph k="quickStart.signInText" />
      <CodeBlock code={`${brand.demoAccount.email}\n${brand.demoAccount.password}`} />
      <DocParagraph k="quickStart.signInNote" />
      <h2>{t('documentation.quickStart.devTitle')}</h2>
      <CodeBlock code="npm run dev" />
      <DocParagraph k="quickStart.devText" />
      <h2>{t('documentation.quickStart.scriptsTitle')}</h2>
      <DocTable
        label={t('documentation.quickStart.scriptsTitle')}
        headers={[
          t('documentation.quickStart.scriptsHeader.command'),
          t('documentation.quickStart.scriptsHeader.description'),
        ]}
        rows={scripts.map(({ command, key }) => ({
          key,
          cells: [
            <code key="command">{command}</code>,
            <DocText key="text" k={`quickStart.scripts.${key}`} />,
          ],
        }))}
      />
    </>
  );
}
