import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { LinearStepperDemo } from './demos/linear-stepper-demo';
import linearSource from './demos/linear-stepper-demo.tsx?raw';
import { MobileStepperDemo } from './demos/mobile-stepper-demo';
import mobileSource from './demos/mobile-stepper-demo.tsx?raw';
import { NonLinearStepperDemo } from './demos/non-linear-stepper-demo';
import nonLinearSource from './demos/non-linear-stepper-demo.tsx?raw';
import { VerticalStepperDemo } from './demos/vertical-stepper-demo';
import verticalSource from './demos/vertical-stepper-demo.tsx?raw';

export default function StepperDemos() {
  const { t } = useTranslation();
  const demos = [
    { key: 'linear', source: linearSource, demo: <LinearStepperDemo /> },
    { key: 'nonLinear', source: nonLinearSource, demo: <NonLinearStepperDemo /> },
    { key: 'vertical', source: verticalSource, demo: <VerticalStepperDemo /> },
    { key: 'mobile', source: mobileSource, demo: <MobileStepperDemo /> },
  ];
  return (
    <>
      {demos.map(({ key, source, demo }) => (
        <DemoBlock
          key={key}
          title={t(`components-showcase.stepper.${key}.title`)}
          description={t(`components-showcase.stepper.${key}.description`)}
          source={source}
        >
          {demo}
        </DemoBlock>
      ))}
    </>
  );
}
