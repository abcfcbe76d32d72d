import { describe, expect, it } from 'vitest';
import { draftOfMail, forwardDraft, replyDraft } from './reply-draft';
import { testMail } from './mail-test-data';

describe('reply and forward drafts', () => {
  it('prefix the subject once, as the server does', () => {
    expect(replyDraft(testMail({ subject: 'Offer' })).subject).toBe('Re: Offer');
    expect(replyDraft(testMail({ subject: 'RE: Offer' })).subject).toBe('RE: Offer');
    expect(forwardDraft(testMail({ subject: 'Offer' })).subject).toBe('Fwd: Offer');
    expect(forwardDraft(testMail({ subject: 'Fw: Offer' })).subject).toBe('Fw: Offer');
  });

  it('reply to the sender with an empty message: the server quotes the original, the form only shows it', () => {
    const mail = testMail({ message: '<p>Hello</p>' });
    const draft = replyDraft(mail);
    expect(draft.to).toEqual([mail.from]);
    expect(draft.subject).toBe('Re: Booking inquiry');
    expect(draft.answers).toEqual({ mailId: mail.id, kind: 'reply' });
    expect(draft.message).toBe('');
    expect(draft.original).toBe(mail);
  });

  it("reply to one's own sent mail goes to its recipients", () => {
    const mail = testMail({ folder: 'sent' });
    expect(replyDraft(mail).to).toEqual(mail.to);
  });

  it('forward with no recipient and nothing of the original in the message (the server appends it, files too)', () => {
    const mail = testMail({ files: ['/images/cover/4.svg'] });
    const draft = forwardDraft(mail);
    expect(draft.to).toEqual([]);
    expect(draft.subject).toBe('Fwd: Booking inquiry');
    expect(draft.files).toEqual([]);
    expect(draft.message).toBe('');
    expect(draft.answers).toEqual({ mailId: mail.id, kind: 'forward' });
    expect(draft.original).toBe(mail);
  });

  it('a saved draft opens again as it was, to replace it', () => {
    const mail = testMail({ folder: 'drafts', files: ['/images/cover/1.svg'], message: '<p>Invoice</p><img src="x" onerror="y()">' });
    expect(draftOfMail(mail)).toEqual({ to: mail.to, subject: mail.subject, message: '<p>Invoice</p><img>', files: ['/images/cover/1.svg'], draftId: mail.id });
  });

  it('a saved reply opens again as the reply it is (the form fetches the mail it answers)', () => {
    const mail = testMail({ folder: 'drafts', subject: 'Re: Offer', answers: { mailId: 'orig', kind: 'replyAll' } });
    expect(draftOfMail(mail)).toMatchObject({ draftId: mail.id, subject: 'Re: Offer', answers: { mailId: 'orig', kind: 'replyAll' } });
    expect(draftOfMail(mail).original).toBeUndefined();
  });
});
