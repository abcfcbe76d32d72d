import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { ColorsDemo } from './demos/colors-demo';
import colorsSource from './demos/colors-demo.tsx?raw';
import { ContentDemo } from './demos/content-demo';
import contentSource from './demos/content-demo.tsx?raw';
import { DeletableDemo } from './demos/deletable-demo';
import deletableSource from './demos/deletable-demo.tsx?raw';
import { FilterDemo } from './demos/filter-demo';
import filterSource from './demos/filter-demo.tsx?raw';

export default function ChipDemos() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock
        title={t('components-showcase.chip.colors.title')}
        description={t('components-showcase.chip.colors.description')}
        source={colorsSource}
      >
        <ColorsDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.chip.content.title')}
        description={t('components-showcase.chip.content.description')}
        source={contentSource}
      >
        <ContentDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.chip.deletable.title')}
        description={t('components-showcase.chip.deletable.description')}
        source={deletableSource}
      >
        <DeletableDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.chip.filter.title')}
        description={t('components-showcase.chip.filter.description')}
        source={filterSource}
      >
        <FilterDemo />
      </DemoBlock>
    </>
  );
}
