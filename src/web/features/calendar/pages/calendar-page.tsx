import type FullCalendar from '@fullcalendar/react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { addHours, startOfHour } from 'date-fns';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mayChangeCalendarEvent, type CalendarEvent, type NewCalendarEvent } from '@/contract/calendar';
import { Page } from '@/web/components/page';
import { useCreateCalendarEvent } from '@/web/features/calendar/api/create-calendar-event';
import { useDeleteCalendarEvent } from '@/web/features/calendar/api/delete-calendar-event';
import { useCalendarEvents } from '@/web/features/calendar/api/get-calendar-events';
import { useUpdateCalendarEvent } from '@/web/features/calendar/api/update-calendar-event';
import { CalendarBoard, TEMP_EVENT_PREFIX } from '@/web/features/calendar/components/calendar-board';
import { CalendarEventDialog } from '@/web/features/calendar/components/calendar-event-dialog';
import { PlusIcon } from '@/web/features/calendar/components/calendar-icons';
import { CalendarToolbar, type CalendarView } from '@/web/features/calendar/components/calendar-toolbar';
import type { SelectedRange } from '@/web/features/calendar/components/event-form-schema';
import { useAuth } from '@/web/lib/session/auth-store';

/** What the dialog shows (selectedEventId / selectedRange); null: closed. */
type Selection = { event: CalendarEvent | null; range: SelectedRange | null } | null;

/** /dashboard/calendar: the workspace calendar; every change is saved at once. */
export default function CalendarPage() {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const calendarRef = useRef<FullCalendar>(null);
  const [view, setView] = useState<CalendarView>(isPhone ? 'listWeek' : 'dayGridMonth');
  const [title, setTitle] = useState('');
  const [selection, setSelection] = useState<Selection>(null);
  const { data: events = [] } = useCalendarEvents();
  const createEvent = useCreateCalendarEvent();
  const updateEvent = useUpdateCalendarEvent();
  const deleteEvent = useDeleteCalendarEvent();
  const calendar = () => calendarRef.current?.getApi();
  const user = useAuth((state) => state.user);
  // Anyone signed in adds events; only an event's creator or an admin changes or deletes it.
  const mayChange = useCallback((event: CalendarEvent) => (user ? mayChangeCalendarEvent(event, user) : false), [user]);

  const close = () => {
    setSelection(null);
    calendar()?.unselect();
  };
  const save = (values: NewCalendarEvent) => {
    if (selection?.event && !mayChange(selection.event)) return close();
    if (selection?.event) updateEvent.mutate({ event: selection.event, patch: values });
    else createEvent.mutate({ event: values, tempId: `${TEMP_EVENT_PREFIX}${crypto.randomUUID()}` });
    close();
  };
  const remove = (event: CalendarEvent) => {
    deleteEvent.mutate(event.id);
    close();
  };
  const changeView = (next: CalendarView) => {
    setView(next);
    calendar()?.changeView(next);
  };
  const newEvent = () => {
    const start = addHours(startOfHour(new Date()), 1);
    setSelection({ event: null, range: { start, end: addHours(start, 1), allDay: false } });
  };

  return (
    <Page title={t('titles.calendar')}>
      <Stack direction="row" sx={{ mb: { xs: 3, md: 5 }, alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h4" component="h1">
          {t('calendar.heading')}
        </Typography>
        <Button variant="contained" startIcon={<PlusIcon />} onClick={newEvent}>
          {t('calendar.newEvent')}
        </Button>
      </Stack>
      <Card>
        <CalendarToolbar
          view={view}
          title={title}
          onViewChange={changeView}
          onPrevious={() => calendar()?.prev()}
          onNext={() => calendar()?.next()}
          onToday={() => calendar()?.today()}
        />
        <CalendarBoard
          calendarRef={calendarRef}
          events={events}
          initialView={view}
          isPhone={isPhone}
          onTitleChange={setTitle}
          onSelectRange={(range) => setSelection({ event: null, range })}
          onSelectEvent={(event) => setSelection({ event, range: null })}
          onMoveEvent={(event, patch) => updateEvent.mutate({ event, patch })}
          mayChange={mayChange}
        />
      </Card>
      {selection && (
        <CalendarEventDialog
          event={selection.event}
          range={selection.range}
          readOnly={selection.event !== null && !mayChange(selection.event)}
          onClose={close}
          onSave={save}
          onDelete={remove}
        />
      )}
    </Page>
  );
}
