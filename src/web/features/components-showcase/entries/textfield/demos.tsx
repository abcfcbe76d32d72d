import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { AdornmentsDemo } from './demos/adornments-demo';
import adornmentsSource from './demos/adornments-demo.tsx?raw';
import { MultilineSelectDemo } from './demos/multiline-select-demo';
import multilineSource from './demos/multiline-select-demo.tsx?raw';
import { StatesDemo } from './demos/states-demo';
import statesSource from './demos/states-demo.tsx?raw';
import { ValidationDemo } from './demos/validation-demo';
import validationSource from './demos/validation-demo.tsx?raw';
import { VariantsDemo } from './demos/variants-demo';
import variantsSource from './demos/variants-demo.tsx?raw';

export default function TextfieldDemos() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock
        title={t('components-showcase.textfield.variants.title')}
        description={t('components-showcase.textfield.variants.description')}
        source={variantsSource}
      >
        <VariantsDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.textfield.adornments.title')}
        description={t('components-showcase.textfield.adornments.description')}
        source={adornmentsSource}
      >
        <AdornmentsDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.textfield.validation.title')}
        description={t('components-showcase.textfield.validation.description')}
        source={validationSource}
      >
        <ValidationDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.textfield.multiline.title')}
        description={t('components-showcase.textfield.multiline.description')}
        source={multilineSource}
      >
        <MultilineSelectDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.textfield.states.title')}
        description={t('components-showcase.textfield.states.description')}
        source={statesSource}
      >
        <StatesDemo />
      </DemoBlock>
    </>
  );
}
