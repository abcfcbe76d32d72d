import { describe, expect, it } from 'vitest';
import { sanitizePostBody } from './post-body';

describe('sanitizePostBody', () => {
  it('keeps the tags a post may use', () => {
    const html =
      '<h3>Title</h3><h4>Sub</h4><p>One <strong>bold</strong> and <em>soft</em><br /></p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote><pre><code>x</code></pre><p><s>old</s></p><hr />';
    expect(sanitizePostBody(html)).toBe(html);
    expect(sanitizePostBody('<p>a<br>b</p>')).toBe('<p>a<br />b</p>');
  });

  it('keeps https links and app images, with only the safe attributes', () => {
    expect(
      sanitizePostBody('<a href="https://example.com/a?b=1&c=2" onclick="x()" target="_blank">go</a>'),
    ).toBe('<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer">go</a>');
    expect(sanitizePostBody('<img src="/images/gallery/3.svg" alt="Stage" onerror="x()">')).toBe(
      '<img src="/images/gallery/3.svg" alt="Stage" />',
    );
  });

  it('drops links that are not https and images from elsewhere', () => {
    expect(sanitizePostBody('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizePostBody('<a href="http://example.com">x</a>')).toBe('<a>x</a>');
    expect(sanitizePostBody('<img src="https://evil.example/t.png">')).toBe('');
    expect(sanitizePostBody('<img src="/images/../secret">')).toBe('');
  });

  it('removes scripts, styles, frames, handlers and unknown tags', () => {
    expect(
      sanitizePostBody(
        '<p onclick="x()" style="color:red">Hi</p><script>alert(1)</script><style>p{}</style>',
      ),
    ).toBe('<p>Hi</p>');
    expect(
      sanitizePostBody('<iframe src="https://x"></iframe><div><span>text</span></div><!-- note -->'),
    ).toBe('text');
    expect(sanitizePostBody('<SCRIPT>alert(1)</SCRIPT ><P>ok</P>')).toBe('<p>ok</p>');
  });

  it('escapes stray angle brackets so no tag can be smuggled in', () => {
    expect(sanitizePostBody('1 < 2 > 0')).toBe('1 &lt; 2 &gt; 0');
    // an unfinished tag is never completed into an element
    expect(sanitizePostBody('<img src=x onerror=alert(1)//')).not.toMatch(/<img|onerror=/i);
    expect(sanitizePostBody('<<script>script>alert(1)<</script>/script>')).not.toMatch(/<script/i);
  });
});
