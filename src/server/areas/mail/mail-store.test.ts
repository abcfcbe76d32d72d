import { describe, expect, it } from 'vitest';
import { mailVersionKey, readDataVersion } from '@/server/db/data-versions';
import { insertAccount } from '@/server/areas/account/account-store';
import { useTestDatabase } from '@/server/testing/test-database';
import { deliverMail, getMail, listLabels, listMails } from './mail-store';

describe('deliverMail', () => {
  const database = useTestDatabase();

  it("puts an unread mail addressed to the user into that user's inbox only", async () => {
    const now = new Date('2026-03-01T09:30:00.000Z');
    const [owner, other] = await Promise.all(
      ['owner', 'other'].map((name) =>
        insertAccount(database.db, {
          email: `${name}@example.com`,
          passwordHash: null,
          firstName: 'Mona',
          lastName: name,
          role: 'user',
          now,
          extra: { photo_url: '/images/avatar/4.svg' },
        }),
      ),
    );
    const from = {
      name: 'Contact form',
      email: 'hello@ardent-studio.example',
      avatar: '/images/avatar/1.svg',
    };
    const versionBefore = await readDataVersion(database, mailVersionKey(owner!.id));
    const mail = await deliverMail(
      database.db,
      {
        userId: owner!.id,
        from,
        subject: 'New message from the website',
        message: '<p>Hi!</p>',
        labelIds: ['social'],
      },
      now,
    );
    // Cached mailbox answers (http/cached-json.ts) must see the new mail.
    expect(await readDataVersion(database, mailVersionKey(owner!.id))).toBe(versionBefore + 1);
    expect(await readDataVersion(database, mailVersionKey(other!.id))).toBe(0);
    expect(mail).toEqual({
      id: expect.any(String),
      labelIds: ['social'],
      folder: 'inbox',
      isImportant: false,
      isStarred: false,
      isUnread: true,
      subject: 'New message from the website',
      message: '<p>Hi!</p>',
      createdAt: now.toISOString(),
      files: [],
      from,
      to: [{ name: 'Mona owner', email: 'owner@example.com', avatar: '/images/avatar/4.svg' }],
    });
    expect(await getMail(database.db, owner!.id, mail.id)).toEqual(mail);
    expect(await listMails(database.db, owner!.id, { systemLabel: 'inbox' })).toEqual({
      mails: [mail],
      nextCursor: null,
    });
    const labels = await listLabels(database.db, owner!.id);
    expect(
      labels.filter((label) => label.unreadCount > 0).map((label) => [label.id, label.unreadCount]),
    ).toEqual([
      ['all', 1],
      ['inbox', 1],
      ['social', 1],
    ]);
    expect(await listMails(database.db, other!.id, {})).toEqual({ mails: [], nextCursor: null });
    await expect(getMail(database.db, other!.id, mail.id)).rejects.toMatchObject({
      status: 404,
      message: 'Mail not found',
    });
  });
});
