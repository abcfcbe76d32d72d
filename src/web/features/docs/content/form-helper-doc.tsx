import { CodeBlock } from '@/web/components/code-block/code-block';
import { DocHeading, DocLead, DocList, DocParagraph } from '@/web/features/docs/components/doc-text';
import english from '@/web/locales/en/content/docs/doc-form-helper.json';

const schemaExample = `// src/contract/account.ts: one schema, for the form and for the route
const requiredEmail = z
  .string({ error: AccountErrors.emailRequired.code })
  .trim()
  .min(1, AccountErrors.emailRequired.code)
  .pipe(z.email({ error: AccountErrors.emailInvalid.code }));

export const loginRequestSchema = z.object({ email: requiredEmail, password: requiredPassword });`;

const formExample = `const { control, handleSubmit, setError } = useForm<LoginRequest>({
  resolver: usePreloadedResolver(authResolvers.login),
  defaultValues: { email: '', password: '' },
});

return (
  <form onSubmit={handleSubmit(onSubmit)} noValidate>
    <FormTextInput name="email" control={control} label={t('auth.email')} />
    <FormTextInput name="password" control={control} type="password" label={t('auth.password')} />
  </form>
);`;

const serverErrorsExample = `try {
  await save.mutateAsync(values);
} catch (failure) {
  // A refusal that names fields shows under them; anything else as one message.
  if (!setServerFieldErrors(failure, ['email', 'displayName'], setError)) toast.error(errorText(failure));
}`;

/** react-hook-form with the contract's zod schemas, the field components and the server's field errors. */
export function FormHelperDoc() {
  return (
    <>
      <DocLead />
      <DocHeading id="schemas" />
      <DocParagraph k="schemasText" />
      <CodeBlock code={schemaExample} language="typescript" />
      <DocParagraph k="messagesText" />
      <DocHeading id="forms" />
      <DocParagraph k="formsText" />
      <CodeBlock code={formExample} language="tsx" />
      <DocList base="fields" keys={Object.keys(english.fields)} />
      <DocHeading id="lazy" />
      <DocParagraph k="lazyText" />
      <DocHeading id="server" />
      <DocParagraph k="serverText" />
      <CodeBlock code={serverErrorsExample} language="tsx" />
    </>
  );
}
