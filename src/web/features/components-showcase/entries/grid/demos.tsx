import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { ColumnsDemo } from './demos/columns-demo';
import columnsSource from './demos/columns-demo.tsx?raw';
import { ResponsiveDemo } from './demos/responsive-demo';
import responsiveSource from './demos/responsive-demo.tsx?raw';
import { SpacingDemo } from './demos/spacing-demo';
import spacingSource from './demos/spacing-demo.tsx?raw';

export default function GridDemos() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock
        title={t('components-showcase.grid.spacing.title')}
        description={t('components-showcase.grid.spacing.description')}
        source={spacingSource}
      >
        <SpacingDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.grid.columns.title')}
        description={t('components-showcase.grid.columns.description')}
        source={columnsSource}
      >
        <ColumnsDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.grid.responsive.title')}
        description={t('components-showcase.grid.responsive.description')}
        source={responsiveSource}
      >
        <ResponsiveDemo />
      </DemoBlock>
    </>
  );
}
