import type { Flag } from '@/server/db/columns';

/** One row per calendar event; the calendar is shared by the whole workspace. */
export interface CalendarEventsTable {
  id: string;
  title: string;
  description: string;
  /** One of the palette colours of the contract. */
  text_color: string;
  all_day: Flag;
  /** UTC ISO text (normalised by the contract), so text order is time order. */
  start_at: string;
  end_at: string;
  created_at: string;
  updated_at: string;
  /** The account that created the event; null once it is deleted (then only admins change the event). */
  created_by: string | null;
}

export interface CalendarTables {
  calendar_events: CalendarEventsTable;
}
