import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { PaginationStylesDemo } from './demos/pagination-styles-demo';
import stylesSource from './demos/pagination-styles-demo.tsx?raw';
import { PaginationSizesDemo } from './demos/pagination-sizes-demo';
import sizesSource from './demos/pagination-sizes-demo.tsx?raw';
import { ControlledPaginationDemo } from './demos/controlled-pagination-demo';
import controlledSource from './demos/controlled-pagination-demo.tsx?raw';

export default function PaginationDemos() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock
        title={t('components-showcase.pagination.styles.title')}
        description={t('components-showcase.pagination.styles.description')}
        source={stylesSource}
      >
        <PaginationStylesDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.pagination.sizes.title')}
        description={t('components-showcase.pagination.sizes.description')}
        source={sizesSource}
      >
        <PaginationSizesDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.pagination.controlled.title')}
        description={t('components-showcase.pagination.controlled.description')}
        source={controlledSource}
      >
        <ControlledPaginationDemo />
      </DemoBlock>
    </>
  );
}
