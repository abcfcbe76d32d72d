import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { BasicDemo } from './demos/basic-demo';
import basicSource from './demos/basic-demo.tsx?raw';
import { ColorsSizesDemo } from './demos/colors-sizes-demo';
import colorsSource from './demos/colors-sizes-demo.tsx?raw';
import { PlacementDemo } from './demos/placement-demo';
import placementSource from './demos/placement-demo.tsx?raw';
import { SettingsListDemo } from './demos/settings-list-demo';
import settingsSource from './demos/settings-list-demo.tsx?raw';

export default function SwitchDemos() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock
        title={t('components-showcase.switch.basic.title')}
        description={t('components-showcase.switch.basic.description')}
        source={basicSource}
      >
        <BasicDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.switch.colors.title')}
        description={t('components-showcase.switch.colors.description')}
        source={colorsSource}
      >
        <ColorsSizesDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.switch.placement.title')}
        description={t('components-showcase.switch.placement.description')}
        source={placementSource}
      >
        <PlacementDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.switch.settings.title')}
        description={t('components-showcase.switch.settings.description')}
        source={settingsSource}
      >
        <SettingsListDemo />
      </DemoBlock>
    </>
  );
}
