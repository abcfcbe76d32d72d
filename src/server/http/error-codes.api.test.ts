import { expect, it } from 'vitest';
import { AccountErrors } from '@/contract/account';
import { CalendarErrors } from '@/contract/calendar';
import { MAX_JSON_BODY_BYTES } from '@/server/http/body-limit';
import { describeApi } from '@/server/testing/api-server';

const hello = {
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Hello',
  message: 'A message of some length.',
};

// One request per kind of refusal, each answered with the one envelope: the English message word for word
// and the stable code (and, for a failed validation, every offending field with its own code).
describeApi('error envelope by status', { env: { CONTACT_RATE_LIMIT: '1' } }, (server) => {
  it('400: a register with bad fields names the first field, its code, and every field with its code', async () => {
    const { status, body } = await server.api.post('/api/account/register', {
      email: 'not-an-email',
      firstName: 'A',
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      message: `email: ${AccountErrors.emailInvalid.message}`,
      code: 'account.email_invalid',
      errors: [
        { path: 'email', message: AccountErrors.emailInvalid.message, code: 'account.email_invalid' },
        {
          path: 'password',
          message: AccountErrors.passwordRequired.message,
          code: 'account.password_required',
        },
        { path: 'firstName', message: AccountErrors.tooShort.message, code: 'account.too_short' },
        {
          path: 'lastName',
          message: AccountErrors.lastNameRequired.message,
          code: 'account.last_name_required',
        },
      ],
    });
  });

  it('400: a calendar event without a title, in a colour not on the palette', async () => {
    const { status, body } = await server.api.post(
      '/api/calendar/events/new',
      { title: '  ', textColor: 'pink', start: '2030-03-01T09:00:00.000Z', end: '2030-03-01T10:00:00.000Z' },
      { token: server.adminToken },
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      message: `title: ${CalendarErrors.titleRequired.message}`,
      code: 'calendar.title_required',
      errors: [
        { path: 'title', message: CalendarErrors.titleRequired.message, code: 'calendar.title_required' },
        { path: 'textColor', message: CalendarErrors.colorInvalid.message, code: 'calendar.color_invalid' },
      ],
    });
  });

  it('400: malformed JSON', async () => {
    const { status, body } = await server.api.raw('POST', '/api/account/login', '{"email": "a@b.example",');
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'Malformed JSON in request body', code: 'request.malformed_json' });
  });

  it('401: no token, and a token that is not one', async () => {
    const missing = await server.api.get('/api/calendar/events');
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ message: 'Authorization token missing', code: 'auth.token_missing' });
    const invalid = await server.api.get('/api/calendar/events', { token: 'not-a-token' });
    expect(invalid.status).toBe(401);
    expect(invalid.body).toEqual({ message: 'Invalid authorization token', code: 'auth.token_invalid' });
  });

  it('403: a member on an admin route', async () => {
    const member = await server.api.registerUser();
    const { status, body } = await server.api.get('/api/user/manage-users', { token: member.token });
    expect(status).toBe(403);
    expect(body).toEqual({ message: 'Permission denied', code: 'auth.permission_denied' });
  });

  it('404: an unknown event, an unknown post and an unknown /api/ path', async () => {
    const event = await server.api.post(
      '/api/calendar/events/delete',
      { eventId: 'no-such-event' },
      { token: server.adminToken },
    );
    expect(event.status).toBe(404);
    expect(event.body).toEqual({ message: 'Event not found', code: 'calendar.event_not_found' });
    const post = await server.api.get('/api/blog/post', {
      token: server.adminToken,
      query: { title: 'no-such-post' },
    });
    expect(post.status).toBe(404);
    expect(post.body).toEqual({ message: 'Post not found', code: 'blog.post_not_found' });
    const path = await server.api.get('/api/no-such-area', { token: server.adminToken });
    expect(path.status).toBe(404);
    expect(path.body).toEqual({ message: 'Not found', code: 'request.not_found' });
  });

  it('413: a JSON body over 1 MiB', async () => {
    expect(MAX_JSON_BODY_BYTES).toBe(1024 * 1024);
    const body = JSON.stringify({ ...hello, message: 'x'.repeat(MAX_JSON_BODY_BYTES) });
    const answer = await server.api.raw('POST', '/api/calendar/events/new', body, {
      token: server.adminToken,
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ message: 'Request body too large', code: 'request.body_too_large' });
  });

  it('415: uploading bytes that are no image', async () => {
    const { status, body } = await server.api.raw('POST', '/api/uploads/images/new', 'just some text', {
      token: server.adminToken,
      headers: { 'content-type': 'image/png' },
    });
    expect(status).toBe(415);
    expect(body).toEqual({
      message: 'Image must be a JPEG, PNG, WebP or GIF file',
      code: 'uploads.image_type_invalid',
    });
  });

  it('429: a second contact message within the window (this server takes one)', async () => {
    expect((await server.api.post('/api/contact', hello)).status).toBe(200);
    const { status, body } = await server.api.post('/api/contact', hello);
    expect(status).toBe(429);
    expect(body).toEqual({
      message: 'Too many messages from your connection. Please try again in a few minutes.',
      code: 'contact.too_many_requests',
    });
  });
});
