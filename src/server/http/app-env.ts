import type { Logger } from '@/server/logger';
import type { Selectable } from 'kysely';
import type { UsersTable } from '@/server/areas/account/tables';
import type { IncomingMessage, ServerResponse } from 'node:http';

export type UserRow = Selectable<UsersTable>;

/** The Node adapter's request and response; absent under `app.request()`. */
export interface NodeBindings {
  incoming?: IncomingMessage;
  outgoing?: ServerResponse;
}

/** What every request carries (Hono context variables). */
export interface AppEnv {
  Bindings: NodeBindings;
  Variables: {
    requestId: string;
    log: Logger;
    /** Set for every request (http/client-address.ts): the socket's, or the proxy's word with TRUST_PROXY. */
    clientAddress: string;
    /** Set by the auth middleware on every protected route. */
    user: UserRow;
    /** The session the request's token names; set with `user`. */
    sessionId: string;
  };
}
