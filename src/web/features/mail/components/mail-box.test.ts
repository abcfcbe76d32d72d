import { describe, expect, it } from 'vitest';
import { mailBoxOf, mailBoxPath, mailBoxShows, mailsQueryOf } from './mail-box';
import { testMail } from './mail-test-data';

describe('mail boxes', () => {
  it('read the label from the address, and refuse a label there is not', () => {
    expect(mailBoxOf({ systemLabel: 'inbox' })).toEqual({ type: 'system', name: 'inbox' });
    expect(mailBoxOf({ customLabel: 'social' })).toEqual({ type: 'custom', name: 'social' });
    expect(mailBoxOf({ systemLabel: 'social' })).toBeNull();
    expect(mailBoxOf({ customLabel: 'inbox' })).toBeNull();
    expect(mailBoxOf({ systemLabel: 'nope' })).toBeNull();
    expect(mailBoxOf({})).toBeNull();
  });

  it('give the list query and the addresses', () => {
    expect(mailsQueryOf({ type: 'system', name: 'spam' })).toEqual({ systemLabel: 'spam' });
    expect(mailsQueryOf({ type: 'custom', name: 'forums' })).toEqual({ customLabel: 'forums' });
    expect(mailBoxPath({ type: 'system', name: 'all' })).toBe('/dashboard/mail/all');
    expect(mailBoxPath({ type: 'system', name: 'inbox' }, 'm1')).toBe('/dashboard/mail/inbox/m1');
    expect(mailBoxPath({ type: 'custom', name: 'social' })).toBe('/dashboard/mail/label/social');
    expect(mailBoxPath({ type: 'custom', name: 'social' }, 'm1')).toBe('/dashboard/mail/label/social/m1');
  });

  it('show a mail as the server does: all, folders, flags, custom labels', () => {
    const mail = testMail({ folder: 'trash', isStarred: true, labelIds: ['forums'] });
    expect(mailBoxShows({ type: 'system', name: 'all' }, mail)).toBe(true);
    expect(mailBoxShows({ type: 'system', name: 'trash' }, mail)).toBe(true);
    expect(mailBoxShows({ type: 'system', name: 'inbox' }, mail)).toBe(false);
    expect(mailBoxShows({ type: 'system', name: 'starred' }, mail)).toBe(true);
    expect(mailBoxShows({ type: 'system', name: 'important' }, mail)).toBe(false);
    expect(mailBoxShows({ type: 'custom', name: 'forums' }, mail)).toBe(true);
    expect(mailBoxShows({ type: 'custom', name: 'social' }, mail)).toBe(false);
  });
});
