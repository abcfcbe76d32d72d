import { bookingPackageNames, type BookingPackageId } from '@/contract/contact';
import { toJson } from '@/server/db/columns';
import { batches } from '@/server/db/query-helpers';
import type { SeedContext } from '@/server/db/seed/seed-context';
import type { ContactRequestsTable } from './tables';

/** A year of requests from the public site, so the dashboards' request figures have a shape on the first start. */
export const SEEDED_REQUEST_DAYS = 365;

const packages: { weight: number; value: BookingPackageId }[] = [
  { weight: 5, value: 'moderation' },
  { weight: 4, value: 'conference' },
  { weight: 2, value: 'gala' },
];
const topics = [
  'Podcast guest spot',
  'Question about your workshop',
  'Interview request',
  'Hello from a former colleague',
  'Panel in the autumn',
  'Media kit',
];
const cities = ['Berlin', 'Hamburg', 'Munich', 'Vienna', 'Zurich', 'Cologne', 'Paris', 'Amsterdam'];

/**
 * Say Hello messages and booking requests of the past year (about two a week each, more towards today). They are
 * history from before the seeded inbox: stored as requests, not delivered again as mails (mail_id null), so the
 * admin's inbox keeps its own seeded mails. Requests of today on come from the real forms.
 */
export async function seedContactRequests(ctx: SeedContext): Promise<void> {
  const faker = ctx.faker('contact-requests');
  const rows: ContactRequestsTable[] = [];
  for (let daysAgo = SEEDED_REQUEST_DAYS; daysAgo >= 1; daysAgo -= 1) {
    const day = new Date(ctx.now.getTime() - daysAgo * 86_400_000);
    const growth = 0.5 + (1 - daysAgo / SEEDED_REQUEST_DAYS);
    for (const kind of ['contact', 'booking'] as const) {
      const count = Math.floor(0.3 * growth + faker.number.float({ min: 0, max: 1 }) ** 2);
      for (let n = 0; n < count; n += 1) {
        const name = faker.person.fullName();
        const email = faker.internet
          .email({ firstName: name.split(' ')[0], provider: 'example.com' })
          .toLowerCase();
        const createdAt = new Date(
          day.getTime() + faker.number.int({ min: 0, max: 86_399 }) * 1000,
        ).toISOString();
        if (kind === 'contact') {
          rows.push({
            id: faker.string.uuid(),
            kind,
            name,
            email,
            subject: `Say Hello: ${faker.helpers.arrayElement(topics)}`,
            message: faker.lorem.sentences({ min: 2, max: 4 }),
            details: '{}',
            package_id: null,
            mail_id: null,
            created_at: createdAt,
          });
          continue;
        }
        const packageId = faker.helpers.weightedArrayElement(packages);
        const eventDate = new Date(day.getTime() + faker.number.int({ min: 30, max: 200 }) * 86_400_000)
          .toISOString()
          .slice(0, 10);
        const eventCity = faker.helpers.arrayElement(cities);
        rows.push({
          id: faker.string.uuid(),
          kind,
          name,
          email,
          subject: `Booking request: ${bookingPackageNames[packageId]} on ${eventDate}`,
          message: 'No notes.',
          details: toJson({
            Package: `${bookingPackageNames[packageId]} (single event)`,
            'Event date': eventDate,
            'Event city': eventCity,
          }),
          package_id: packageId,
          mail_id: null,
          created_at: createdAt,
        });
      }
    }
  }
  for (const batch of batches(rows, 200)) await ctx.db.insertInto('contact_requests').values(batch).execute();
}
