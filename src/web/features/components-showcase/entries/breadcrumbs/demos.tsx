import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { BasicBreadcrumbsDemo } from './demos/basic-breadcrumbs-demo';
import basicSource from './demos/basic-breadcrumbs-demo.tsx?raw';
import { CollapsedBreadcrumbsDemo } from './demos/collapsed-breadcrumbs-demo';
import collapsedSource from './demos/collapsed-breadcrumbs-demo.tsx?raw';
import { IconBreadcrumbsDemo } from './demos/icon-breadcrumbs-demo';
import iconSource from './demos/icon-breadcrumbs-demo.tsx?raw';

export default function BreadcrumbsDemos() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock
        title={t('components-showcase.breadcrumbs.basic.title')}
        description={t('components-showcase.breadcrumbs.basic.description')}
        source={basicSource}
      >
        <BasicBreadcrumbsDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.breadcrumbs.icons.title')}
        description={t('components-showcase.breadcrumbs.icons.description')}
        source={iconSource}
      >
        <IconBreadcrumbsDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.breadcrumbs.collapsed.title')}
        description={t('components-showcase.breadcrumbs.collapsed.description')}
        source={collapsedSource}
      >
        <CollapsedBreadcrumbsDemo />
      </DemoBlock>
    </>
  );
}
