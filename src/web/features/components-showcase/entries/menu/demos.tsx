import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { BasicMenuDemo } from './demos/basic-menu-demo';
import basicSource from './demos/basic-menu-demo.tsx?raw';
import { SelectedMenuDemo } from './demos/selected-menu-demo';
import selectedSource from './demos/selected-menu-demo.tsx?raw';
import { ContextMenuDemo } from './demos/context-menu-demo';
import contextSource from './demos/context-menu-demo.tsx?raw';
import { IconMenuDemo } from './demos/icon-menu-demo';
import iconsSource from './demos/icon-menu-demo.tsx?raw';

export default function MenuDemos() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock
        title={t('components-showcase.menu.basic.title')}
        description={t('components-showcase.menu.basic.description')}
        source={basicSource}
      >
        <BasicMenuDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.menu.selected.title')}
        description={t('components-showcase.menu.selected.description')}
        source={selectedSource}
      >
        <SelectedMenuDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.menu.context.title')}
        description={t('components-showcase.menu.context.description')}
        source={contextSource}
      >
        <ContextMenuDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.menu.icons.title')}
        description={t('components-showcase.menu.icons.description')}
        source={iconsSource}
      >
        <IconMenuDemo />
      </DemoBlock>
    </>
  );
}
