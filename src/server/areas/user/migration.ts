import type { CreateTableBuilder, Kysely, Migration } from 'kysely';
import { ColumnType } from '@/server/db/columns';

const { text, integer, real } = ColumnType;

type Table = CreateTableBuilder<string, string>;

/** A column that ties a row to its account: deleting the account deletes the row. */
const ownedBy = (column: string) => (table: Table) =>
  table.addColumn(column, text, (c) => c.notNull().references('users.id').onDelete('cascade'));

const withId = (table: Table) => table.addColumn('id', text, (c) => c.primaryKey());

const textColumns = (names: string[]) => (table: Table) =>
  names.reduce((builder, name) => builder.addColumn(name, text, (c) => c.notNull().defaultTo('')), table);

const notificationFlags = [
  'activity_comments',
  'activity_answers',
  'activity_follows',
  'application_news',
  'application_product',
  'application_blog',
];

const tables = [
  'user_profiles',
  'user_follows',
  'user_gallery',
  'user_cards',
  'user_addresses',
  'user_invoices',
  'user_posts',
  'user_notification_settings',
  'password_tokens',
];

export const userMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const create = (name: string): Table => db.schema.createTable(name);
    const index = (table: string, columns: string[]) =>
      db.schema
        .createIndex(`${table}_${columns.join('_')}_idx`)
        .on(table)
        .columns(columns)
        .execute();

    await create('user_profiles')
      .$call(ownedBy('user_id'))
      .addPrimaryKeyConstraint('user_profiles_pk', ['user_id'])
      .addColumn('follower', integer, (c) => c.notNull().defaultTo(0))
      .addColumn('following', integer, (c) => c.notNull().defaultTo(0))
      .addColumn('total_post', integer, (c) => c.notNull().defaultTo(0))
      .$call(
        textColumns(['quote', 'school', 'facebook_link', 'instagram_link', 'linkedin_link', 'twitter_link']),
      )
      .execute();

    await create('user_follows')
      .$call(ownedBy('follower_id'))
      .$call(ownedBy('followee_id'))
      .addColumn('created_at', text, (c) => c.notNull())
      .addPrimaryKeyConstraint('user_follows_pk', ['follower_id', 'followee_id'])
      .execute();
    await index('user_follows', ['followee_id']);

    await create('user_gallery')
      .$call(withId)
      .$call(ownedBy('user_id'))
      .addColumn('title', text, (c) => c.notNull())
      .addColumn('image_url', text, (c) => c.notNull())
      .addColumn('post_at', text, (c) => c.notNull())
      .execute();
    await index('user_gallery', ['user_id', 'post_at']);

    await create('user_cards')
      .$call(withId)
      .$call(ownedBy('user_id'))
      .addColumn('last4', text, (c) => c.notNull())
      .addColumn('card_type', text, (c) => c.notNull())
      .addColumn('created_at', text, (c) => c.notNull())
      .execute();
    await index('user_cards', ['user_id', 'created_at']);

    await create('user_addresses')
      .$call(withId)
      .$call(ownedBy('user_id'))
      .$call(textColumns(['name', 'phone', 'country', 'state', 'city', 'street', 'zip_code']))
      .addColumn('created_at', text, (c) => c.notNull())
      .execute();
    await index('user_addresses', ['user_id', 'created_at']);

    await create('user_invoices')
      .$call(withId)
      .$call(ownedBy('user_id'))
      .addColumn('price', real, (c) => c.notNull())
      .addColumn('created_at', text, (c) => c.notNull())
      .execute();
    await index('user_invoices', ['user_id', 'created_at']);

    await create('user_posts')
      .$call(withId)
      .$call(ownedBy('user_id'))
      .$call(textColumns(['message', 'media']))
      .addColumn('is_liked', integer, (c) => c.notNull().defaultTo(0))
      .addColumn('person_likes', text, (c) => c.notNull().defaultTo('[]'))
      .addColumn('comments', text, (c) => c.notNull().defaultTo('[]'))
      .addColumn('created_at', text, (c) => c.notNull())
      .execute();
    await index('user_posts', ['user_id', 'created_at']);

    await notificationFlags
      .reduce(
        (table, flag) => table.addColumn(flag, integer, (c) => c.notNull()),
        create('user_notification_settings').$call(ownedBy('user_id')),
      )
      .addPrimaryKeyConstraint('user_notification_settings_pk', ['user_id'])
      .execute();

    await create('password_tokens')
      .addColumn('token_hash', text, (c) => c.primaryKey())
      .$call(ownedBy('user_id'))
      .addColumn('expires_at', text, (c) => c.notNull())
      .addColumn('created_at', text, (c) => c.notNull())
      .execute();
    await index('password_tokens', ['user_id']);
  },
  async down(db: Kysely<unknown>) {
    for (const table of [...tables].reverse()) await db.schema.dropTable(table).execute();
  },
};
