import { describe, expect, it } from 'vitest';
import { mailBodyText, mailExcerpt, searchMails } from './mail-text';
import { testMail } from './mail-test-data';

describe('mailBodyText and mailExcerpt', () => {
  it('read the body as one line of text, paragraphs and line breaks as spaces', () => {
    expect(mailBodyText('<p>Dear Ana,</p><p>Thanks<br>for <strong>everything</strong>.</p><ul><li>one</li><li>two</li></ul>')).toBe(
      'Dear Ana, Thanks for everything. one two',
    );
  });

  it('show nothing a sanitizer drops: no script, no style, no markup', () => {
    const text = mailBodyText('<p>Hi</p><script>alert(1)</script><style>p{color:red}</style><img src=x onerror="alert(2)"><p>there &amp; back</p>');
    expect(text).toBe('Hi there & back');
    expect(text).not.toMatch(/alert|color|</);
  });

  it('cut a long body at a word, with an ellipsis', () => {
    const excerpt = mailExcerpt(`<p>${'word '.repeat(60)}</p>`, 40);
    expect(excerpt.length).toBeLessThanOrEqual(41);
    expect(excerpt.endsWith('word…')).toBe(true);
    expect(mailExcerpt('<p>Short one.</p>', 40)).toBe('Short one.');
    expect(mailExcerpt('', 40)).toBe('');
  });
});

describe('searchMails', () => {
  const booking = testMail({ id: 'a', subject: 'Booking inquiry: Hamburg', message: '<p>Main stage, 12 March</p>' });
  const podcast = testMail({
    id: 'b',
    subject: 'Guest invitation',
    from: { name: 'Maya Lindqvist', email: 'maya@thelongtake.example', avatar: '' },
    message: '<p>The Long Take podcast, recorded in Kreuzberg</p>',
  });
  const café = testMail({ id: 'c', subject: 'Rendez-vous au café', message: '<p>Été</p>' });
  const mails = [booking, podcast, café];
  const ids = (query: string) => searchMails(mails, query).map((mail) => mail.id);

  it('finds by subject, sender name or address, recipients and body, in any case', () => {
    expect(ids('hamburg')).toEqual(['a']);
    expect(ids('MAYA')).toEqual(['b']);
    expect(ids('thelongtake.example')).toEqual(['b']);
    expect(ids('kreuzberg')).toEqual(['b']);
    expect(ids('ana@studio')).toEqual(['a', 'b', 'c']);
  });

  it('needs every word, in any order, and ignores accents', () => {
    expect(ids('march stage')).toEqual(['a']);
    expect(ids('march podcast')).toEqual([]);
    expect(ids('cafe ete')).toEqual(['c']);
  });

  it('keeps every mail, in order, for a blank query; never matches markup', () => {
    expect(ids('   ')).toEqual(['a', 'b', 'c']);
    expect(ids('<p>')).toEqual([]);
  });
});
