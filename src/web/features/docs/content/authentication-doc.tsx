import { ACCESS_TOKEN_LIFETIME_SECONDS, userRoles } from '@/contract/account';
import { AccountRecoveryRule } from '@/contract/account-messages';
import { CodeBlock } from '@/web/components/code-block/code-block';
import { DocHeading, DocLead, DocList, DocParagraph } from '@/web/features/docs/components/doc-text';
import english from '@/web/locales/en/content/docs/doc-authentication.json';

const tokenExample = `{
  "sub": "a075ad4b-13e9-4a2e-b9fa-47620ac3952b",  // the account
  "sid": "rbcXor-59KckUBv2Ck3-wdS",              // its session, which logout ends
  "iat": 1795868072,
  "exp": 1796300072                              // ${ACCESS_TOKEN_LIFETIME_SECONDS / 86400} days later
}`;

/** Email and password, recovery, access tokens and sessions, roles. */
export function AuthenticationDoc() {
  return (
    <>
      <DocLead />
      <DocHeading id="signIn" />
      <DocList base="signIn" keys={Object.keys(english.signIn)} />
      <DocHeading id="recovery" />
      <DocParagraph k="recoveryText" />
      <DocParagraph
        k="recoveryLimits"
        values={{
          codeMinutes: AccountRecoveryRule.codeLifetimeMs / 60_000,
          attempts: AccountRecoveryRule.maxCodeAttempts,
          mails: AccountRecoveryRule.maxRequestsPerWindow,
          addressRequests: AccountRecoveryRule.maxAddressRequestsPerWindow,
        }}
      />
      <DocHeading id="tokens" />
      <DocParagraph k="tokensText" values={{ days: ACCESS_TOKEN_LIFETIME_SECONDS / 86400 }} />
      <CodeBlock code={tokenExample} language="json" />
      <DocParagraph k="storageText" />
      <DocParagraph k="sessionsText" />
      <DocHeading id="roles" />
      <DocParagraph k="rolesText" values={{ roles: userRoles.join(', ') }} />
      <DocParagraph k="bannedText" />
      <DocHeading id="passwords" />
      <DocParagraph k="passwordsText" />
      <DocHeading id="providers" />
      <DocParagraph k="providersText" />
      <DocParagraph k="providersAccounts" />
      <DocParagraph k="providersErrors" />
    </>
  );
}
