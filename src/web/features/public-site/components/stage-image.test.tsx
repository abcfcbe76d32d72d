import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StageImage } from './stage-image';

describe('StageImage', () => {
  it('offers AVIF, WebP and a JPEG fallback at every width, with its size set so nothing shifts', () => {
    const html = renderToStaticMarkup(
      <StageImage n={3} alt="On stage" priority sizes="(min-width: 900px) 50vw, 100vw" />,
    );
    const document = new DOMParser().parseFromString(html, 'text/html');
    const picture = document.querySelector('picture')!;
    const sources = [...picture.querySelectorAll('source')].map((source) => [
      source.getAttribute('type'),
      source.getAttribute('srcset'),
      source.getAttribute('sizes'),
    ]);
    expect(sources).toEqual([
      [
        'image/avif',
        '/images/gallery/3-400.avif 400w, /images/gallery/3-800.avif 800w, /images/gallery/3-1200.avif 1200w',
        '(min-width: 900px) 50vw, 100vw',
      ],
      [
        'image/webp',
        '/images/gallery/3-400.webp 400w, /images/gallery/3-800.webp 800w, /images/gallery/3-1200.webp 1200w',
        '(min-width: 900px) 50vw, 100vw',
      ],
    ]);
    const img = picture.querySelector('img')!;
    expect(picture.lastElementChild).toBe(img);
    expect(
      Object.fromEntries([...img.attributes].filter((a) => a.name !== 'class').map((a) => [a.name, a.value])),
    ).toEqual({
      src: '/images/gallery/3-800.jpg',
      srcset:
        '/images/gallery/3-400.jpg 400w, /images/gallery/3-800.jpg 800w, /images/gallery/3-1200.jpg 1200w',
      sizes: '(min-width: 900px) 50vw, 100vw',
      alt: 'On stage',
      width: '400',
      height: '300',
      loading: 'eager',
      decoding: 'sync',
      fetchpriority: 'high',
    });
  });

  it('loads lazily unless it is the priority image, and counts on from the first photo past the last', () => {
    const html = renderToStaticMarkup(<StageImage n={14} alt="" />);
    expect(html).toContain('srcSet="/images/gallery/2-400.avif 400w');
    expect(html).toMatch(/<img [^>]*loading="lazy"[^>]*decoding="async"[^>]*fetchPriority="auto"/);
    expect(html).toMatch(/<img [^>]*sizes="\(min-width: 1200px\) 1152px, calc\(100vw - 32px\)"/);
  });
});
