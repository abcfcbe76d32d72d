import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { BasicTableDemo } from './demos/basic-table-demo';
import basicSource from './demos/basic-table-demo.tsx?raw';
import { CollapsibleTableDemo } from './demos/collapsible-table-demo';
import collapsibleSource from './demos/collapsible-table-demo.tsx?raw';
import { SortableTableDemo } from './demos/sortable-table-demo';
import sortableSource from './demos/sortable-table-demo.tsx?raw';
import { StickyHeaderTableDemo } from './demos/sticky-header-table-demo';
import stickySource from './demos/sticky-header-table-demo.tsx?raw';

export default function TableDemos() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock
        title={t('components-showcase.table.basic.title')}
        description={t('components-showcase.table.basic.description')}
        source={basicSource}
      >
        <BasicTableDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.table.sortable.title')}
        description={t('components-showcase.table.sortable.description')}
        source={sortableSource}
      >
        <SortableTableDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.table.sticky.title')}
        description={t('components-showcase.table.sticky.description')}
        source={stickySource}
      >
        <StickyHeaderTableDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.table.collapsible.title')}
        description={t('components-showcase.table.collapsible.description')}
        source={collapsibleSource}
      >
        <CollapsibleTableDemo />
      </DemoBlock>
    </>
  );
}
