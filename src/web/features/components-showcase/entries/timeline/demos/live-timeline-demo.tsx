import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem, { timelineItemClasses } from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from '@/web/components/action-icons';

const kinds = ['build', 'test', 'deploy'] as const;
const kindColor = { build: 'info', test: 'warning', deploy: 'success' } as const;

interface DeployEvent {
  id: number;
  kind: (typeof kinds)[number];
}

/** A button adds the next event to the top; with no opposite content the line sits at the start. */
export function LiveTimelineDemo() {
  const { t } = useTranslation();
  const [events, setEvents] = useState<DeployEvent[]>([{ id: 1, kind: 'build' }]);
  const addEvent = () =>
    setEvents((current) => [
      { id: current.length + 1, kind: kinds[current.length % kinds.length]! },
      ...current,
    ]);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<PlusIcon />} onClick={addEvent}>
          {t('components-showcase.timeline.live.add')}
        </Button>
        <Typography data-testid="event-count">
          {t('components-showcase.timeline.live.count', { count: events.length })}
        </Typography>
      </Stack>
      <Timeline
        sx={{ p: 0, m: 0, [`& .${timelineItemClasses.root}:before`]: { flex: 0, p: 0 } }}
        aria-live="polite"
      >
        {events.map(({ id, kind }, index) => (
          <TimelineItem key={id}>
            <TimelineSeparator>
              <TimelineDot color={kindColor[kind]} variant={index === 0 ? 'filled' : 'outlined'} />
              {index < events.length - 1 && <TimelineConnector />}
            </TimelineSeparator>
            <TimelineContent data-testid="live-event">
              {t(`components-showcase.timeline.live.kinds.${kind}`, { id })}
            </TimelineContent>
          </TimelineItem>
        ))}
      </Timeline>
    </Stack>
  );
}
