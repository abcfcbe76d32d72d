import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { LabelVariantsDemo } from './demos/label-variants-demo';
import variantsSource from './demos/label-variants-demo.tsx?raw';
import { LabelColorDemo } from './demos/label-color-demo';
import liveSource from './demos/label-color-demo.tsx?raw';

export default function LabelDemos() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock
        title={t('components-showcase.label.variants.title')}
        description={t('components-showcase.label.variants.description')}
        source={variantsSource}
      >
        <LabelVariantsDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.label.live.title')}
        description={t('components-showcase.label.live.description')}
        source={liveSource}
      >
        <LabelColorDemo />
      </DemoBlock>
    </>
  );
}
