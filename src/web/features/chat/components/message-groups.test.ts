import { describe, expect, it } from 'vitest';
import { message, viewerId } from '@/web/features/chat/testing/chat-fixtures';
import { groupMessages } from './message-groups';

// Local times (the reader's days), written as the ISO strings the server sends.
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).toISOString();

describe('groupMessages', () => {
  it('groups by local day, then by consecutive sender', () => {
    const days = groupMessages(
      [
        message('1', 'ada', at(19, 22)),
        message('2', 'ada', at(20, 9)),
        message('3', 'ada', at(20, 9, 2)),
        message('4', viewerId, at(20, 9, 3)),
        message('5', 'ada', at(20, 9, 4)),
      ],
      viewerId,
    );
    expect(days.map((day) => day.day)).toEqual(['2026-11-19', '2026-11-20']);
    expect(days[1]!.date).toBe(at(20, 9));
    expect(days[1]!.runs.map((run) => [run.senderId, run.own, run.messages.map((item) => item.id)])).toEqual([
      ['ada', false, ['2', '3']],
      [viewerId, true, ['4']],
      ['ada', false, ['5']],
    ]);
  });

  it('starts a new run after a long pause, and a new one on a new day even for the same sender', () => {
    const days = groupMessages(
      [message('1', 'ada', at(20, 9)), message('2', 'ada', at(20, 9, 30)), message('3', 'ada', at(21, 9))],
      viewerId,
    );
    expect(days[0]!.runs).toHaveLength(2);
    expect(days[1]!.runs[0]!.messages.map((item) => item.id)).toEqual(['3']);
  });

  it('keeps the messages of deleted accounts apart by the name and avatar they were sent with', () => {
    const gone = (id: string, name: string, minute: number) => ({
      ...message(id, null, at(20, 9, minute)),
      sender: { name, avatar: '' },
    });
    const days = groupMessages([gone('1', 'Ada', 0), gone('2', 'Ada', 1), gone('3', 'Ben', 2)], viewerId);
    expect(days[0]!.runs.map((run) => [run.senderId, run.own, run.messages.map((item) => item.id)])).toEqual([
      [null, false, ['1', '2']],
      [null, false, ['3']],
    ]);
  });

  it('has no days for no messages', () => {
    expect(groupMessages([], viewerId)).toEqual([]);
  });
});
