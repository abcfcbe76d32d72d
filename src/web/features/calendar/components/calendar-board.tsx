import type { DateSelectArg, DayCellMountArg, EventClickArg, EventInput } from '@fullcalendar/core';
import deLocale from '@fullcalendar/core/locales/de';
import frLocale from '@fullcalendar/core/locales/fr';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import Box from '@mui/material/Box';
import { useTheme, type Theme } from '@mui/material/styles';
import type { EventDropArg } from '@fullcalendar/core';
import { useMemo, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent, CalendarEventPatch } from '@/contract/calendar';
import { calendarStyles } from './calendar-styles';
import { eventColors } from './event-colors';
import type { SelectedRange } from './event-form-schema';
import type { CalendarView } from './calendar-toolbar';

const plugins = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
const locales = [deLocale, frLocale];
export const TEMP_EVENT_PREFIX = 'temp-';

function toEventInput(event: CalendarEvent, mayChange: boolean, theme: Theme): EventInput {
  const colors = eventColors(event.textColor, theme.palette.mode, theme.palette.background.paper);
  return {
    id: event.id,
    title: event.title,
    start: event.start,
    end: event.end,
    allDay: event.allDay,
    backgroundColor: colors.background,
    borderColor: colors.accent,
    textColor: colors.text,
    // Not yet stored: it cannot be dragged until the server has given it its id. Another's event (unless
    // the user is an admin) cannot be dragged or resized at all.
    editable: mayChange && !event.id.startsWith(TEMP_EVENT_PREFIX),
  };
}

/**
 * A month cell is a gridcell that FullCalendar 6 names (aria-labelledby) by its day number's label alone, the date,
 * while the cell also shows that day's events: a name that leaves out text the cell shows (WCAG 2.5.3 Label in
 * Name), and a screen reader on the cell hears the date but not the events. Without it the cell is named by its
 * content, as the rule wants: the day number (still labelled with the full date) and its events. FullCalendar
 * keeps the element and its attributes across renders of the same day, so this is done once per cell.
 */
function nameDayCellByContent({ el }: DayCellMountArg) {
  el.removeAttribute('aria-labelledby');
}

interface CalendarBoardProps {
  calendarRef: RefObject<FullCalendar | null>;
  events: CalendarEvent[];
  initialView: CalendarView;
  isPhone: boolean;
  onTitleChange(title: string): void;
  onSelectRange(range: SelectedRange): void;
  onSelectEvent(event: CalendarEvent): void;
  onMoveEvent(event: CalendarEvent, patch: CalendarEventPatch): void;
  /** Whether the signed-in user may change (move, resize) this event. */
  mayChange(event: CalendarEvent): boolean;
}

/** FullCalendar in month, week, day and agenda views; selecting, clicking, dragging and resizing events. */
export function CalendarBoard(props: CalendarBoardProps) {
  const { calendarRef, events, initialView, isPhone, onTitleChange, onSelectRange, onSelectEvent, onMoveEvent, mayChange } = props;
  const theme = useTheme();
  const { i18n } = useTranslation();
  const inputs = useMemo(() => events.map((event) => toEventInput(event, mayChange(event), theme)), [events, mayChange, theme]);
  const byId = (id: string) => events.find((event) => event.id === id);

  const moved = (info: EventDropArg | EventResizeDoneArg) => {
    const event = byId(info.event.id);
    const start = info.event.start;
    if (!event || !start || !mayChange(event)) return info.revert();
    onMoveEvent(event, {
      start: start.toISOString(),
      end: (info.event.end ?? start).toISOString(),
      allDay: info.event.allDay,
    });
  };

  return (
    <Box sx={calendarStyles(theme)}>
      <FullCalendar
        ref={calendarRef}
        plugins={plugins}
        initialView={initialView}
        headerToolbar={false}
        events={inputs}
        locales={locales}
        locale={i18n.language.slice(0, 2)}
        direction={theme.direction}
        height={isPhone ? 'auto' : 720}
        editable
        selectable
        eventResizableFromStart
        eventInteractive
        dayMaxEventRows={3}
        eventDisplay="block"
        nowIndicator
        datesSet={(info) => onTitleChange(info.view.title)}
        dayCellDidMount={nameDayCellByContent}
        eventDidMount={({ el, event }) => {
          // The whole title on hover, also where the block cuts it short.
          el.title = event.title;
        }}
        select={(info: DateSelectArg) => onSelectRange({ start: info.start, end: info.end, allDay: info.allDay })}
        eventClick={(info: EventClickArg) => {
          info.jsEvent.preventDefault();
          const event = byId(info.event.id);
          if (event) onSelectEvent(event);
        }}
        eventDrop={moved}
        eventResize={moved}
      />
    </Box>
  );
}
