import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { brand } from '@/contract/brand';
import { PageHead } from './page-head';

afterEach(cleanup);

const meta = (property: string) =>
  [...document.head.querySelectorAll(`meta[property="${property}"], meta[name="${property}"]`)].map((tag) =>
    tag.getAttribute('content'),
  );

describe('PageHead', () => {
  it("shares the brand's 1200x630 JPEG with its type, size and alt text by default", () => {
    render(<PageHead title="About" description="About the presenter" path="/about-us" />);
    expect(meta('og:image')).toEqual([`${brand.siteUrl}/images/cover/1-1200x630.jpg`]);
    expect(meta('og:image:type')).toEqual(['image/jpeg']);
    expect(meta('og:image:width')).toEqual(['1200']);
    expect(meta('og:image:height')).toEqual(['630']);
    expect(meta('og:image:alt')).toEqual([brand.shareImage.alt]);
    expect(meta('twitter:card')).toEqual(['summary_large_image']);
  });

  it('shares the image a page names instead', () => {
    const image = {
      src: '/images/gallery/3-1200.jpg',
      width: 1200,
      height: 900,
      type: 'image/jpeg',
      alt: 'A stage',
    };
    render(<PageHead title="Gallery" description="Photos" path="/photoes" image={image} />);
    expect(meta('og:image')).toEqual([`${brand.siteUrl}/images/gallery/3-1200.jpg`]);
    expect(meta('og:image:height')).toEqual(['900']);
    expect(meta('og:image:alt')).toEqual(['A stage']);
  });
});
