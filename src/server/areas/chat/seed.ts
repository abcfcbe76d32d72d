import { brand } from '@/contract/brand';
import { toJson } from '@/server/db/columns';
import { imageUrl, type SeedContext } from '@/server/db/seed/seed-context';
import { conversationScripts, type ConversationScript } from './seed-conversations';

interface CastMember {
  id: string;
  firstName: string;
  jobTitle: string;
}

/**
 * Picks the people of each script from the seeded active accounts by job title (any active member when
 * no one has the title). Each member is the presenter's partner in at most one ONE_TO_ONE conversation.
 */
function castScripts(members: CastMember[], scripts: ConversationScript[]): CastMember[][] {
  const inDirectConversation = new Set<string>();
  return scripts.map((script) => {
    const direct = script.cast.length === 1;
    const chosen: CastMember[] = [];
    for (const title of script.cast) {
      const available = members.filter(
        (member) => !chosen.includes(member) && !(direct && inDirectConversation.has(member.id)),
      );
      const member = available.find((candidate) => candidate.jobTitle === title) ?? available[0];
      if (!member) throw new Error('chat seed: not enough seeded accounts to cast the demo conversations');
      chosen.push(member);
      if (direct) inDirectConversation.add(member.id);
    }
    return chosen;
  });
}

/** 12 conversations of the admin with the team: 9 one-to-one, 3 groups. */
export async function seedChat(ctx: SeedContext): Promise<void> {
  const faker = ctx.faker('chat');
  const rows = await ctx.db
    .selectFrom('users')
    .select(['id', 'first_name', 'job_title'])
    .where('id', 'in', ctx.memberIds)
    .where('status', '=', 'active')
    .execute();
  const byId = new Map(
    rows.map((row) => [row.id, { id: row.id, firstName: row.first_name, jobTitle: row.job_title }]),
  );
  const members = ctx.memberIds.flatMap((id) => byId.get(id) ?? []);
  const casts = castScripts(members, conversationScripts);
  const faces = new Map(
    (
      await ctx.db
        .selectFrom('users')
        .select(['id', 'display_name', 'photo_url'])
        .where('id', 'in', [ctx.adminId, ...members.map((member) => member.id)])
        .execute()
    ).map((row) => [row.id, row]),
  );

  for (const [index, script] of conversationScripts.entries()) {
    const people = [{ id: ctx.adminId, firstName: brand.presenter.firstName }, ...casts[index]!];
    const conversationId = faker.string.uuid();
    // Message times, walking back from the last one in gaps of a few minutes.
    const lastMs = ctx.now.getTime() - script.lastHoursAgo * 3_600_000;
    const times: string[] = [];
    let at = lastMs;
    for (let line = script.lines.length - 1; line >= 0; line -= 1) {
      times[line] = new Date(at).toISOString();
      at -= faker.number.int({ min: 2, max: 45 }) * 60_000;
    }

    await ctx.db
      .insertInto('conversations')
      .values({
        id: conversationId,
        type: people.length === 2 ? 'ONE_TO_ONE' : 'GROUP',
        created_at: times[0]!,
        updated_at: times[times.length - 1]!,
      })
      .execute();
    await ctx.db
      .insertInto('conversation_participants')
      .values(
        people.map((person) => ({
          conversation_id: conversationId,
          user_id: person.id,
          unread_count: person.id === ctx.adminId ? script.unread : 0,
        })),
      )
      .execute();
    await ctx.db
      .insertInto('chat_messages')
      .values(
        script.lines.map(([speaker, content], line) => {
          const image = typeof content === 'string' ? undefined : imageUrl('gallery', content.image);
          const text =
            typeof content === 'string'
              ? content.replace(/\{(\d+)\}/g, (_match, n: string) => people[Number(n)]?.firstName ?? '')
              : undefined;
          return {
            id: faker.string.uuid(),
            conversation_id: conversationId,
            sender_id: people[speaker]!.id,
            sender_name: faces.get(people[speaker]!.id)?.display_name ?? '',
            sender_avatar: faces.get(people[speaker]!.id)?.photo_url ?? '',
            body: image ?? text ?? '',
            content_type: image ? 'image' : 'text',
            attachments: toJson(image ? [image] : []),
            created_at: times[line]!,
          };
        }),
      )
      .execute();
  }
}
