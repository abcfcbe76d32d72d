import { alpha, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/** FullCalendar in the app's theme: its CSS variables from the palette, type from the typography. */
export function calendarStyles(theme: Theme): SystemStyleObject<Theme> {
  const divider = theme.palette.divider;
  return {
    width: 1,
    '--fc-border-color': divider,
    '--fc-page-bg-color': theme.palette.background.paper,
    '--fc-neutral-bg-color': theme.palette.action.hover,
    '--fc-list-event-hover-bg-color': theme.palette.action.hover,
    '--fc-today-bg-color': alpha(theme.palette.primary.main, 0.08),
    '--fc-highlight-color': alpha(theme.palette.primary.main, 0.16),
    '--fc-now-indicator-color': theme.palette.error.main,
    '--fc-event-border-color': 'transparent',
    '& .fc': { fontFamily: theme.typography.fontFamily, fontSize: theme.typography.body2.fontSize },
    '& .fc .fc-col-header-cell-cushion, & .fc .fc-daygrid-day-number, & .fc .fc-list-day-text, & .fc .fc-list-day-side-text':
      { color: theme.palette.text.primary, textDecoration: 'none', fontWeight: 600 },
    '& .fc .fc-col-header-cell': { py: 1, typography: 'subtitle2', bgcolor: theme.palette.action.hover },
    '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1, '& .fc-daygrid-day-number': { color: theme.palette.text.secondary } },
    '& .fc .fc-timegrid-slot-label-cushion, & .fc .fc-timegrid-axis-cushion, & .fc .fc-list-event-time': {
      color: theme.palette.text.secondary,
    },
    '& .fc .fc-event': { borderRadius: 0.75, px: 0.5, fontWeight: 600, cursor: 'pointer' },
    // A soft tint with its colour as a bar along the start edge (event-colors.ts).
    '& .fc .fc-daygrid-block-event, & .fc .fc-timegrid-event': { borderWidth: 0, borderInlineStartWidth: 3 },
    // Focused or hovered, a block shows its whole title.
    '& .fc .fc-event:is(:hover, :focus-visible) .fc-event-title': { whiteSpace: 'normal', overflow: 'visible' },
    '& .fc .fc-event:focus-visible': { outline: `2px solid ${theme.palette.text.primary}`, outlineOffset: 1 },
    '& .fc .fc-list-event-title a, & .fc .fc-list-event-title': { color: theme.palette.text.primary },
    '& .fc .fc-list-empty': { bgcolor: 'transparent', color: theme.palette.text.secondary },
    '& .fc .fc-daygrid-more-link': { color: theme.palette.text.primary },
    '& .fc-theme-standard .fc-scrollgrid': { borderInlineStart: 0, borderInlineEnd: 0 },
  };
}
