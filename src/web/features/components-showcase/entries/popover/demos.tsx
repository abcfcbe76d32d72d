import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { AnchorOriginDemo } from './demos/anchor-origin-demo';
import anchorOriginSource from './demos/anchor-origin-demo.tsx?raw';
import { ClickPopoverDemo } from './demos/click-popover-demo';
import clickSource from './demos/click-popover-demo.tsx?raw';
import { FormPopoverDemo } from './demos/form-popover-demo';
import formSource from './demos/form-popover-demo.tsx?raw';
import { HoverPopoverDemo } from './demos/hover-popover-demo';
import hoverSource from './demos/hover-popover-demo.tsx?raw';

export default function PopoverDemos() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock
        title={t('components-showcase.popover.click.title')}
        description={t('components-showcase.popover.click.description')}
        source={clickSource}
      >
        <ClickPopoverDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.popover.anchor.title')}
        description={t('components-showcase.popover.anchor.description')}
        source={anchorOriginSource}
      >
        <AnchorOriginDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.popover.hover.title')}
        description={t('components-showcase.popover.hover.description')}
        source={hoverSource}
      >
        <HoverPopoverDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.popover.form.title')}
        description={t('components-showcase.popover.form.description')}
        source={formSource}
      >
        <FormPopoverDemo />
      </DemoBlock>
    </>
  );
}
