import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { ControlledDemo } from './demos/controlled-demo';
import controlledSource from './demos/controlled-demo.tsx?raw';
import { StatesDemo } from './demos/states-demo';
import statesSource from './demos/states-demo.tsx?raw';

export default function AccordionDemos() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock
        title={t('components-showcase.accordion.controlled.title')}
        description={t('components-showcase.accordion.controlled.description')}
        source={controlledSource}
      >
        <ControlledDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.accordion.states.title')}
        description={t('components-showcase.accordion.states.description')}
        source={statesSource}
      >
        <StatesDemo />
      </DemoBlock>
    </>
  );
}
