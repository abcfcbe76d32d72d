import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { BasicTabsDemo } from './demos/basic-tabs-demo';
import basicSource from './demos/basic-tabs-demo.tsx?raw';
import { IconTabsDemo } from './demos/icon-tabs-demo';
import iconsSource from './demos/icon-tabs-demo.tsx?raw';
import { LabTabsDemo } from './demos/lab-tabs-demo';
import labSource from './demos/lab-tabs-demo.tsx?raw';
import { LayoutTabsDemo } from './demos/layout-tabs-demo';
import layoutSource from './demos/layout-tabs-demo.tsx?raw';
import { ScrollableTabsDemo } from './demos/scrollable-tabs-demo';
import scrollableSource from './demos/scrollable-tabs-demo.tsx?raw';
import { VerticalTabsDemo } from './demos/vertical-tabs-demo';
import verticalSource from './demos/vertical-tabs-demo.tsx?raw';

export default function TabsDemos() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock
        title={t('components-showcase.tabs.basic.title')}
        description={t('components-showcase.tabs.basic.description')}
        source={basicSource}
      >
        <BasicTabsDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.tabs.lab.title')}
        description={t('components-showcase.tabs.lab.description')}
        source={labSource}
      >
        <LabTabsDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.tabs.icons.title')}
        description={t('components-showcase.tabs.icons.description')}
        source={iconsSource}
      >
        <IconTabsDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.tabs.scrollable.title')}
        description={t('components-showcase.tabs.scrollable.description')}
        source={scrollableSource}
      >
        <ScrollableTabsDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.tabs.vertical.title')}
        description={t('components-showcase.tabs.vertical.description')}
        source={verticalSource}
      >
        <VerticalTabsDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.tabs.layout.title')}
        description={t('components-showcase.tabs.layout.description')}
        source={layoutSource}
      >
        <LayoutTabsDemo />
      </DemoBlock>
    </>
  );
}
