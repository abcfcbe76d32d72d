import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { ColorsDemo } from './demos/colors-demo';
import colorsSource from './demos/colors-demo.tsx?raw';
import { CounterDemo } from './demos/counter-demo';
import counterSource from './demos/counter-demo.tsx?raw';

export default function BadgeDemos() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock
        title={t('components-showcase.badge.counter.title')}
        description={t('components-showcase.badge.counter.description')}
        source={counterSource}
      >
        <CounterDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.badge.colors.title')}
        description={t('components-showcase.badge.colors.description')}
        source={colorsSource}
      >
        <ColorsDemo />
      </DemoBlock>
    </>
  );
}
