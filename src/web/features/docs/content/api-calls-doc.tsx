import { brand } from '@/contract/brand';
import { ApiErrors } from '@/contract/errors';
import { CodeBlock } from '@/web/components/code-block/code-block';
import { DocHeading, DocLead, DocList, DocParagraph } from '@/web/features/docs/components/doc-text';
import english from '@/web/locales/en/content/docs/doc-api-calls.json';

const signInExample = `curl -s -X POST http://localhost:3000/api/account/login \\
  -H 'Content-Type: application/json' \\
  -d '{"email":"${brand.demoAccount.email}","password":"${brand.demoAccount.password}"}'

curl -s http://localhost:3000/api/account/my-account \\
  -H 'Authorization: Bearer <accessToken>'`;

const errorExample = JSON.stringify(
  { message: ApiErrors.wrongPassword.message, code: ApiErrors.wrongPassword.code },
  null,
  2,
);

const clientExample = `import { useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api';

export function useAppSummary(period: DashboardPeriod) {
  return useQuery({
    queryKey: ['dashboard', 'app', period],
    // Typed by the contract: the query's fields and the answer's shape.
    queryFn: () => api.get('/api/dashboard/app', { period }),
  });
}`;

/** The OpenAPI document and reference, Bearer tokens, the error envelope and how the web app calls the API. */
export function ApiCallsDoc() {
  return (
    <>
      <DocLead />
      <DocHeading id="reference" />
      <DocList base="reference" keys={Object.keys(english.reference)} />
      <DocHeading id="tokens" />
      <DocParagraph k="authText" />
      <DocParagraph k="authExample" />
      <CodeBlock code={signInExample} />
      <DocHeading id="errors" />
      <DocParagraph k="errorsText" />
      <CodeBlock code={errorExample} language="json" />
      <DocParagraph k="requestIdText" />
      <DocHeading id="client" />
      <DocParagraph k="clientText" />
      <DocParagraph k="clientErrors" />
      <DocHeading id="queries" />
      <DocParagraph k="queriesText" />
      <CodeBlock code={clientExample} language="tsx" />
      <DocParagraph k="prefetchText" />
    </>
  );
}
