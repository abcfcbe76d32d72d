import type { BlogCommentUser } from '@/contract/blog';
import { imageUrl, type SeedContext } from '@/server/db/seed/seed-context';
import { insertComment, insertPost, insertReply } from './blog-store';
import { seedPosts } from './seed-posts';

const commentMessages = [
  'This is exactly what I needed before my first conference next month. Thank you for writing it down.',
  'The part about rehearsals made me laugh, because it is so true. We skipped ours once and never again.',
  'I saw you host in Hamburg last year and wondered how you kept everything so calm. Now I know.',
  'Saving this for our whole events team. The checklist alone is worth it.',
  'Would love a follow-up on how you prepare when the brief arrives the night before.',
  'As a sound engineer I can confirm: the presenters who talk to the crew have the best shows.',
  'The tip about marking stressed syllables on cue cards has already saved me twice.',
  'Brilliant read. I have shared it with the students in my presenting course.',
  'Honest and practical, which is rare. More posts like this, please!',
  'I never thought about the difference between stage and stream that way. Very useful.',
  'We booked you for our awards after reading your posts, and the evening was wonderful.',
  'How do you handle it when a panellist simply refuses to stop talking?',
];

const replyMessages = [
  'Thank you, that means a lot. Good luck with the event!',
  'Great question. I will write a whole post about that soon.',
  'Same experience here, it changed how we plan every show.',
  'Agreed. It sounds obvious until you are standing there without it.',
  'Thanks for sharing it with your students, I hope it helps them.',
  'So glad it was useful. Let me know how it goes!',
];

const minutesBetween = (from: string, to: Date) =>
  Math.max(1, Math.floor((to.getTime() - Date.parse(from)) / 60_000));

/** The presenter's blog: 23 posts over the last two years, a few by crew members, with comments. */
export async function seedBlog(ctx: SeedContext): Promise<void> {
  const faker = ctx.faker('blog');
  const people = await ctx.db
    .selectFrom('users')
    .select(['id', 'display_name', 'photo_url', 'job_title'])
    .where('id', 'in', [ctx.adminId, ...ctx.memberIds])
    .execute();
  const toUser = (row: (typeof people)[number]): BlogCommentUser => ({
    id: row.id,
    name: row.display_name,
    avatarUrl: row.photo_url,
  });
  const presenter = toUser(people.find((row) => row.id === ctx.adminId)!);
  const members = ctx.memberIds.map((id) => toUser(people.find((row) => row.id === id)!));
  const jobTitleOf = new Map(people.map((row) => [row.id, row.job_title]));

  for (const [index, post] of seedPosts.entries()) {
    const guest = post.guestJobTitle
      ? members.find((member) => jobTitleOf.get(member.id) === post.guestJobTitle)
      : undefined;
    const author = guest ?? presenter;
    // About a month apart, newest first, so every post has its own date.
    const createdAt = ctx.ago(
      (index * 31 + faker.number.int({ min: 0, max: 20 })) * 24 + faker.number.int({ min: 7, max: 20 }),
      'hours',
    );
    const postId = faker.string.uuid();
    await insertPost(ctx.db, {
      id: postId,
      cover: imageUrl('cover', index + 1),
      title: post.title,
      description: post.description,
      body: post.body,
      tags: post.tags,
      favoritePerson: faker.helpers
        .arrayElements(members, { min: 3, max: 8 })
        .map(({ name, avatarUrl }) => ({ name, avatarUrl })),
      view: faker.number.int({ min: 800, max: 24_000 }),
      share: faker.number.int({ min: 10, max: 1_200 }),
      favorite: faker.number.int({ min: 20, max: 4_000 }),
      author: { name: author.name, avatarUrl: author.avatarUrl },
      // A guest post too: the presenter published it and looks after it.
      authorId: ctx.adminId,
      createdAt,
      publish: true,
      allowComments: true,
      metaTitle: post.title,
      metaDescription: post.description,
      metaKeywords: post.tags,
    });

    const commenters = faker.helpers.arrayElements(
      members,
      index % 6 === 5 ? 0 : faker.number.int({ min: 1, max: 4 }),
    );
    for (const commenter of commenters) {
      const commentId = faker.string.uuid();
      const postAge = minutesBetween(createdAt, ctx.now);
      const commentAge = faker.number.int({ min: Math.ceil(postAge / 3), max: postAge - 1 });
      await insertComment(ctx.db, {
        id: commentId,
        postId,
        user: commenter,
        message: faker.helpers.arrayElement(commentMessages),
        postedAt: ctx.ago(commentAge, 'minutes'),
      });
      const replyCount = faker.helpers.weightedArrayElement([
        { value: 0, weight: 3 },
        { value: 1, weight: 2 },
        { value: 2, weight: 1 },
      ]);
      let replyAge = commentAge;
      for (let n = 0; n < replyCount && replyAge > 2; n += 1) {
        // The author usually answers first; then another reader may join in.
        const replier =
          n === 0
            ? author
            : faker.helpers.arrayElement(members.filter((member) => member.id !== commenter.id));
        replyAge = faker.number.int({ min: 1, max: replyAge - 1 });
        await insertReply(ctx.db, {
          id: faker.string.uuid(),
          parentId: commentId,
          user: replier,
          message: faker.helpers.arrayElement(replyMessages),
          tagUser: replier.id === commenter.id ? undefined : commenter.name,
          postedAt: ctx.ago(replyAge, 'minutes'),
        });
      }
    }
  }
}
