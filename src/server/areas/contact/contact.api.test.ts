import { expect, it } from 'vitest';
import { ContactMessage, ContactValidation } from '@/contract/contact';
import { ErrorMessage } from '@/contract/errors';
import type { Mail } from '@/contract/mail';
import { describeApi } from '@/server/testing/api-server';

const hello = {
  name: 'Jonas Weber',
  email: 'jonas.weber@example.com',
  subject: 'Hosting our spring summit',
  message: 'Hi Saskia,\n\nwe would love you to host our summit in May. <b>Are you free?</b>',
};

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const booking = {
  packageId: 'conference',
  mode: 'event',
  name: 'Amélie Laurent',
  email: 'amelie@example.org',
  phone: '+33 1 23 45 67 89',
  company: 'Maison Laurent',
  address: '12 rue des Fleurs',
  postalCode: '75004',
  city: 'Paris',
  country: 'France',
  eventDate: inDays(90),
  eventCity: 'Lyon',
  notes: 'Bilingual host wanted, French and English.',
  acceptTerms: true,
};

describeApi('contact API', { env: { CONTACT_RATE_LIMIT: '100' } }, (server) => {
  const inbox = async (): Promise<Mail[]> => {
    const { status, body } = await server.api.get('/api/mail/mails', {
      token: server.adminToken,
      query: { systemLabel: 'inbox' },
    });
    expect(status).toBe(200);
    return body.mails;
  };

  it("stores a Say Hello message and delivers it to the admin's inbox, unread, from the visitor", async () => {
    const before = await inbox();
    const { status, body } = await server.api.post('/api/contact', hello);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toEqual({ message: ContactMessage.received, receivedAt: expect.any(String) });

    const mails = await inbox();
    expect(mails).toHaveLength(before.length + 1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({
      subject: 'Say Hello: Hosting our spring summit',
      isUnread: true,
      from: { name: hello.name, email: hello.email },
      folder: 'inbox',
    });
    expect(mail.createdAt).toBe(body.receivedAt);
    // The visitor's text arrives as text: markup is escaped, paragraphs kept.
    expect(mail.message).toContain('<p>Hi Saskia,</p>');
    expect(mail.message).toContain('&#60;b&#62;Are you free?&#60;/b&#62;');
    expect(mail.message).not.toContain('<b>');
  });

  it('answers 400 naming the first bad field, and delivers nothing', async () => {
    const count = (await inbox()).length;
    for (const [change, message] of [
      [{ name: '  ' }, `name: ${ContactValidation.nameRequired}`],
      [{ email: 'not-an-email' }, `email: ${ContactValidation.emailInvalid}`],
      [{ email: '' }, `email: ${ContactValidation.emailRequired}`],
      [{ subject: undefined }, `subject: ${ContactValidation.subjectRequired}`],
      [{ message: 'Too short' }, `message: ${ContactValidation.messageTooShort}`],
      [{ message: 'x'.repeat(5001) }, `message: ${ContactValidation.tooLong}`],
    ] as const) {
      const { status, body } = await server.api.post('/api/contact', { ...hello, ...change });
      expect(status, JSON.stringify(change)).toBe(400);
      expect(body.message).toBe(message);
    }
    expect(
      (
        await server.api.raw('POST', '/api/contact', '{"name":', {
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400);
    expect((await inbox()).length).toBe(count);
  });

  it('answers a bot that fills the honeypot like anyone else, but keeps nothing', async () => {
    const count = (await inbox()).length;
    const { status, body } = await server.api.post('/api/contact', {
      ...hello,
      website: 'https://spam.example',
    });
    expect(status).toBe(200);
    expect(body.message).toBe(ContactMessage.received);
    expect((await inbox()).length).toBe(count);
  });

  it('refuses a body over 32 KiB with 413 before reading it', async () => {
    const big = JSON.stringify({ ...hello, message: 'a'.repeat(40 * 1024) });
    const { status, body } = await server.api.raw('POST', '/api/contact', big, {
      headers: { 'content-type': 'application/json' },
    });
    expect(status).toBe(413);
    expect(body).toEqual({ message: ErrorMessage.bodyTooLarge, code: 'request.body_too_large' });
    // The same route still answers on the next request.
    expect((await server.api.post('/api/contact', hello)).status).toBe(200);
  });

  it('stores a booking request and delivers it with its package, date, address and notes', async () => {
    const { status, body } = await server.api.post('/api/contact/booking', booking);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toEqual({ message: ContactMessage.bookingReceived, receivedAt: expect.any(String) });
    const mail = (await inbox())[0]!;
    expect(mail).toMatchObject({
      subject: `Booking request: Conference host on ${booking.eventDate}`,
      isUnread: true,
      from: { name: booking.name, email: booking.email },
    });
    for (const text of [
      '<strong>Package:</strong> Conference host (single event)',
      `<strong>Event date:</strong> ${booking.eventDate}`,
      '<strong>Event city:</strong> Lyon',
      '<strong>Billing address:</strong> 12 rue des Fleurs, 75004 Paris, France',
      '<p>Bilingual host wanted, French and English.</p>',
    ]) {
      expect(mail.message).toContain(text);
    }
  });

  it('validates a booking: package, a future date, the billing address and the accepted terms', async () => {
    for (const [change, message] of [
      [{ packageId: 'wedding' }, `packageId: ${ContactValidation.packageRequired}`],
      [{ eventDate: inDays(-1) }, `eventDate: ${ContactValidation.eventDateInPast}`],
      [{ eventDate: '' }, `eventDate: ${ContactValidation.eventDateRequired}`],
      [{ eventDate: '2030-02-31x' }, `eventDate: ${ContactValidation.eventDateRequired}`],
      [{ address: '' }, `address: ${ContactValidation.addressRequired}`],
      [{ country: undefined }, `country: ${ContactValidation.countryRequired}`],
      [{ acceptTerms: false }, `acceptTerms: ${ContactValidation.termsRequired}`],
    ] as const) {
      const { status, body } = await server.api.post('/api/contact/booking', { ...booking, ...change });
      expect(status, JSON.stringify(change)).toBe(400);
      expect(body.message).toBe(message);
    }
  });
});

describeApi('contact rate limit', { env: { CONTACT_RATE_LIMIT: '3' }, signIn: false }, (server) => {
  it('lets a client send 3 requests per window, contact and booking together, then answers 429 with Retry-After', async () => {
    expect((await server.api.post('/api/contact', hello)).status).toBe(200);
    expect((await server.api.post('/api/contact/booking', booking)).status).toBe(200);
    // Invalid requests count too.
    expect((await server.api.post('/api/contact', { ...hello, email: 'x' })).status).toBe(400);
    for (const path of ['/api/contact', '/api/contact/booking']) {
      const { status, body, headers } = await server.api.post(
        path,
        path === '/api/contact' ? hello : booking,
      );
      expect(status).toBe(429);
      expect(body).toEqual({ message: ContactMessage.tooManyRequests, code: 'contact.too_many_requests' });
      const retryAfter = Number(headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(500);
      expect(retryAfter).toBeLessThanOrEqual(600);
    }
    // Other API areas are not limited.
    expect((await server.api.get('/api/health')).status).toBe(200);
  });
});
