import { contactApi } from '@/contract/api';
import { bookingPackageNames, ContactMessage, ContactRule, ContactErrors } from '@/contract/contact';
import { errorBody } from '@/contract/errors';
import type { AppDeps } from '@/server/app-deps';
import { limitBody } from '@/server/http/body-limit';
import { rateLimit } from '@/server/http/rate-limit';
import { createRouter } from '@/server/http/router';
import { receiveRequest, type IncomingRequest } from './contact-store';

/**
 * Public write routes, so they carry their own guards: a small body cap (tighter than the app's 1 MB
 * one), a per-client window counter, and a honeypot field that bots fill and people never see.
 */
export function contactRoutes({ database, clock, config }: AppDeps) {
  const { db } = database;
  const router = createRouter();
  router.use('/api/contact/*', limitBody(ContactRule.maxBodyBytes));
  router.use(
    '/api/contact/*',
    rateLimit({
      shared: { database, name: 'contact' },
      limit: config.contactRateLimit,
      windowMs: ContactRule.windowMs,
      onLimited: (c) => c.json(errorBody(ContactErrors.tooManyRequests), 429),
    }),
  );

  /** Answers like a delivery whether or not it was a bot, so bots learn nothing from the answer. */
  const receive = async (
    website: string | undefined,
    request: IncomingRequest,
    log: { info: (o: object, m: string) => void },
  ) => {
    const now = clock();
    if (website?.trim()) log.info({ kind: request.kind }, 'contact request dropped: honeypot filled');
    else await receiveRequest(db, request, config.adminEmail, now);
    return now.toISOString();
  };

  router.openapi(contactApi.contact, async (c) => {
    const { website, name, email, subject, message } = c.req.valid('json');
    const receivedAt = await receive(
      website,
      { kind: 'contact', name, email, subject: `Say Hello: ${subject}`, message },
      c.get('log'),
    );
    return c.json({ message: ContactMessage.received, receivedAt }, 200);
  });

  router.openapi(contactApi.booking, async (c) => {
    const { website, name, email, notes, packageId, mode, ...rest } = c.req.valid('json');
    const packageName = bookingPackageNames[packageId];
    const details: [string, string][] = [
      ['Package', `${packageName} (${mode === 'series' ? 'event series, 3+ dates' : 'single event'})`],
      ['Event date', rest.eventDate],
      ['Event city', rest.eventCity],
      ['Phone', rest.phone || '-'],
      ['Company', rest.company || '-'],
      ['Billing address', `${rest.address}, ${rest.postalCode} ${rest.city}, ${rest.country}`],
    ];
    const request: IncomingRequest = {
      kind: 'booking',
      name,
      email,
      subject: `Booking request: ${packageName} on ${rest.eventDate}`,
      message: notes?.trim() || 'No notes.',
      details,
      packageId,
    };
    const receivedAt = await receive(website, request, c.get('log'));
    return c.json({ message: ContactMessage.bookingReceived, receivedAt }, 200);
  });

  return router;
}
