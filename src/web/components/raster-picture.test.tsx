import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RasterPicture } from './raster-picture';

describe('RasterPicture', () => {
  it('serves a cover at its widths with the cover size reserved, loaded only when it shows', () => {
    const html = renderToStaticMarkup(<RasterPicture kind="cover" n={27} alt="Backstage" sizes="400px" />);
    const document = new DOMParser().parseFromString(html, 'text/html');
    // 27 counts on past the 24 covers: cover 3.
    expect(document.querySelector('source[type="image/avif"]')!.getAttribute('srcset')).toBe(
      '/images/cover/3-600.avif 600w, /images/cover/3-1200.avif 1200w',
    );
    const img = document.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/images/cover/3-600.jpg');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['480', '270']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('sizes')).toBe('400px');
  });
});
