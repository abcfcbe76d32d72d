import { notificationLinks } from '@/contract/notification-links';
import type { NotificationType, SystemMessage } from '@/contract/notifications';
import type { SeedContext } from '@/server/db/seed/seed-context';
import { insertNotifications } from './notifications-store';

interface Person {
  id: string;
  name: string;
  avatar: string;
}

interface SeedNotification {
  type: NotificationType;
  /** The system message it says, with the people it names. */
  message: (people: Crew) => SystemMessage;
  /** Someone's own words (a message's excerpt), for a message without a description of its own. */
  description?: string;
  /** Who it is about (their avatar is shown); none: the type's icon. */
  from?: keyof Crew;
  minutesAgo: number;
  isUnRead: boolean;
}

interface Crew {
  stageManager: Person;
  producer: Person;
  bookingAgent: Person;
  follower: Person;
}

/** The admin's inbox of events, newest first (3 unread). */
const feed: SeedNotification[] = [
  {
    type: 'chat_message',
    message: (crew) => ({ key: 'sentMessage', params: { name: crew.stageManager.name } }),
    description: 'Sound check moved to 17:30. Can you be in Studio 2 by 17:15?',
    from: 'stageManager',
    minutesAgo: 12,
    isUnRead: true,
  },
  {
    type: 'mail',
    message: (crew) => ({ key: 'mailFrom', params: { name: crew.bookingAgent.name } }),
    description: 'Northbridge Tech Summit would like you to moderate its keynote day on 12 September.',
    from: 'bookingAgent',
    minutesAgo: 95,
    isUnRead: true,
  },
  {
    type: 'order_placed',
    message: () => ({ key: 'orderPlaced', params: { number: 1043, count: 3, total: 84 } }),
    minutesAgo: 5 * 60,
    isUnRead: true,
  },
  {
    type: 'friend_interactive',
    message: (crew) => ({ key: 'startedFollowing', params: { name: crew.follower.name } }),
    from: 'follower',
    minutesAgo: 26 * 60,
    isUnRead: false,
  },
  {
    type: 'mail',
    message: (crew) => ({ key: 'mailFrom', params: { name: crew.producer.name } }),
    description: "Running order for the Spring Media Awards attached; please review the winners' segment.",
    from: 'producer',
    minutesAgo: 2 * 24 * 60,
    isUnRead: false,
  },
  {
    type: 'order_shipped',
    message: () => ({ key: 'orderShipped', params: { number: 1038 } }),
    minutesAgo: 3 * 24 * 60,
    isUnRead: false,
  },
  {
    type: 'chat_message',
    message: (crew) => ({ key: 'sentMessage', params: { name: crew.producer.name } }),
    description: 'Great show last night! The network wants to talk about a second season.',
    from: 'producer',
    minutesAgo: 5 * 24 * 60,
    isUnRead: false,
  },
  {
    type: 'order_placed',
    message: () => ({ key: 'orderPlaced', params: { number: 1031, count: 1, total: 29 } }),
    minutesAgo: 8 * 24 * 60,
    isUnRead: false,
  },
];

type Member = Person & { jobTitle: string };

/** The active seeded members in their fixed order. */
async function activeMembers(ctx: SeedContext): Promise<Member[]> {
  const rows = await ctx.db
    .selectFrom('users')
    .select(['id', 'display_name', 'photo_url', 'job_title'])
    .where('id', 'in', ctx.memberIds)
    .where('status', '=', 'active')
    .execute();
  return ctx.memberIds.flatMap((id) => {
    const row = rows.find((candidate) => candidate.id === id);
    return row ? [{ id: row.id, name: row.display_name, avatar: row.photo_url, jobTitle: row.job_title }] : [];
  });
}

/** The admin's one-to-one conversation with the member, if the chat seed gave them one. */
async function directConversation(ctx: SeedContext, memberId: string): Promise<string | undefined> {
  const row = await ctx.db
    .selectFrom('conversations as c')
    .innerJoin('conversation_participants as member', 'member.conversation_id', 'c.id')
    .innerJoin('conversation_participants as admin', 'admin.conversation_id', 'c.id')
    .select('c.id')
    .where('c.type', '=', 'ONE_TO_ONE')
    .where('member.user_id', '=', memberId)
    .where('admin.user_id', '=', ctx.adminId)
    .orderBy('c.id')
    .executeTakeFirst();
  return row?.id;
}

export async function seedNotifications(ctx: SeedContext): Promise<void> {
  const faker = ctx.faker('notifications');
  const members = await activeMembers(ctx);
  const taken = new Set<string>();
  /** The first member with this job title not picked yet, else the first one not picked yet. */
  const pick = (jobTitle: string): Person => {
    const free = members.filter((member) => !taken.has(member.id));
    const member = free.find((candidate) => candidate.jobTitle === jobTitle) ?? free[0];
    if (!member) throw new Error('the notifications seed needs the seeded members');
    taken.add(member.id);
    return member;
  };
  const crew: Crew = {
    stageManager: pick('Stage Manager'),
    producer: pick('Executive Producer'),
    bookingAgent: pick('Booking Agent'),
    follower: pick('Social Media Manager'),
  };
  // A message leads to the admin's conversation with its sender (the chat seed's); the seeded mails and orders are
  // not the ones these tell of, so those lead nowhere.
  const links = await Promise.all(
    feed.map(async (item) => {
      if (item.type !== 'chat_message' || !item.from) return null;
      const conversationId = await directConversation(ctx, crew[item.from].id);
      return conversationId ? notificationLinks.conversation(conversationId) : null;
    }),
  );
  await insertNotifications(
    ctx.db,
    feed.map((item, index) => ({
      id: faker.string.uuid(),
      userId: ctx.adminId,
      message: item.message(crew),
      description: item.description,
      avatar: item.from ? crew[item.from].avatar : null,
      type: item.type,
      createdAt: ctx.ago(item.minutesAgo, 'minutes'),
      isUnRead: item.isUnRead,
      link: links[index],
    })),
  );
}
