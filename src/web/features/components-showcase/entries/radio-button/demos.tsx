import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { GroupDemo } from './demos/group-demo';
import groupSource from './demos/group-demo.tsx?raw';
import { ColorsSizesDemo } from './demos/colors-sizes-demo';
import colorsSource from './demos/colors-sizes-demo.tsx?raw';
import { PlacementDemo } from './demos/placement-demo';
import placementSource from './demos/placement-demo.tsx?raw';
import { RequiredDemo } from './demos/required-demo';
import requiredSource from './demos/required-demo.tsx?raw';

export default function RadioButtonDemos() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock
        title={t('components-showcase.radio-button.group.title')}
        description={t('components-showcase.radio-button.group.description')}
        source={groupSource}
      >
        <GroupDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.radio-button.colors.title')}
        description={t('components-showcase.radio-button.colors.description')}
        source={colorsSource}
      >
        <ColorsSizesDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.radio-button.placement.title')}
        description={t('components-showcase.radio-button.placement.description')}
        source={placementSource}
      >
        <PlacementDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.radio-button.required.title')}
        description={t('components-showcase.radio-button.required.description')}
        source={requiredSource}
      >
        <RequiredDemo />
      </DemoBlock>
    </>
  );
}
