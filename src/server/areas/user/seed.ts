import { brand } from '@/contract/brand';
import { imageUrl, type SeedContext } from '@/server/db/seed/seed-context';

/** How many seeded members follow the admin, and how many of those the admin follows back. */
export const SEEDED_ADMIN_FOLLOWERS = 18;
export const SEEDED_FOLLOW_BACKS = 10;
/** Members the admin follows without being followed by them. */
export const SEEDED_EXTRA_FRIENDS = 2;

const schools = [
  'Hamburg Media School',
  'Berlin University of the Arts',
  'University of Vienna',
  'Film University Babelsberg',
  'Sorbonne Nouvelle',
  'University of Amsterdam',
  'Zurich University of the Arts',
  'University of Westminster',
];

const memberQuotes = [
  'Every great show is won in rehearsal.',
  'Good sound is the sound nobody notices.',
  'Light the story, not the stage.',
  'Deadlines are just cues with a countdown.',
  'The best interview is the one that sounds like a conversation.',
  'Plan for the worst, broadcast the best.',
  '',
];

const galleryTitles = [
  'Award night on the main stage',
  'Studio set before the live broadcast',
  'Festival panel on the future of media',
  'Backstage at the charity gala',
  'Opening the trilingual tech conference',
  'Rehearsal with the house band',
  'Red carpet interviews at the film premiere',
  'Guest slot on the morning show',
  'Recording the season podcast',
  'Moderating the climate summit debate',
  'Press day at the documentary festival',
  'Season finale curtain call',
];

const timelinePosts = [
  {
    message:
      'Just wrapped three days moderating the Future of Media summit in Hamburg: twelve panels, three languages and one very patient interpreter team. Thank you to everyone who stayed for the closing debate!',
    media: imageUrl('gallery', 3),
    isLiked: true,
    comments: [
      'What a closing debate. The audience questions were the best part.',
      'The trilingual format worked brilliantly.',
    ],
  },
  {
    message:
      "Rehearsal day for Saturday's charity gala. Running order locked, cue cards printed, and the band has promised to keep the walk-on music under eight seconds this time.",
    media: imageUrl('gallery', 6),
    isLiked: false,
    comments: ['Looking forward to Saturday, see you backstage!', 'Eight seconds? We will see about that.'],
  },
  {
    message:
      'The booking calendar for spring is open: conferences, award nights and live shows in English, German or French. Send your dates through the Say Hello page and the team will get back to you within two working days.',
    media: '',
    isLiked: false,
    comments: ['Dates for our April conference are on their way.'],
  },
];

const addressBook = [
  {
    name: brand.presenter.name,
    phone: '+49 30 1234 5678',
    country: 'Germany',
    state: 'Berlin',
    city: 'Berlin',
    street: 'Torstrasse 109',
    zip: '10119',
  },
  {
    name: `${brand.productName} production office`,
    phone: '+49 40 555 0192',
    country: 'Germany',
    state: 'Hamburg',
    city: 'Hamburg',
    street: 'Grosse Elbstrasse 145',
    zip: '22767',
  },
  {
    name: 'Booking agency Vienna',
    phone: '+43 1 555 0147',
    country: 'Austria',
    state: 'Vienna',
    city: 'Vienna',
    street: 'Mariahilfer Strasse 88',
    zip: '1070',
  },
  {
    name: 'Festival press office',
    phone: '+41 44 555 0133',
    country: 'Switzerland',
    state: 'Zurich',
    city: 'Zurich',
    street: 'Limmatquai 52',
    zip: '8001',
  },
];

/**
 * Profiles of every seeded account; for the admin also followers and friends among the members,
 * a gallery (12), cards (3), an address book (4, the first the default) and timeline posts (3). Invoices are
 * the orders an account places (none are seeded).
 */
export async function seedUser(ctx: SeedContext): Promise<void> {
  const { db, adminId, memberIds } = ctx;
  const faker = ctx.faker('user');

  await db
    .insertInto('user_profiles')
    .values([
      {
        user_id: adminId,
        follower: 15_284,
        following: 212,
        total_post: 486,
        quote: 'A good host makes every guest feel like the most interesting person in the room.',
        school: schools[0]!,
        facebook_link: brand.social.facebook,
        instagram_link: brand.social.instagram,
        linkedin_link: brand.social.linkedin,
        twitter_link: brand.social.x,
      },
      ...memberIds.map((userId) => ({
        user_id: userId,
        follower: faker.number.int({ min: 40, max: 4800 }),
        following: faker.number.int({ min: 20, max: 900 }),
        total_post: faker.number.int({ min: 3, max: 280 }),
        quote: faker.helpers.arrayElement(memberQuotes),
        school: faker.helpers.arrayElement(schools),
        facebook_link: '',
        instagram_link: '',
        linkedin_link: '',
        twitter_link: '',
      })),
    ])
    .execute();

  const followers = memberIds.slice(0, SEEDED_ADMIN_FOLLOWERS);
  const followedBack = faker.helpers.arrayElements(followers, SEEDED_FOLLOW_BACKS);
  const extraFriends = memberIds.slice(SEEDED_ADMIN_FOLLOWERS, SEEDED_ADMIN_FOLLOWERS + SEEDED_EXTRA_FRIENDS);
  const follows = [
    ...followers.map((id, i) => ({
      follower_id: id,
      followee_id: adminId,
      created_at: ctx.ago(i * 5 + 2, 'days'),
    })),
    ...[...followedBack, ...extraFriends].map((id, i) => ({
      follower_id: adminId,
      followee_id: id,
      created_at: ctx.ago(i * 4 + 1, 'days'),
    })),
  ];
  if (follows.length > 0) await db.insertInto('user_follows').values(follows).execute();

  await db
    .insertInto('user_gallery')
    .values(
      galleryTitles.map((title, i) => ({
        id: faker.string.uuid(),
        user_id: adminId,
        title,
        image_url: imageUrl('gallery', i + 1),
        post_at: ctx.ago(i * 17 + faker.number.int({ min: 1, max: 9 }), 'days'),
      })),
    )
    .execute();

  await db
    .insertInto('user_cards')
    .values(
      (['master_card', 'visa', 'master_card'] as const).map((cardType, i) => ({
        id: faker.string.uuid(),
        user_id: adminId,
        last4: faker.string.numeric(4),
        card_type: cardType,
        created_at: ctx.ago(i * 120 + 30, 'days'),
      })),
    )
    .execute();

  await db
    .insertInto('user_addresses')
    .values(
      addressBook.map((entry, i) => ({
        id: faker.string.uuid(),
        user_id: adminId,
        name: entry.name,
        phone: entry.phone,
        country: entry.country,
        state: entry.state,
        city: entry.city,
        street: entry.street,
        zip_code: entry.zip,
        // The presenter's own address, the newest, is the default.
        is_default: i === 0 ? 1 : 0,
        created_at: ctx.ago(i * 60 + 10, 'days'),
      })),
    )
    .execute();

  await seedTimelinePosts(ctx, faker);
}

async function seedTimelinePosts(ctx: SeedContext, faker: ReturnType<SeedContext['faker']>): Promise<void> {
  const { db, adminId, memberIds } = ctx;
  if (memberIds.length === 0) return;
  const members = await db
    .selectFrom('users')
    .select(['id', 'display_name', 'photo_url'])
    .where('id', 'in', memberIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const [i, post] of timelinePosts.entries()) {
    const postId = faker.string.uuid();
    const createdMinutesAgo = i * 4 * 24 * 60 + faker.number.int({ min: 30, max: 600 });
    await db
      .insertInto('user_posts')
      .values({
        id: postId,
        user_id: adminId,
        message: post.message,
        media: post.media,
        created_at: ctx.ago(createdMinutesAgo, 'minutes'),
      })
      .execute();
    const likers = [
      ...faker.helpers.arrayElements(members, { min: 3, max: 8 }).map((member) => member.id),
      ...(post.isLiked ? [adminId] : []),
    ];
    await db
      .insertInto('user_post_likes')
      .values(
        likers.map((userId, l) => ({
          post_id: postId,
          user_id: userId,
          created_at: ctx.ago(Math.max(1, createdMinutesAgo - (l + 1) * 7), 'minutes'),
        })),
      )
      .execute();
    await db
      .insertInto('user_post_comments')
      .values(
        post.comments.map((message, c) => {
          const author = faker.helpers.arrayElement(members);
          return {
            id: faker.string.uuid(),
            post_id: postId,
            user_id: author.id,
            name: author.display_name,
            avatar_url: author.photo_url,
            message,
            created_at: ctx.ago(Math.max(1, createdMinutesAgo - (c + 1) * 20), 'minutes'),
          };
        }),
      )
      .execute();
  }
}
