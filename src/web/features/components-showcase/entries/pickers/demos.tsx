import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { BasicPickersDemo } from './demos/basic-pickers-demo';
import basicSource from './demos/basic-pickers-demo.tsx?raw';
import { DateRangeDemo } from './demos/date-range-demo';
import rangeSource from './demos/date-range-demo.tsx?raw';
import { LimitsDemo } from './demos/limits-demo';
import limitsSource from './demos/limits-demo.tsx?raw';
import { LanguagesDemo } from './demos/languages-demo';
import languagesSource from './demos/languages-demo.tsx?raw';
import { VariantsDemo } from './demos/variants-demo';
import variantsSource from './demos/variants-demo.tsx?raw';

export default function PickersDemos() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock
        title={t('components-showcase.pickers.basic.title')}
        description={t('components-showcase.pickers.basic.description')}
        source={basicSource}
      >
        <BasicPickersDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.pickers.languages.title')}
        description={t('components-showcase.pickers.languages.description')}
        source={languagesSource}
      >
        <LanguagesDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.pickers.range.title')}
        description={t('components-showcase.pickers.range.description')}
        source={rangeSource}
      >
        <DateRangeDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.pickers.variants.title')}
        description={t('components-showcase.pickers.variants.description')}
        source={variantsSource}
      >
        <VariantsDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.pickers.limits.title')}
        description={t('components-showcase.pickers.limits.description')}
        source={limitsSource}
      >
        <LimitsDemo />
      </DemoBlock>
    </>
  );
}
