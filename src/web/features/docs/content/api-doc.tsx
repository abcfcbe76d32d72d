import { useTranslation } from 'react-i18next';
import { brand } from '@/contract/brand';
import { CodeBlock } from '@/web/features/docs/components/code-block';
import { DocList, DocParagraph, DocText } from '@/web/features/docs/components/doc-text';
import englishDocsContent from '@/web/locales/en/content/documentation.json';

const referenceItems = Object.keys(englishDocsContent.api.reference);

const signInExample = `curl -s -X POST http://localhost:3000/api/account/login \\
  -H 'Content-Type: application/json' \\
  -d '{"email":"${brand.demoAccount.email}","password":"${brand.demoAccount.password}"}'

curl -s http://localhost:3000/api/account/my-account \\
  -H 'Authorization: Bearer <accessToken>'`;

const errorExample = `HTTP/1.1 401 Unauthorized
Content-Type: application/json

{ "message": "..." }`;

/** The OpenAPI document and reference, Bearer tokens and the error envelope. */
export function ApiDoc() {
  const { t } = useTranslation();
  return (
    <>
      <p className="lead">
        <DocText k="api.lead" />
      </p>
      <h2>{t('documentation.api.referenceTitle')}</h2>
      <DocList base="api.reference" keys={referenceItems} />
      <h2>{t('documentation.api.authTitle')}</h2>
      <DocParagraph k="api.authText" />
      <DocParagraph k="api.authExample" />
      <CodeBlock code={signInExample} />
      <h2>{t('documentation.api.errorsTitle')}</h2>
      <DocParagraph k="api.errorsText" />
      <CodeBlock code={errorExample} />
      <DocParagraph k="api.requestIdText" />
    </>
  );
}
