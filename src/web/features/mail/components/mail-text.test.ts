import { describe, expect, it } from 'vitest';
import { mailBodyText, mailExcerpt } from './mail-text';

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
