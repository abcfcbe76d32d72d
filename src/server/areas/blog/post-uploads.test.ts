import { describe, expect, it } from 'vitest';
import { sanitizePostBody } from './post-body';
import { postUploadUrls } from './post-uploads';

const upload = (n: number) => `/uploads/0c5e8f7a-3b1d-4e8f-9a6b-2c4d6e8f0a1${n}.png`;

describe('postUploadUrls', () => {
  it('lists the uploaded cover and every uploaded image of the body, each once, in order', () => {
    const body = sanitizePostBody(
      `<p>Intro</p><img src="${upload(2)}" alt="Stage"><p>More <img alt="Crowd" src="${upload(3)}"></p>` +
        `<img src="${upload(2)}" alt="Again"><img src="${upload(1)}">`,
    );
    expect(postUploadUrls({ cover: upload(1), body })).toEqual([upload(1), upload(2), upload(3)]);
  });

  it('leaves out the generated art and anything that is not an image', () => {
    const body = sanitizePostBody(
      `<img src="/images/gallery/3.svg" alt=""><p>Not an image: &lt;img src="${upload(4)}"&gt; and <code>${upload(5)}</code></p>` +
        `<pre><code>&lt;img src="${upload(6)}"&gt;</code></pre><a href="https://example.com${upload(7)}">link</a>`,
    );
    expect(body).not.toContain(`<img src="${upload(6)}"`);
    expect(postUploadUrls({ cover: '/images/cover/1.svg', body })).toEqual([]);
  });

  it('finds nothing in a post without images', () => {
    expect(postUploadUrls({ cover: '', body: '' })).toEqual([]);
    expect(postUploadUrls({ cover: '/images/cover/2.svg', body: '<p>Text only</p>' })).toEqual([]);
  });
});
