import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { HoverFeedbackDemo } from './demos/hover-feedback-demo';
import hoverSource from './demos/hover-feedback-demo.tsx?raw';
import { PrecisionDemo } from './demos/precision-demo';
import precisionSource from './demos/precision-demo.tsx?raw';
import { SizesDemo } from './demos/sizes-demo';
import sizesSource from './demos/sizes-demo.tsx?raw';
import { CustomIconDemo } from './demos/custom-icon-demo';
import customSource from './demos/custom-icon-demo.tsx?raw';

export default function RatingDemos() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock
        title={t('components-showcase.rating.hover.title')}
        description={t('components-showcase.rating.hover.description')}
        source={hoverSource}
      >
        <HoverFeedbackDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.rating.precision.title')}
        description={t('components-showcase.rating.precision.description')}
        source={precisionSource}
      >
        <PrecisionDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.rating.sizes.title')}
        description={t('components-showcase.rating.sizes.description')}
        source={sizesSource}
      >
        <SizesDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.rating.custom.title')}
        description={t('components-showcase.rating.custom.description')}
        source={customSource}
      >
        <CustomIconDemo />
      </DemoBlock>
    </>
  );
}
