import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { ContinuousSliderDemo } from './demos/continuous-slider-demo';
import continuousSource from './demos/continuous-slider-demo.tsx?raw';
import { DiscreteSliderDemo } from './demos/discrete-slider-demo';
import discreteSource from './demos/discrete-slider-demo.tsx?raw';
import { RangeSliderDemo } from './demos/range-slider-demo';
import rangeSource from './demos/range-slider-demo.tsx?raw';
import { SliderColorsDemo } from './demos/slider-colors-demo';
import colorsSource from './demos/slider-colors-demo.tsx?raw';
import { VerticalSliderDemo } from './demos/vertical-slider-demo';
import verticalSource from './demos/vertical-slider-demo.tsx?raw';

export default function SliderDemos() {
  const { t } = useTranslation();
  const demos = [
    { key: 'continuous', source: continuousSource, demo: <ContinuousSliderDemo /> },
    { key: 'discrete', source: discreteSource, demo: <DiscreteSliderDemo /> },
    { key: 'range', source: rangeSource, demo: <RangeSliderDemo /> },
    { key: 'vertical', source: verticalSource, demo: <VerticalSliderDemo /> },
    { key: 'colors', source: colorsSource, demo: <SliderColorsDemo /> },
  ];
  return (
    <>
      {demos.map(({ key, source, demo }) => (
        <DemoBlock
          key={key}
          title={t(`components-showcase.slider.${key}.title`)}
          description={t(`components-showcase.slider.${key}.description`)}
          source={source}
        >
          {demo}
        </DemoBlock>
      ))}
    </>
  );
}
