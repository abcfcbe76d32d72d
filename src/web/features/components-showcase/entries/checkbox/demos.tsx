import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { StatesDemo } from './demos/states-demo';
import statesSource from './demos/states-demo.tsx?raw';
import { IndeterminateDemo } from './demos/indeterminate-demo';
import indeterminateSource from './demos/indeterminate-demo.tsx?raw';
import { ColorsSizesDemo } from './demos/colors-sizes-demo';
import colorsSource from './demos/colors-sizes-demo.tsx?raw';
import { FormGroupDemo } from './demos/form-group-demo';
import formSource from './demos/form-group-demo.tsx?raw';

export default function CheckboxDemos() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock
        title={t('components-showcase.checkbox.states.title')}
        description={t('components-showcase.checkbox.states.description')}
        source={statesSource}
      >
        <StatesDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.checkbox.indeterminate.title')}
        description={t('components-showcase.checkbox.indeterminate.description')}
        source={indeterminateSource}
      >
        <IndeterminateDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.checkbox.colors.title')}
        description={t('components-showcase.checkbox.colors.description')}
        source={colorsSource}
      >
        <ColorsSizesDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.checkbox.form.title')}
        description={t('components-showcase.checkbox.form.description')}
        source={formSource}
      >
        <FormGroupDemo />
      </DemoBlock>
    </>
  );
}
