import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { HorizontalMegaMenuDemo } from './demos/horizontal-mega-menu-demo';
import horizontalSource from './demos/horizontal-mega-menu-demo.tsx?raw';
import { MobileMegaMenuDemo } from './demos/mobile-mega-menu-demo';
import mobileSource from './demos/mobile-mega-menu-demo.tsx?raw';
import { VerticalMegaMenuDemo } from './demos/vertical-mega-menu-demo';
import verticalSource from './demos/vertical-mega-menu-demo.tsx?raw';

export default function MegaMenuDemos() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock
        title={t('components-showcase.mega-menu.horizontal.title')}
        description={t('components-showcase.mega-menu.horizontal.description')}
        source={horizontalSource}
      >
        <HorizontalMegaMenuDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.mega-menu.vertical.title')}
        description={t('components-showcase.mega-menu.vertical.description')}
        source={verticalSource}
      >
        <VerticalMegaMenuDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.mega-menu.mobile.title')}
        description={t('components-showcase.mega-menu.mobile.description')}
        source={mobileSource}
      >
        <MobileMegaMenuDemo />
      </DemoBlock>
    </>
  );
}
