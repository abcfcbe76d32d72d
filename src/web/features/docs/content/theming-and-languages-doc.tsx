import { useTranslation } from 'react-i18next';
import { CodeBlock } from '@/web/features/docs/components/code-block';
import { DocList, DocParagraph, DocText } from '@/web/features/docs/components/doc-text';
import englishDocsContent from '@/web/locales/en/content/documentation.json';

const themeFiles = Object.keys(englishDocsContent.themingAndLanguages.theme);

const storedSettings = `localStorage.settings = {"themeMode":"dark","themeDirection":"rtl","themeColor":"purple"}
localStorage.i18nextLng = "de"`;

/** Light/dark, LTR/RTL, the six primary colours, the settings panel and the three languages. */
export function ThemingAndLanguagesDoc() {
  const { t } = useTranslation();
  return (
    <>
      <p className="lead">
        <DocText k="themingAndLanguages.lead" />
      </p>
      <h2>{t('documentation.themingAndLanguages.settingsTitle')}</h2>
      <DocParagraph k="themingAndLanguages.settingsText" />
      <DocParagraph k="themingAndLanguages.storageText" />
      <CodeBlock code={storedSettings} />
      <h2>{t('documentation.themingAndLanguages.themeTitle')}</h2>
      <DocList base="themingAndLanguages.theme" keys={themeFiles} />
      <DocParagraph k="themingAndLanguages.rtlText" />
      <h2>{t('documentation.themingAndLanguages.languagesTitle')}</h2>
      <DocParagraph k="themingAndLanguages.languagesText" />
      <DocParagraph k="themingAndLanguages.localesText" />
      <DocParagraph k="themingAndLanguages.contentText" />
      <DocParagraph k="themingAndLanguages.testText" />
    </>
  );
}
