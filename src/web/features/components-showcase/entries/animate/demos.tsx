import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { InViewDemo } from './demos/in-view-demo';
import inViewSource from './demos/in-view-demo.tsx?raw';
import { PresetGalleryDemo } from './demos/preset-gallery-demo';
import presetGallerySource from './demos/preset-gallery-demo.tsx?raw';
import { ReducedMotionDemo } from './demos/reduced-motion-demo';
import reducedMotionSource from './demos/reduced-motion-demo.tsx?raw';
import { StaggeredListDemo } from './demos/staggered-list-demo';
import staggeredListSource from './demos/staggered-list-demo.tsx?raw';

export default function AnimateDemos() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock
        title={t('components-showcase.animate.gallery.title')}
        description={t('components-showcase.animate.gallery.description')}
        source={presetGallerySource}
      >
        <PresetGalleryDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.animate.inView.title')}
        description={t('components-showcase.animate.inView.description')}
        source={inViewSource}
      >
        <InViewDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.animate.stagger.title')}
        description={t('components-showcase.animate.stagger.description')}
        source={staggeredListSource}
      >
        <StaggeredListDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.animate.reducedMotion.title')}
        description={t('components-showcase.animate.reducedMotion.description')}
        source={reducedMotionSource}
      >
        <ReducedMotionDemo />
      </DemoBlock>
    </>
  );
}
