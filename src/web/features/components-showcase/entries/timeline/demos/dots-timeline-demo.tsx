import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CardIcon, CartIcon, HomeIcon, TruckIcon } from './timeline-icons';

const events = [
  { key: 'ordered', time: '09:12', color: 'primary', variant: 'filled', Icon: CartIcon },
  { key: 'paid', time: '09:14', color: 'success', variant: 'filled', Icon: CardIcon },
  { key: 'shipped', time: '14:30', color: 'warning', variant: 'outlined', Icon: TruckIcon },
  { key: 'delivered', time: '—', color: 'grey', variant: 'outlined', Icon: HomeIcon },
] as const;

/** Opposite content (the time) across the line, dots in the theme's colours, filled or outlined, with icons. */
export function DotsTimelineDemo() {
  const { t } = useTranslation();
  return (
    <Timeline position="alternate">
      {events.map(({ key, time, color, variant, Icon }, index) => (
        <TimelineItem key={key}>
          <TimelineOppositeContent sx={{ m: 'auto 0', color: 'text.secondary' }} variant="body2">
            {time}
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineConnector sx={{ visibility: index === 0 ? 'hidden' : undefined }} />
            <TimelineDot color={color} variant={variant}>
              <Icon fontSize="small" />
            </TimelineDot>
            <TimelineConnector sx={{ visibility: index === events.length - 1 ? 'hidden' : undefined }} />
          </TimelineSeparator>
          <TimelineContent sx={{ py: 1.5 }}>
            <Typography variant="subtitle2" component="h3">
              {t(`components-showcase.timeline.dots.events.${key}.title`)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t(`components-showcase.timeline.dots.events.${key}.text`)}
            </Typography>
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
