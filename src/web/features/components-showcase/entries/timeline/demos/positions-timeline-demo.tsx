import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const positions = ['right', 'left', 'alternate', 'alternate-reverse'] as const;
type Position = (typeof positions)[number];
const steps = ['signup', 'profile', 'firstPost', 'follower'] as const;

/** The same events with their text on the right, the left, or alternating sides (mirrored in right-to-left). */
export function PositionsTimelineDemo() {
  const { t } = useTranslation();
  const [position, setPosition] = useState<Position>('right');
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={position}
        onChange={(_, value: Position | null) => value && setPosition(value)}
        aria-label={t('components-showcase.timeline.positions.position')}
        sx={{ flexWrap: 'wrap', alignSelf: 'flex-start' }}
      >
        {positions.map((value) => (
          <ToggleButton key={value} value={value}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Timeline position={position} data-testid="positions-timeline" data-position={position}>
        {steps.map((step, index) => (
          <TimelineItem key={step}>
            <TimelineSeparator>
              <TimelineDot />
              {index < steps.length - 1 && <TimelineConnector />}
            </TimelineSeparator>
            <TimelineContent>{t(`components-showcase.timeline.positions.steps.${step}`)}</TimelineContent>
          </TimelineItem>
        ))}
      </Timeline>
    </Stack>
  );
}
