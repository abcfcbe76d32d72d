import { describe, expect, it } from 'vitest';
import { draftOfMail, forwardDraft, prefixedSubject, replyDraft } from './reply-draft';
import { testMail } from './mail-test-data';

const texts = { wrote: 'On 20 Nov 2026, Lena <b> wrote:', forwarded: 'Forwarded message', from: 'From', date: 'Date: 20 Nov 2026', subject: 'Subject', to: 'To' };

describe('reply and forward drafts', () => {
  it('prefix the subject once', () => {
    expect(prefixedSubject('Re', 'Offer')).toBe('Re: Offer');
    expect(prefixedSubject('Re', 'RE: Offer')).toBe('RE: Offer');
    expect(prefixedSubject('Fwd', 'Offer')).toBe('Fwd: Offer');
    expect(prefixedSubject('Fwd', 'Fw: Offer')).toBe('Fw: Offer');
  });

  it('reply to the sender with the original quoted (sanitized, header escaped)', () => {
    const mail = testMail({ message: '<p>Hello</p><script>x()</script>' });
    const draft = replyDraft(mail, texts);
    expect(draft.to).toEqual([mail.from]);
    expect(draft.subject).toBe('Re: Booking inquiry');
    expect(draft.replyToMailId).toBe(mail.id);
    expect(draft.message).toBe('<p></p><p>On 20 Nov 2026, Lena &lt;b&gt; wrote:</p><blockquote><p>Hello</p></blockquote>');
  });

  it("reply to one's own sent mail goes to its recipients", () => {
    const mail = testMail({ folder: 'sent' });
    expect(replyDraft(mail, texts).to).toEqual(mail.to);
  });

  it('forward with no recipient, the header, the body and the attachments', () => {
    const mail = testMail({ files: ['/images/cover/4.svg'] });
    const draft = forwardDraft(mail, texts);
    expect(draft.to).toEqual([]);
    expect(draft.subject).toBe('Fwd: Booking inquiry');
    expect(draft.files).toEqual(['/images/cover/4.svg']);
    expect(draft.forwardOfMailId).toBe(mail.id);
    expect(draft.message).toContain('From: Lena Hoffmann &lt;lena@brightstage.example&gt;');
    expect(draft.message).toContain('To: Ana Ruiz &lt;ana@studio.example&gt;');
    expect(draft.message).toContain('<p>Dear Ana,</p>');
  });

  it('a saved draft opens again as it was, to replace it', () => {
    const mail = testMail({ folder: 'drafts', files: ['/images/cover/1.svg'], message: '<p>Invoice</p><img src="x" onerror="y()">' });
    expect(draftOfMail(mail)).toEqual({ to: mail.to, subject: mail.subject, message: '<p>Invoice</p><img>', files: ['/images/cover/1.svg'], draftId: mail.id });
  });
});
