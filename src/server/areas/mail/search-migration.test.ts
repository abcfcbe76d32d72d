import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '@/server/areas/account/account-store';
import { databaseEngines } from '@/server/testing/server-process';
import { useTestDatabase } from '@/server/testing/test-database';
import { listMails } from './mail-store';
import { mailSearchMigration } from './search-migration';

describe.each(databaseEngines())('0027_mail_search on %s: mails stored before it', (engine) => {
  const database = useTestDatabase(engine);
  let ownerId = '';

  beforeAll(async () => {
    const now = new Date('2026-03-01T09:30:00.000Z');
    const owner = await insertAccount(database.db, {
      email: 'owner@example.com',
      passwordHash: null,
      firstName: 'Mona',
      lastName: 'Owner',
      role: 'user',
      now,
    });
    ownerId = owner!.id;
    await mailSearchMigration.down!(database.db);
    const insert = (id: string, subject: string, fromEmail: string, message: string) =>
      sql`insert into mails (id, user_id, folder, label_ids, subject, message, files, from_name, from_email, from_avatar, recipients, created_at)
          values (${id}, ${ownerId}, 'inbox', '[]', ${subject}, ${message}, '[]', 'Someone', ${fromEmail}, '', '[]', ${now.toISOString()})`.execute(
        database.db,
      );
    await insert('m1', 'Über den Sommer', 'guest@outside.example', '<p>Fee &amp; <strong>dates</strong></p>');
    await insert('m2', 'Note to self', 'owner@example.com', '<p>Call Lena</p>');
    await mailSearchMigration.up(database.db);
  });

  it('makes them searchable by their words, in any case', async () => {
    const found = async (search: string) =>
      (await listMails(database.db, ownerId, { search })).mails.map((mail) => mail.id);
    expect(await found('ÜBER')).toEqual(['m1']);
    expect(await found('fee & dates')).toEqual(['m1']);
    expect(await found('strong')).toEqual([]);
    expect(await found('lena')).toEqual(['m2']);
  });

  it('names the account a mail came from when its address is one', async () => {
    const rows = await database.db.selectFrom('mails').select(['id', 'from_user_id']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'm1', from_user_id: null },
      { id: 'm2', from_user_id: ownerId },
    ]);
  });
});
