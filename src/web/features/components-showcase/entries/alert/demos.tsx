import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { SeveritiesDemo } from './demos/severities-demo';
import severitiesSource from './demos/severities-demo.tsx?raw';
import { TitleActionDemo } from './demos/title-action-demo';
import titleActionSource from './demos/title-action-demo.tsx?raw';

export default function AlertDemos() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock
        title={t('components-showcase.alert.severities.title')}
        description={t('components-showcase.alert.severities.description')}
        source={severitiesSource}
      >
        <SeveritiesDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.alert.titleAction.title')}
        description={t('components-showcase.alert.titleAction.description')}
        source={titleActionSource}
      >
        <TitleActionDemo />
      </DemoBlock>
    </>
  );
}
