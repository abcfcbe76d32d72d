import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { BarDemo } from './demos/bar-demo';
import barSource from './demos/bar-demo.tsx?raw';
import { GaugeDemo } from './demos/gauge-demo';
import gaugeSource from './demos/gauge-demo.tsx?raw';
import { LineAreaDemo } from './demos/line-area-demo';
import lineAreaSource from './demos/line-area-demo.tsx?raw';
import { MixedDemo } from './demos/mixed-demo';
import mixedSource from './demos/mixed-demo.tsx?raw';
import { PieDemo } from './demos/pie-demo';
import pieSource from './demos/pie-demo.tsx?raw';
import { SparklineDemo } from './demos/sparkline-demo';
import sparklineSource from './demos/sparkline-demo.tsx?raw';

const demos = [
  { key: 'line', Demo: LineAreaDemo, source: lineAreaSource },
  { key: 'bar', Demo: BarDemo, source: barSource },
  { key: 'pie', Demo: PieDemo, source: pieSource },
  { key: 'gauge', Demo: GaugeDemo, source: gaugeSource },
  { key: 'sparkline', Demo: SparklineDemo, source: sparklineSource },
  { key: 'mixed', Demo: MixedDemo, source: mixedSource },
];

export default function ChartDemos() {
  const { t } = useTranslation();
  return (
    <>
      {demos.map(({ key, Demo, source }) => (
        <DemoBlock
          key={key}
          title={t(`components-showcase.chart.${key}.title`)}
          description={t(`components-showcase.chart.${key}.description`)}
          source={source}
        >
          <Demo />
        </DemoBlock>
      ))}
    </>
  );
}
