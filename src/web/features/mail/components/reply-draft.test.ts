import { describe, expect, it } from 'vitest';
import { draftOfMail, forwardDraft, prefixedSubject, replyDraft } from './reply-draft';
import { testMail } from './mail-test-data';

describe('reply and forward drafts', () => {
  it('prefix the subject once', () => {
    expect(prefixedSubject('Re', 'Offer')).toBe('Re: Offer');
    expect(prefixedSubject('Re', 'RE: Offer')).toBe('RE: Offer');
    expect(prefixedSubject('Fwd', 'Offer')).toBe('Fwd: Offer');
    expect(prefixedSubject('Fwd', 'Fw: Offer')).toBe('Fw: Offer');
  });

  it('reply to the sender with an empty message: the server quotes the original, the form only shows it', () => {
    const mail = testMail({ message: '<p>Hello</p>' });
    const draft = replyDraft(mail);
    expect(draft.to).toEqual([mail.from]);
    expect(draft.subject).toBe('Re: Booking inquiry');
    expect(draft.replyToMailId).toBe(mail.id);
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
    expect(draft.forwardOfMailId).toBe(mail.id);
    expect(draft.original).toBe(mail);
  });

  it('a saved draft opens again as it was, to replace it', () => {
    const mail = testMail({ folder: 'drafts', files: ['/images/cover/1.svg'], message: '<p>Invoice</p><img src="x" onerror="y()">' });
    expect(draftOfMail(mail)).toEqual({ to: mail.to, subject: mail.subject, message: '<p>Invoice</p><img>', files: ['/images/cover/1.svg'], draftId: mail.id });
  });
});
