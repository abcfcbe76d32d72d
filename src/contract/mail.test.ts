import { describe, expect, it } from 'vitest';
import {
  MAIL_SUBJECT_MAX_LENGTH,
  decodeMailCursor,
  encodeMailCursor,
  forwardSubject,
  mailChangesSchema,
  mailsQuerySchema,
  replySubject,
} from './mail';

describe('reply and forward subjects', () => {
  it('put Re: / Fwd: in front once', () => {
    expect(replySubject('Booking inquiry')).toBe('Re: Booking inquiry');
    expect(replySubject('  RE: Booking inquiry ')).toBe('RE: Booking inquiry');
    expect(replySubject('re:Booking')).toBe('re:Booking');
    expect(replySubject('Fwd: Booking')).toBe('Re: Fwd: Booking');
    expect(forwardSubject('Booking inquiry')).toBe('Fwd: Booking inquiry');
    expect(forwardSubject('FW: Booking')).toBe('FW: Booking');
    expect(forwardSubject('fwd : Booking')).toBe('fwd : Booking');
    expect(forwardSubject('Re: Booking')).toBe('Fwd: Re: Booking');
    expect(forwardSubject('Refund')).toBe('Fwd: Refund');
    expect(replySubject('Recap')).toBe('Re: Recap');
  });

  it('stay within the subject maximum', () => {
    const long = 'x'.repeat(MAIL_SUBJECT_MAX_LENGTH);
    expect(replySubject(long)).toHaveLength(MAIL_SUBJECT_MAX_LENGTH);
    expect(forwardSubject(long).startsWith('Fwd: x')).toBe(true);
    expect(forwardSubject(long)).toHaveLength(MAIL_SUBJECT_MAX_LENGTH);
  });
});

describe('the page cursor', () => {
  it('round-trips, and names nothing when it is not one the server gave', () => {
    const cursor = { createdAt: '2026-03-05T09:07:00.000Z', id: 'a|b' };
    expect(decodeMailCursor(encodeMailCursor(cursor))).toEqual(cursor);
    for (const text of ['', 'abc', '|id', '2026-03-05T09:07:00.000Z|', 'yesterday|id'])
      expect(decodeMailCursor(text), text).toBeUndefined();
  });

  it('is checked by the list query, with limit and search', () => {
    expect(mailsQuerySchema.parse({})).toEqual({ search: '', limit: 50 });
    expect(mailsQuerySchema.safeParse({ cursor: 'nope' }).error?.issues[0]?.message).toBe(
      'mail.cursor_invalid',
    );
    for (const limit of ['0', '101', '-1', '2.5', 'ten'])
      expect(mailsQuerySchema.safeParse({ limit }).error?.issues[0]?.message, limit).toBe(
        'mail.limit_invalid',
      );
    expect(mailsQuerySchema.safeParse({ search: 'x'.repeat(101) }).error?.issues[0]?.message).toBe(
      'mail.search_too_long',
    );
  });
});

describe('mail changes', () => {
  it('take labels set, or added and removed, not both, and never one label both ways', () => {
    expect(mailChangesSchema.safeParse({ addLabelIds: ['social'], removeLabelIds: ['forums'] }).success).toBe(
      true,
    );
    expect(
      mailChangesSchema.safeParse({ labelIds: ['social'], addLabelIds: ['forums'] }).error?.issues[0],
    ).toMatchObject({
      path: ['labelIds'],
      message: 'mail.labels_set_or_change',
    });
    expect(
      mailChangesSchema.safeParse({ addLabelIds: ['social'], removeLabelIds: ['social'] }).error?.issues[0],
    ).toMatchObject({ path: ['removeLabelIds'], message: 'mail.label_added_and_removed' });
  });
});
