import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { DirectionDemo } from './demos/direction-demo';
import directionSource from './demos/direction-demo.tsx?raw';
import { IntlFormatDemo } from './demos/intl-format-demo';
import intlFormatSource from './demos/intl-format-demo.tsx?raw';
import { LanguageSwitchDemo } from './demos/language-switch-demo';
import languageSwitchSource from './demos/language-switch-demo.tsx?raw';
import { PluralDemo } from './demos/plural-demo';
import pluralSource from './demos/plural-demo.tsx?raw';

export default function MultiLanguageDemos() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock
        title={t('components-showcase.multi-language.switch.title')}
        description={t('components-showcase.multi-language.switch.description')}
        source={languageSwitchSource}
      >
        <LanguageSwitchDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.multi-language.intl.title')}
        description={t('components-showcase.multi-language.intl.description')}
        source={intlFormatSource}
      >
        <IntlFormatDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.multi-language.plural.title')}
        description={t('components-showcase.multi-language.plural.description')}
        source={pluralSource}
      >
        <PluralDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.multi-language.direction.title')}
        description={t('components-showcase.multi-language.direction.description')}
        source={directionSource}
      >
        <DirectionDemo />
      </DemoBlock>
    </>
  );
}
