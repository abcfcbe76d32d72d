import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { ElevationDemo } from './demos/elevation-demo';
import elevationSource from './demos/elevation-demo.tsx?raw';
import { ShadowScaleDemo } from './demos/shadow-scale-demo';
import shadowScaleSource from './demos/shadow-scale-demo.tsx?raw';

export default function ShadowsDemos() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock
        title={t('components-showcase.shadows.elevation.title')}
        description={t('components-showcase.shadows.elevation.description')}
        source={elevationSource}
      >
        <ElevationDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.shadows.scale.title')}
        description={t('components-showcase.shadows.scale.description')}
        source={shadowScaleSource}
      >
        <ShadowScaleDemo />
      </DemoBlock>
    </>
  );
}
