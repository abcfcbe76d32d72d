import type { KanbanAssignee, KanbanComment } from '@/contract/kanban';
import { imageUrl, type SeedContext } from '@/server/db/seed/seed-context';
import { POSITION_STEP, insertCard, insertColumn } from './kanban-store';

interface SeedComment {
  /** Index into the seeded members. */
  by: number;
  hoursAgo: number;
  text?: string;
  /** Gallery image number: an image comment. */
  image?: number;
}

interface SeedCard {
  name: string;
  description: string;
  /** Days from the seeding day; null: no due date. */
  dueInDays: number | null;
  completed?: boolean;
  /** Indexes into the seeded members. */
  assignees: number[];
  /** The presenter (the admin) works on it too: it is among their tasks on the Analytics dashboard. */
  presenter?: true;
  attachments: string[];
  comments?: SeedComment[];
}

/** The presenter's production pipeline (4 columns: Backlog, Progress, Q&A, Production); the admin's cards. */
const pipeline: { name: string; cards: SeedCard[] }[] = [
  {
    name: 'Backlog',
    cards: [
      {
        name: 'Script draft: festival season opener',
        description:
          'Two-minute opening for the first festival broadcast: tone, running jokes and the sponsor mention.',
        dueInDays: 12,
        presenter: true,
        assignees: [10],
        attachments: [],
      },
      {
        name: 'Sponsor read: StreamLine Audio spring campaign',
        description: 'Three variations of 30 seconds each; the brand wants one with a personal anecdote.',
        dueInDays: null,
        assignees: [1, 9],
        attachments: [imageUrl('cover', 3)],
      },
      {
        name: 'Guest research: climate special',
        description:
          'Shortlist of five scientists and two activists, with previous interviews and speaking fees.',
        dueInDays: null,
        assignees: [],
        attachments: [],
      },
    ],
  },
  {
    name: 'Progress',
    cards: [
      {
        name: 'Episode 42 edit: rough cut',
        description:
          'Cut the studio interview to 24 minutes and mark the places for B-roll from the red carpet.',
        dueInDays: 3,
        presenter: true,
        assignees: [7],
        attachments: [imageUrl('gallery', 2), imageUrl('gallery', 5)],
        comments: [
          {
            by: 7,
            hoursAgo: 20,
            text: 'First pass is up on the drive. The middle section still drags a bit.',
          },
          { by: 0, hoursAgo: 6, image: 4 },
        ],
      },
      {
        name: 'Script draft: awards night opening monologue',
        description: 'Keep it under three minutes, include the nominees’ montage cue and one line in French.',
        dueInDays: 5,
        assignees: [10, 0],
        attachments: [imageUrl('cover', 8)],
      },
      {
        name: 'Thumbnails for the interview series',
        description:
          'Six thumbnails in the new brand colours, one per episode, with readable titles on mobile.',
        dueInDays: 8,
        assignees: [9],
        attachments: [imageUrl('gallery', 7)],
      },
    ],
  },
  {
    name: 'Q&A',
    cards: [
      {
        name: 'Fact-check: election night run-of-show',
        description: 'Verify every figure and name in the running order against the broadcaster’s data desk.',
        dueInDays: 1,
        presenter: true,
        assignees: [5, 3],
        attachments: [],
        comments: [
          { by: 5, hoursAgo: 3, text: 'Two turnout figures changed since Friday; updated in the doc.' },
        ],
      },
      {
        name: 'Sponsor read review with the brand team',
        description: 'Brand team listens to the recorded reads and signs off on claims and pronunciation.',
        dueInDays: 2,
        presenter: true,
        assignees: [1],
        attachments: [imageUrl('cover', 12)],
      },
    ],
  },
  {
    name: 'Production',
    cards: [
      {
        name: 'Episode 41: final mix and captions',
        description: 'Loudness to broadcast spec, captions in English and German, delivered to the channel.',
        dueInDays: -2,
        completed: true,
        presenter: true,
        assignees: [3],
        attachments: [imageUrl('gallery', 9)],
        comments: [{ by: 3, hoursAgo: 50, text: 'Delivered and confirmed by the channel.' }],
      },
      {
        name: 'Newsletter: behind the scenes of the gala',
        description: 'Photo story from rehearsal to curtain call, with a link to the full show.',
        dueInDays: -4,
        completed: true,
        assignees: [9],
        attachments: [imageUrl('gallery', 11), imageUrl('cover', 15)],
      },
      {
        name: 'Teaser clip for the broadcasting panel',
        description: 'A 20-second vertical teaser for social channels, published the morning of the panel.',
        dueInDays: null,
        completed: true,
        assignees: [],
        attachments: [],
      },
    ],
  },
];

export async function seedKanban(ctx: SeedContext): Promise<void> {
  const faker = ctx.faker('kanban');
  const users = await ctx.db
    .selectFrom('users')
    .select(['id', 'display_name', 'photo_url'])
    .where('id', 'in', [ctx.adminId, ...ctx.memberIds])
    .execute();
  const assigneeOf = (id: string): KanbanAssignee[] => {
    const user = users.find((candidate) => candidate.id === id);
    return user ? [{ id: user.id, avatar: user.photo_url, name: user.display_name }] : [];
  };
  const presenter = assigneeOf(ctx.adminId);
  const members = ctx.memberIds.flatMap(assigneeOf);
  const member = (index: number) => members[index % members.length]!;
  const toComment = ({ by, hoursAgo, text, image }: SeedComment): KanbanComment => ({
    id: faker.string.uuid(),
    avatar: member(by).avatar,
    name: member(by).name,
    createdAt: ctx.ago(hoursAgo, 'hours'),
    messageType: image === undefined ? 'text' : 'image',
    message: image === undefined ? (text ?? '') : imageUrl('gallery', image),
  });

  // Due at 17:00 UTC on the day, like a working-day deadline.
  const dueOn = (days: number) => {
    const date = new Date(days < 0 ? ctx.ago(-days, 'days') : ctx.ahead(days, 'days'));
    date.setUTCHours(17, 0, 0, 0);
    return date.toISOString();
  };

  for (const { name, cards } of pipeline) {
    const column = await insertColumn(ctx.db, { id: faker.string.uuid(), name }, ctx.now);
    for (const [index, card] of cards.entries()) {
      await insertCard(
        ctx.db,
        {
          id: faker.string.uuid(),
          name: card.name,
          description: card.description,
          due: card.dueInDays === null ? null : dueOn(card.dueInDays),
          columnId: column.id,
          completed: card.completed ?? false,
          attachments: card.attachments,
          assignee: [...(card.presenter ? presenter : []), ...card.assignees.map(member)],
          comments: (card.comments ?? []).map(toComment),
          createdBy: ctx.adminId,
        },
        (index + 1) * POSITION_STEP,
        ctx.now,
      );
    }
  }
}
