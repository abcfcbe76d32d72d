import type { Logger } from '../logger';
import type { Selectable } from 'kysely';
import type { UsersTable } from '../areas/account/tables';

export type UserRow = Selectable<UsersTable>;

/** What every request carries (Hono context variables). */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    /** Set by the auth middleware on every protected route. */
    user: UserRow;
  };
}
