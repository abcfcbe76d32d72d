import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { BehavioursDemo } from './demos/behaviours-demo';
import behavioursSource from './demos/behaviours-demo.tsx?raw';
import { PlacementsDemo } from './demos/placements-demo';
import placementsSource from './demos/placements-demo.tsx?raw';
import { RichTooltipDemo } from './demos/rich-tooltip-demo';
import richSource from './demos/rich-tooltip-demo.tsx?raw';

export default function TooltipDemos() {
  const { t } = useTranslation();
  const demos = [
    { key: 'placements', source: placementsSource, demo: <PlacementsDemo /> },
    { key: 'behaviours', source: behavioursSource, demo: <BehavioursDemo /> },
    { key: 'rich', source: richSource, demo: <RichTooltipDemo /> },
  ];
  return (
    <>
      {demos.map(({ key, source, demo }) => (
        <DemoBlock
          key={key}
          title={t(`components-showcase.tooltip.${key}.title`)}
          description={t(`components-showcase.tooltip.${key}.description`)}
          source={source}
        >
          {demo}
        </DemoBlock>
      ))}
    </>
  );
}
