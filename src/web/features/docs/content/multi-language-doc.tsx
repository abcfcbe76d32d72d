import { CodeBlock } from '@/web/components/code-block/code-block';
import { DocHeading, DocLead, DocParagraph, DocText } from '@/web/features/docs/components/doc-text';
import english from '@/web/locales/en/content/docs/doc-multi-language.json';
import { languages } from '@/web/locales/i18n';

const usageExample = `const { t } = useTranslation();
return <Button>{t('auth.login')}</Button>; // locales/<language>/auth.json → "login"`;

/** Choosing a language, where texts live and how they load, and the steps to add one. */
export function MultiLanguageDoc() {
  return (
    <>
      <DocLead />
      <DocHeading id="switching" />
      <DocParagraph k="languagesText" />
      <ul>
        {languages.map((language) => (
          <li key={language.value}>
            <span aria-hidden>{language.flag}</span> {language.label} (<code>{language.value}</code>)
          </li>
        ))}
      </ul>
      <DocHeading id="files" />
      <DocParagraph k="localesText" />
      <CodeBlock code={usageExample} language="tsx" />
      <DocParagraph k="contentText" />
      <DocHeading id="loading" />
      <DocParagraph k="loadingText" />
      <DocParagraph k="formatText" />
      <DocHeading id="adding" />
      <ol>
        {Object.keys(english.adding).map((step) => (
          <li key={step}>
            <DocText k={`adding.${step}`} />
          </li>
        ))}
      </ol>
      <DocHeading id="rtl" />
      <DocParagraph k="rtlText" />
      <DocHeading id="checks" />
      <DocParagraph k="testText" />
    </>
  );
}
