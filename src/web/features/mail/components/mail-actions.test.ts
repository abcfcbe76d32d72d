import { describe, expect, it } from 'vitest';
import { changedMail } from '@/web/features/mail/api/update-mails';
import { flagToggle, labelState, labelToggle, moveTargets, readToggle } from './mail-actions';
import { testMail } from './mail-test-data';

describe('mail actions', () => {
  it('offer the moves that make sense for the mails', () => {
    expect(moveTargets([testMail({ folder: 'inbox' })])).toEqual(['trash', 'spam']);
    expect(moveTargets([testMail({ folder: 'trash' })])).toEqual(['inbox', 'spam']);
    expect(moveTargets([testMail({ folder: 'spam' })])).toEqual(['inbox', 'trash']);
    expect(moveTargets([testMail({ folder: 'sent' })])).toEqual(['trash']);
    expect(moveTargets([testMail({ folder: 'inbox' }), testMail({ folder: 'spam' })])).toEqual(['inbox', 'trash', 'spam']);
    expect(moveTargets([])).toEqual([]);
  });

  it('put a label on all, or take it off when all have it; other labels stay', () => {
    const social = testMail({ id: 'a', labelIds: ['social', 'forums'] });
    const plain = testMail({ id: 'b', labelIds: [] });
    expect(labelState([social, plain], 'social')).toBe('some');
    expect(labelState([social], 'social')).toBe('all');
    expect(labelState([plain], 'social')).toBe('none');
    expect(labelToggle([social, plain], 'social')).toEqual({ addLabel: 'social' });
    expect(labelToggle([social], 'social')).toEqual({ removeLabel: 'social' });
    expect(changedMail(plain, { addLabel: 'social' }).labelIds).toEqual(['social']);
    expect(changedMail(social, { addLabel: 'social' }).labelIds).toEqual(['social', 'forums']);
    expect(changedMail(social, { removeLabel: 'social' }).labelIds).toEqual(['forums']);
  });

  it('star, important and read: set on all unless all are so already', () => {
    const starred = testMail({ isStarred: true, isUnread: false });
    const plain = testMail({ isStarred: false, isUnread: true });
    expect(flagToggle([starred, plain], 'isStarred')).toEqual({ isStarred: true });
    expect(flagToggle([starred], 'isStarred')).toEqual({ isStarred: false });
    expect(flagToggle([plain], 'isImportant')).toEqual({ isImportant: true });
    expect(readToggle([starred, plain])).toEqual({ isUnread: false });
    expect(readToggle([starred])).toEqual({ isUnread: true });
    expect(changedMail(plain, { isUnread: false, folder: 'trash' })).toMatchObject({ isUnread: false, folder: 'trash', labelIds: [] });
  });
});
