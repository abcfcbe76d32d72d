import { brand } from '@/contract/brand';
import { AccountRecoveryRule, RegistrationLimit } from '@/contract/account-messages';
import { ContactRule } from '@/contract/contact-rules';
import { CodeBlock } from '@/web/components/code-block/code-block';
import { DocTable } from '@/web/features/docs/components/doc-table';
import {
  DocHeading,
  DocLead,
  DocParagraph,
  DocText,
  useDocTranslation,
} from '@/web/features/docs/components/doc-text';

/** The server's environment (src/server/config.ts, .env.example) with its defaults. */
export const configurationVariables: { name: string; fallback: string | 'empty' | 'generated' }[] = [
  { name: 'PORT', fallback: '3000' },
  { name: 'HOST', fallback: '0.0.0.0' },
  { name: 'DATA_DIR', fallback: './data' },
  { name: 'DATABASE_URL', fallback: 'empty' },
  { name: 'JWT_SECRET', fallback: 'generated' },
  { name: 'ADMIN_EMAIL', fallback: brand.demoAccount.email },
  { name: 'ADMIN_PASSWORD', fallback: brand.demoAccount.password },
  { name: 'SEED_DEMO', fallback: 'true' },
  { name: 'LOG_LEVEL', fallback: 'info' },
  { name: 'REGISTRATION', fallback: 'open' },
  { name: 'CONTACT_RATE_LIMIT', fallback: String(ContactRule.requestsPerWindow) },
  { name: 'REGISTRATION_RATE_LIMIT', fallback: String(RegistrationLimit.perWindow) },
  { name: 'RESET_RATE_LIMIT', fallback: String(AccountRecoveryRule.maxAddressRequestsPerWindow) },
  { name: 'WARM_IMAGES', fallback: 'true' },
  { name: 'TRUST_PROXY', fallback: 'false' },
  { name: 'SOURCE_MAPS', fallback: 'off' },
  { name: 'SMTP_URL', fallback: 'empty' },
  { name: 'MAIL_FROM', fallback: `${brand.productName} <no-reply@${brand.contactEmail.split('@')[1]}>` },
  { name: 'PUBLIC_URL', fallback: brand.siteUrl },
  { name: 'AUTH_METHODS', fallback: 'password' },
  { name: 'OIDC_ISSUER', fallback: 'empty' },
  { name: 'OIDC_CLIENT_ID', fallback: 'empty' },
  { name: 'OIDC_CLIENT_SECRET', fallback: 'empty' },
  { name: 'GOOGLE_CLIENT_ID', fallback: 'empty' },
  { name: 'GOOGLE_CLIENT_SECRET', fallback: 'empty' },
  { name: 'GOOGLE_ISSUER', fallback: 'https://accounts.google.com' },
  { name: 'GITHUB_CLIENT_ID', fallback: 'empty' },
  { name: 'GITHUB_CLIENT_SECRET', fallback: 'empty' },
  { name: 'GITHUB_ISSUER', fallback: 'empty' },
  { name: 'GITHUB_AUTHORIZATION_URL', fallback: 'https://github.com/login/oauth/authorize' },
  { name: 'GITHUB_TOKEN_URL', fallback: 'https://github.com/login/oauth/access_token' },
  { name: 'GITHUB_API_URL', fallback: 'https://api.github.com' },
  { name: 'LINKEDIN_CLIENT_ID', fallback: 'empty' },
  { name: 'LINKEDIN_CLIENT_SECRET', fallback: 'empty' },
  { name: 'LINKEDIN_ISSUER', fallback: 'https://www.linkedin.com/oauth' },
  { name: 'S3_ENDPOINT', fallback: 'empty' },
  { name: 'S3_BUCKET', fallback: 'empty' },
  { name: 'S3_ACCESS_KEY_ID', fallback: 'empty' },
  { name: 'S3_SECRET_ACCESS_KEY', fallback: 'empty' },
  { name: 'S3_REGION', fallback: 'us-east-1' },
  { name: 'S3_FORCE_PATH_STYLE', fallback: 'true' },
  { name: 'S3_PREFIX', fallback: 'empty' },
];

const postgresExample = `DATABASE_URL=postgres://user:pass@localhost:5432/studio
JWT_SECRET=a-long-random-string-of-at-least-32-characters`;

/** The environment variables table (the README's too, see the test), the build-time variable and how seeding behaves. */
export function EnvironmentVariablesDoc() {
  const { t } = useDocTranslation();
  const fallbackText = (fallback: string) =>
    fallback === 'empty' || fallback === 'generated' ? <em>{t(fallback)}</em> : <code>{fallback}</code>;
  return (
    <>
      <DocLead />
      <DocHeading id="variables" />
      <DocTable
        label={t('headings.variables')}
        headers={['variable', 'default', 'description'].map((column) => t(`header.${column}`))}
        rows={configurationVariables.map(({ name, fallback }) => ({
          key: name,
          cells: [
            <code key="name">{name}</code>,
            fallbackText(fallback),
            <DocText key="text" k={`variables.${name}`} />,
          ],
        }))}
      />
      <DocHeading id="example" />
      <DocParagraph k="exampleText" />
      <CodeBlock code={postgresExample} />
      <DocHeading id="buildTime" />
      <DocParagraph k="buildTimeText" />
      <DocHeading id="seeding" />
      <DocParagraph k="seedingText" />
      <DocParagraph k="invalidText" />
    </>
  );
}
