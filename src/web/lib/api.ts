import { createHttpClient } from './http-client';
import { session } from './session/token-session';

/** The app's one HTTP client for /api: sends the Bearer token; a 401 ends the session. */
export const api = createHttpClient({ getToken: session.getToken, onUnauthorized: session.expire });
