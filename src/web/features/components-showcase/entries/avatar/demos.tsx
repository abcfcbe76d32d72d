import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { GroupDemo } from './demos/group-demo';
import groupSource from './demos/group-demo.tsx?raw';
import { KindsDemo } from './demos/kinds-demo';
import kindsSource from './demos/kinds-demo.tsx?raw';
import { SizesDemo } from './demos/sizes-demo';
import sizesSource from './demos/sizes-demo.tsx?raw';

export default function AvatarDemos() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock
        title={t('components-showcase.avatar.kinds.title')}
        description={t('components-showcase.avatar.kinds.description')}
        source={kindsSource}
      >
        <KindsDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.avatar.sizes.title')}
        description={t('components-showcase.avatar.sizes.description')}
        source={sizesSource}
      >
        <SizesDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.avatar.group.title')}
        description={t('components-showcase.avatar.group.description')}
        source={groupSource}
      >
        <GroupDemo />
      </DemoBlock>
    </>
  );
}
