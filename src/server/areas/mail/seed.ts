import { toFlag, toJson } from '@/server/db/columns';
import { bumpDataVersion, mailVersionKey } from '@/server/db/data-versions';
import type { SeedContext } from '@/server/db/seed/seed-context';
import { mailSeeds } from './seed-mails';

const toAddress = (row: { display_name: string; email: string; photo_url: string }) => ({
  name: row.display_name,
  email: row.email,
  avatar: row.photo_url,
});

/** The admin's 9 demo mails. */
export async function seedMail(ctx: SeedContext): Promise<void> {
  const faker = ctx.faker('mail');
  const people = await ctx.db
    .selectFrom('users')
    .select(['id', 'first_name', 'display_name', 'email', 'photo_url'])
    .where('id', 'in', [ctx.adminId, ...ctx.memberIds.slice(0, 3)])
    .orderBy('display_name')
    .execute();
  const admin = people.find((person) => person.id === ctx.adminId);
  if (!admin) throw new Error('mail seed: the admin account is missing');
  const crew = people.filter((person) => person.id !== ctx.adminId).map(toAddress);
  const presenter = toAddress(admin);

  await ctx.db
    .insertInto('mails')
    .values(
      mailSeeds(admin.first_name, crew).map((mail) => ({
        id: faker.string.uuid(),
        user_id: ctx.adminId,
        folder: mail.folder,
        label_ids: toJson(mail.labelIds),
        is_important: toFlag(mail.isImportant),
        is_starred: toFlag(mail.isStarred),
        is_unread: toFlag(mail.isUnread),
        subject: mail.subject,
        message: mail.message,
        files: toJson(mail.files),
        from_name: (mail.from ?? presenter).name,
        from_email: (mail.from ?? presenter).email,
        from_avatar: (mail.from ?? presenter).avatar,
        recipients: toJson(mail.to ?? [presenter]),
        created_at: ctx.ago(mail.hoursAgo * 60, 'minutes'),
      })),
    )
    .execute();
  // Cached mailbox answers (http/cached-json.ts) go by this version.
  await bumpDataVersion(ctx.db, mailVersionKey(ctx.adminId));
}
