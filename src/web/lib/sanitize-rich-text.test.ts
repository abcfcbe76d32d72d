import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-rich-text';

describe('sanitizeRichText', () => {
  it('keeps the formatting a post may use', () => {
    const html =
      '<h3>Title</h3><p>One <strong>bold</strong>, <em>soft</em> and <s>gone</s></p><ul><li>a</li></ul><ol><li>b</li></ol>' +
      '<blockquote>q</blockquote><pre><code>let a = 1;</code></pre><hr><img src="/uploads/a.png" alt="Stage">';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, event handlers and styles', () => {
    expect(sanitizeRichText('<p onclick="x()" style="color:red">Hi</p><script>window.hacked=1</script>')).toBe('<p>Hi</p>');
    expect(sanitizeRichText('<img src="/images/cover/1.svg" onerror="window.hacked=2" alt="">')).toBe(
      '<img src="/images/cover/1.svg" alt="">',
    );
    expect(sanitizeRichText('<svg><script>alert(1)</script></svg><iframe src="https://x"></iframe>ok')).toBe('ok');
  });

  it('keeps https links (opened safely) and drops javascript:, data: and plain http ones', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">go</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer">go</a>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="http://example.com">x</a>')).toBe('<a>x</a>');
  });

  it('drops images from other origins', () => {
    expect(sanitizeRichText('<img src="https://evil.example/t.png" alt="t">')).toBe('<img alt="t">');
  });
});
