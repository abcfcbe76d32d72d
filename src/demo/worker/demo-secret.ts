import { createStore, get, set } from 'idb-keyval';

/** The token signing secret of this browser's demo: made on the first visit and kept, like the server's in DATA_DIR. */
export async function demoSecret(): Promise<string> {
  const store = createStore('demo-secrets', 'secrets');
  const kept = await get<string>('jwt-secret', store);
  if (kept) return kept;
  const bytes = crypto.getRandomValues(new Uint8Array(48));
  const secret = btoa(String.fromCharCode(...bytes));
  await set('jwt-secret', secret, store);
  return secret;
}
