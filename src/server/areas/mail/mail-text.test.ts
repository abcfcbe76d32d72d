import { describe, expect, it } from 'vitest';
import { htmlToText, mailSearchText } from './mail-text';

describe('htmlToText', () => {
  it('keeps the words, one line per paragraph, list item or break, entities decoded', () => {
    expect(
      htmlToText(
        '<p>Dear <strong>Saskia</strong>,</p><ul><li>Date: 12&nbsp;March</li><li>Fee &amp; travel</li></ul><p>Best,<br>Lena &lt;lena@x.example&gt; &#233;t&#xE9;</p>',
      ),
    ).toBe('Dear Saskia,\nDate: 12 March\nFee & travel\nBest,\nLena <lena@x.example> été');
  });

  it('drops scripts and styles and empty lines and leaves unknown entities as written', () => {
    expect(
      htmlToText('<style>p{}</style><p>  a   b </p><p></p><p></p><p>&bogus; &#0;</p><script>x()</script>'),
    ).toBe('a b\n&bogus; &#0;');
    expect(htmlToText('')).toBe('');
  });
});

describe('mailSearchText', () => {
  it('holds subject, sender and text in lower case, every letter', () => {
    expect(
      mailSearchText({
        subject: 'Über ÉTÉ',
        fromName: 'Lena H',
        fromEmail: 'Lena@X.example',
        message: '<p>Hello <b>World</b></p>',
      }),
    ).toBe('über été\nlena h\nlena@x.example\nhello world');
  });
});
