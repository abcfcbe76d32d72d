import type { MailAddress } from '@/contract/mail';
import type { SeedContext } from '@/server/db/seed/seed-context';
import { newMailRow, type StoredAddress } from './mail-store';
import { writeMailboxes } from './mailbox-writes';
import { mailSeeds } from './seed-mails';

const toAddress = (row: {
  id: string;
  display_name: string;
  email: string;
  photo_url: string;
}): StoredAddress => ({
  name: row.display_name,
  email: row.email,
  avatar: row.photo_url,
  userId: row.id,
});

/** The address without the account id, as a written mail's text and the seeds' list of recipients use it. */
const plain = ({ name, email, avatar }: MailAddress): MailAddress => ({ name, email, avatar });

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
  const accountOf = (address: MailAddress) =>
    crew.find((member) => member.email === address.email) ?? address;

  const rows = mailSeeds(admin.first_name, crew.map(plain)).map((mail) =>
    newMailRow({
      id: faker.string.uuid(),
      userId: ctx.adminId,
      folder: mail.folder,
      labelIds: mail.labelIds,
      isUnread: mail.isUnread,
      isImportant: mail.isImportant,
      isStarred: mail.isStarred,
      subject: mail.subject,
      message: mail.message,
      files: mail.files,
      from: plain(mail.from ?? presenter),
      fromUserId: mail.from ? null : ctx.adminId,
      to: mail.to ? mail.to.map(accountOf) : [presenter],
      createdAt: ctx.ago(mail.hoursAgo * 60, 'minutes'),
    }),
  );
  await writeMailboxes(ctx.db, [ctx.adminId], (db) => db.insertInto('mails').values(rows).execute());
}
