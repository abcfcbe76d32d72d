import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { VariantsDemo } from './demos/variants-demo';
import variantsSource from './demos/variants-demo.tsx?raw';
import { SizesDemo } from './demos/sizes-demo';
import sizesSource from './demos/sizes-demo.tsx?raw';
import { IconsDemo } from './demos/icons-demo';
import iconsSource from './demos/icons-demo.tsx?raw';
import { LoadingDemo } from './demos/loading-demo';
import loadingSource from './demos/loading-demo.tsx?raw';
import { GroupDemo } from './demos/group-demo';
import groupSource from './demos/group-demo.tsx?raw';
import { ToggleDemo } from './demos/toggle-demo';
import toggleSource from './demos/toggle-demo.tsx?raw';
import { FabDemo } from './demos/fab-demo';
import fabSource from './demos/fab-demo.tsx?raw';

export default function ButtonsDemos() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock
        title={t('components-showcase.buttons.variants.title')}
        description={t('components-showcase.buttons.variants.description')}
        source={variantsSource}
      >
        <VariantsDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.buttons.sizes.title')}
        description={t('components-showcase.buttons.sizes.description')}
        source={sizesSource}
      >
        <SizesDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.buttons.icons.title')}
        description={t('components-showcase.buttons.icons.description')}
        source={iconsSource}
      >
        <IconsDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.buttons.loading.title')}
        description={t('components-showcase.buttons.loading.description')}
        source={loadingSource}
      >
        <LoadingDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.buttons.group.title')}
        description={t('components-showcase.buttons.group.description')}
        source={groupSource}
      >
        <GroupDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.buttons.toggle.title')}
        description={t('components-showcase.buttons.toggle.description')}
        source={toggleSource}
      >
        <ToggleDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.buttons.fab.title')}
        description={t('components-showcase.buttons.fab.description')}
        source={fabSource}
      >
        <FabDemo />
      </DemoBlock>
    </>
  );
}
