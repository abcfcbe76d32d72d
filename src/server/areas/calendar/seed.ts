import type { CalendarEventColor } from '@/contract/calendar';
import type { SeedContext } from '@/server/db/seed/seed-context';
import { insertCalendarEvent } from './calendar-store';

interface SeedEvent {
  title: string;
  description: string;
  textColor: CalendarEventColor;
  /** Days from the seeding day (negative: before it). */
  day: number;
  /** Start and end hours (UTC) on that day; all-day events span whole days instead. */
  hours?: [number, number];
  /** Whole days an all-day event covers. */
  days?: number;
}

/** The presenter's diary around the seeding day (9 events), kept by the admin (the demo account). */
const diary: SeedEvent[] = [
  {
    title: 'Rehearsal: Spring Media Awards',
    description:
      'Full run-through with the floor manager, autocue check and walk-through of the winners’ entrances.',
    textColor: '#00AB55',
    day: -3,
    hours: [9, 12],
  },
  {
    title: 'Voice coaching',
    description: 'Breathing and projection session ahead of the live broadcast; bring the opening monologue.',
    textColor: '#94D82D',
    day: -1,
    hours: [16, 17],
  },
  {
    title: 'Live show: Evening Edition',
    description:
      'Studio 2, make-up at 16:30, on air at 18:00. Guests: the festival director and two debut authors.',
    textColor: '#FF4842',
    day: 0,
    hours: [18, 20],
  },
  {
    title: 'Press interview: Culture Weekly',
    description:
      'Forty-minute interview about the new season, followed by a short photo session in the lobby.',
    textColor: '#04297A',
    day: 1,
    hours: [11, 12],
  },
  {
    title: 'Travel day: Berlin to Vienna',
    description: 'Morning train, hotel check-in near the congress centre, dinner with the organisers.',
    textColor: '#FFC107',
    day: 2,
    days: 1,
  },
  {
    title: 'Panel moderation: The Future of Public Broadcasting',
    description: 'Moderating four panellists for 75 minutes, including ten minutes of audience questions.',
    textColor: '#1890FF',
    day: 3,
    hours: [14, 16],
  },
  {
    title: 'Contract call with the agency',
    description: 'Renewal terms for the autumn season: fees, exclusivity window and travel allowance.',
    textColor: '#7A0C2E',
    day: 5,
    hours: [10, 11],
  },
  {
    title: 'Sponsor read recording',
    description: 'Record three 30-second reads for the podcast sponsor; scripts approved by the brand team.',
    textColor: '#00AB55',
    day: 6,
    hours: [13, 15],
  },
  {
    title: 'Hosting: Riverside Film Festival weekend',
    description: 'Opening night, two award blocks and the closing gala; wardrobe fittings on site.',
    textColor: '#FF4842',
    day: 9,
    days: 2,
  },
];

export async function seedCalendar(ctx: SeedContext): Promise<void> {
  const faker = ctx.faker('calendar');
  const at = (day: number, hour: number) => {
    const date = new Date(day < 0 ? ctx.ago(-day, 'days') : ctx.ahead(day, 'days'));
    date.setUTCHours(hour, 0, 0, 0);
    return date.toISOString();
  };
  for (const event of diary) {
    const { title, description, textColor, day, hours } = event;
    // All-day events end at midnight after their last day (exclusive end, as calendars read it).
    const start = at(day, hours ? hours[0] : 0);
    const end = hours ? at(day, hours[1]) : at(day + (event.days ?? 1), 0);
    const id = faker.string.uuid();
    await insertCalendarEvent(
      ctx.db,
      { id, title, description, textColor, allDay: !hours, start, end },
      ctx.adminId,
      ctx.now,
    );
  }
}
