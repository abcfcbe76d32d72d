import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ChevronEndIcon, ChevronStartIcon } from './calendar-icons';

export const calendarViews = ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listWeek'] as const;
export type CalendarView = (typeof calendarViews)[number];

interface CalendarToolbarProps {
  view: CalendarView;
  title: string;
  onViewChange(view: CalendarView): void;
  onPrevious(): void;
  onNext(): void;
  onToday(): void;
}

/** View switch, previous / current range / next, and today; wraps onto two rows on a phone. */
export function CalendarToolbar({ view, title, onViewChange, onPrevious, onNext, onToday }: CalendarToolbarProps) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      sx={{ p: 2.5, paddingInlineEnd: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', rowGap: 1.5, columnGap: 1 }}
    >
      <TextField
        select
        size="small"
        label={t('calendar.view')}
        value={view}
        onChange={(event) => onViewChange(event.target.value as CalendarView)}
        sx={{ minWidth: 140 }}
      >
        {calendarViews.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`calendar.views.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, order: { xs: 3, sm: 0 }, width: { xs: 1, sm: 'auto' }, justifyContent: 'center' }}>
        <IconButton aria-label={t('calendar.previous')} onClick={onPrevious}>
          <ChevronStartIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
        </IconButton>
        <Typography component="h2" variant="h6" aria-live="polite" sx={{ minWidth: 0, textAlign: 'center' }}>
          {title}
        </Typography>
        <IconButton aria-label={t('calendar.next')} onClick={onNext}>
          <ChevronEndIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
        </IconButton>
      </Stack>
      <Button size="small" color="inherit" variant="outlined" onClick={onToday}>
        {t('calendar.today')}
      </Button>
    </Stack>
  );
}
