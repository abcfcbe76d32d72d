import englishDocsContent from '@/web/locales/en/content/documentation.json';
import { DocList, DocParagraph, DocText } from '@/web/features/docs/components/doc-text';
import { useTranslation } from 'react-i18next';

const { introduction } = englishDocsContent;

/** What the product is and what it is built with. */
export function IntroductionDoc() {
  const { t } = useTranslation();
  return (
    <>
      <p className="lead">
        <DocText k="introduction.lead" />
      </p>
      <h2>{t('documentation.introduction.partsTitle')}</h2>
      <DocParagraph k="introduction.partsText" />
      <DocList base="introduction.parts" keys={Object.keys(introduction.parts)} />
      <h2>{t('documentation.introduction.stackTitle')}</h2>
      <DocList base="introduction.stack" keys={Object.keys(introduction.stack)} />
      <DocParagraph k="introduction.nextText" />
    </>
  );
}
