import type { DateSelectArg, EventClickArg, EventInput } from '@fullcalendar/core';
import deLocale from '@fullcalendar/core/locales/de';
import frLocale from '@fullcalendar/core/locales/fr';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import Box from '@mui/material/Box';
import { getContrastRatio, useTheme } from '@mui/material/styles';
import type { EventDropArg } from '@fullcalendar/core';
import { useMemo, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent, CalendarEventPatch } from '@/contract/calendar';
import { calendarStyles } from './calendar-styles';
import type { SelectedRange } from './event-form-schema';
import type { CalendarView } from './calendar-toolbar';

const plugins = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
const locales = [deLocale, frLocale];
export const TEMP_EVENT_PREFIX = 'temp-';

/** Black or white, whichever reads better on the event's colour (WCAG contrast). */
const readableOn = (color: string) => (getContrastRatio(color, '#000') >= getContrastRatio(color, '#fff') ? '#000' : '#fff');

function toEventInput(event: CalendarEvent): EventInput {
  return {
    id: event.id,
    title: event.title,
    start: event.start,
    end: event.end,
    allDay: event.allDay,
    backgroundColor: event.textColor,
    borderColor: event.textColor,
    textColor: readableOn(event.textColor),
    // Not yet stored: it cannot be dragged until the server has given it its id.
    editable: !event.id.startsWith(TEMP_EVENT_PREFIX),
  };
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
}

/** FullCalendar in month, week, day and agenda views; selecting, clicking, dragging and resizing events. */
export function CalendarBoard(props: CalendarBoardProps) {
  const { calendarRef, events, initialView, isPhone, onTitleChange, onSelectRange, onSelectEvent, onMoveEvent } = props;
  const theme = useTheme();
  const { i18n } = useTranslation();
  const inputs = useMemo(() => events.map(toEventInput), [events]);
  const byId = (id: string) => events.find((event) => event.id === id);

  const moved = (info: EventDropArg | EventResizeDoneArg) => {
    const event = byId(info.event.id);
    const start = info.event.start;
    if (!event || !start) return info.revert();
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
