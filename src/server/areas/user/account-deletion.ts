import { sql } from 'kysely';
import { ApiErrors } from '@/contract/errors';
import { UserErrors } from '@/contract/user';
import { UserListErrors } from '@/contract/user-list-query';
import type { Db } from '@/server/db/database';
import { badRequest, notFound } from '@/server/http/api-error';
import type { UserRow } from '@/server/http/app-env';
import { lockActiveAdmins } from './active-admins';

/**
 * Deletes the accounts `ids` (all or none, in one transaction) with their private data: an unknown id is 404 and
 * the own account 400, and nothing is removed then.
 *
 * What goes is what the foreign keys to users cascade to (every migration's `references('users.id')`): sessions,
 * reset codes and set-password tokens; profile, follows (both ways), gallery, cards, addresses, timeline posts, the
 * likes it gave and notification settings; mail (its own mailbox), notifications, orders with their lines; chat
 * membership. Beyond the keys: the record of which products it reviewed, and the
 * conversations no one is left in.
 *
 * What stays is the shared content it wrote, under the name it wrote it with: blog posts (author name and avatar
 * are the post's own columns; created_by becomes null), blog comments (user_id null, the name kept), calendar
 * events and kanban cards (created_by null), product reviews (kept in the product with the reviewer's name), kanban
 * assignees, comments on other people's timeline posts (with the name and avatar they were written with), chat
 * messages in conversations that go on (sender_id null, the name and avatar they were sent with kept). The account's
 * uploads lose their owner and are left to the uploads sweeper, which removes those nothing shows after its grace
 * period.
 */
export async function deleteAccounts(db: Db, actor: UserRow, ids: readonly string[]): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('users').select('id').where('id', 'in', ids).execute();
    if (found.length !== new Set(ids).size) throw notFound(ApiErrors.userNotFound);
    if (ids.includes(actor.id)) throw badRequest(UserErrors.cannotDeleteSelf);

    await trx.deleteFrom('product_reviewers').where('user_id', 'in', ids).execute();
    // Conversations every participant of which is deleted now; the others keep theirs.
    await trx
      .deleteFrom('conversations')
      .where('id', 'in', (eb) =>
        eb.selectFrom('conversation_participants').select('conversation_id').where('user_id', 'in', ids),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('conversation_participants as other')
              .select(sql`1`.as('one'))
              .whereRef('other.conversation_id', '=', 'conversations.id')
              .where('other.user_id', 'not in', ids),
          ),
        ),
      )
      .execute();
    await trx.deleteFrom('users').where('id', 'in', ids).execute();

    // Only active admins delete accounts and never their own, so the actor remains: the last active admin can
    // never go this way. The guard stays for the case where the actor has lost the role meanwhile (another admin's
    // demotion racing this delete); it rolls the whole delete back.
    if ((await lockActiveAdmins(trx)).length === 0) throw badRequest(UserListErrors.cannotDeleteLastAdmin);
  });
}
