// Checked by `npm run typecheck` (never run): the client's types come from the contract's route definitions,
// so a wrong path, a wrong body or a field the answer does not have fails the type check.
import type { HttpClient } from './http-client';

declare const api: HttpClient;

export async function typedCalls() {
  const { event } = await api.post('/api/calendar/events/new', { title: 'Rehearsal', start: 0, end: 1 });
  event.title satisfies string;
  // @ts-expect-error the answer has no such field
  void event.heading;

  const page = await api.get('/api/blog/posts', { index: 0, step: 11, sortBy: 'latest' });
  page.maxLength satisfies number;

  // @ts-expect-error no such path
  await api.get('/api/blog/nope');
  // @ts-expect-error a POST path is not a GET
  await api.get('/api/calendar/events/new');
  // @ts-expect-error the body misses the required fields
  await api.post('/api/account/login', { email: 'a@b.example' });
  // @ts-expect-error an unknown sort order
  await api.get('/api/blog/posts', { sortBy: 'random' });
  // @ts-expect-error uploads take a file, not JSON
  await api.post('/api/uploads/images/new', {});

  (await api.getFile('/api/orders/order/pdf', { id: 'o1', lang: 'fr' })) satisfies Blob;
  // @ts-expect-error the invoice is in en, de or fr only
  await api.getFile('/api/orders/order/pdf', { id: 'o1', lang: 'es' });
  // @ts-expect-error a JSON call is not a file
  await api.getFile('/api/orders/order', { id: 'o1' });
}
