import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { DotsTimelineDemo } from './demos/dots-timeline-demo';
import dotsSource from './demos/dots-timeline-demo.tsx?raw';
import { LiveTimelineDemo } from './demos/live-timeline-demo';
import liveSource from './demos/live-timeline-demo.tsx?raw';
import { PositionsTimelineDemo } from './demos/positions-timeline-demo';
import positionsSource from './demos/positions-timeline-demo.tsx?raw';

export default function TimelineDemos() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock
        title={t('components-showcase.timeline.positions.title')}
        description={t('components-showcase.timeline.positions.description')}
        source={positionsSource}
      >
        <PositionsTimelineDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.timeline.dots.title')}
        description={t('components-showcase.timeline.dots.description')}
        source={dotsSource}
      >
        <DotsTimelineDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.timeline.live.title')}
        description={t('components-showcase.timeline.live.description')}
        source={liveSource}
      >
        <LiveTimelineDemo />
      </DemoBlock>
    </>
  );
}
