import { describe, expect, it } from 'vitest';
import type { Mail } from '@/contract/mail';
import { addressText, formatMailDate, forwardBody, replyBody } from './mail-compose';

const original: Mail = {
  id: 'm1',
  labelIds: [],
  folder: 'inbox',
  isImportant: false,
  isStarred: false,
  isUnread: false,
  subject: 'Rehearsal <Friday>',
  message: '<p>See you at 9.</p>',
  createdAt: '2026-03-05T09:07:00.000Z',
  files: ['/uploads/a.png'],
  from: { name: 'Lena & Co', email: 'lena@x.example', avatar: '' },
  to: [
    { name: 'Saskia', email: 'saskia@studio.example', avatar: '' },
    { name: 'Private Member', email: '', avatar: '' },
  ],
};

describe('quoting', () => {
  it('writes dates in UTC as dd MMM yyyy HH:mm', () => {
    expect(formatMailDate('2026-03-05T09:07:00.000Z')).toBe('05 Mar 2026 09:07 UTC');
    expect(formatMailDate('2026-12-31T23:59:59.000+02:00')).toBe('31 Dec 2026 21:59 UTC');
  });

  it('names an address by name and email, or whichever it has, escaped', () => {
    expect(addressText(original.from)).toBe('Lena &#38; Co &lt;lena@x.example&gt;');
    expect(addressText(original.to[1]!)).toBe('Private Member');
    expect(addressText({ name: '', email: 'a@b.example', avatar: '' })).toBe('a@b.example');
  });

  it('quotes the original below a reply, saying who wrote it when', () => {
    expect(replyBody('<p>Yes!</p>', original)).toBe(
      '<p>Yes!</p>\n<p>On 05 Mar 2026 09:07 UTC, Lena &#38; Co &lt;lena@x.example&gt; wrote:</p>\n<blockquote><p>See you at 9.</p></blockquote>',
    );
  });

  it('puts the forwarded header and the original below the new words, or alone', () => {
    const header =
      '<p>---------- Forwarded message ----------<br>From: Lena &#38; Co &lt;lena@x.example&gt;<br>Date: 05 Mar 2026 09:07 UTC<br>Subject: Rehearsal &#60;Friday&#62;<br>To: Saskia &lt;saskia@studio.example&gt;, Private Member</p>';
    expect(forwardBody('<p>FYI</p>', original)).toBe(`<p>FYI</p>\n${header}\n<p>See you at 9.</p>`);
    expect(forwardBody('', original)).toBe(`${header}\n<p>See you at 9.</p>`);
  });
});
