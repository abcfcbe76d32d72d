import { defaultNotificationSettings, type NotificationSettings } from '@/contract/user';
import { fromFlag, toFlag } from '@/server/db/columns';
import type { Db } from '@/server/db/database';
import type { UserNotificationSettingsTable } from './tables';

type FlagColumns = Omit<UserNotificationSettingsTable, 'user_id'>;

const toColumns = (settings: NotificationSettings): FlagColumns => ({
  activity_comments: toFlag(settings.activityComments),
  activity_answers: toFlag(settings.activityAnswers),
  activity_follows: toFlag(settings.activityFollows),
  application_news: toFlag(settings.applicationNews),
  application_product: toFlag(settings.applicationProduct),
  application_blog: toFlag(settings.applicationBlog),
});

const fromColumns = (row: FlagColumns): NotificationSettings => ({
  activityComments: fromFlag(row.activity_comments),
  activityAnswers: fromFlag(row.activity_answers),
  activityFollows: fromFlag(row.activity_follows),
  applicationNews: fromFlag(row.application_news),
  applicationProduct: fromFlag(row.application_product),
  applicationBlog: fromFlag(row.application_blog),
});

/** The saved settings, or the defaults for an account that never saved any. */
export async function getNotificationSettings(db: Db, userId: string): Promise<NotificationSettings> {
  const row = await db
    .selectFrom('user_notification_settings')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? fromColumns(row) : { ...defaultNotificationSettings };
}

/** Saves the given settings over the current ones; the others keep their value. */
export async function updateNotificationSettings(
  db: Db,
  userId: string,
  changes: Partial<NotificationSettings>,
): Promise<NotificationSettings> {
  return db.transaction().execute(async (trx) => {
    const settings = { ...(await getNotificationSettings(trx, userId)), ...changes };
    const columns = toColumns(settings);
    await trx
      .insertInto('user_notification_settings')
      .values({ user_id: userId, ...columns })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(columns))
      .execute();
    return settings;
  });
}
