import { describe, expect, it } from 'vitest';
import { brand } from './brand';
import {
  imageCounts,
  imageKinds,
  parseRasterImageName,
  parseRasterImagePath,
  rasterCrops,
  rasterFormats,
  rasterHeight,
  rasterImagePath,
  rasterVariant,
  rasterWidths,
} from './images';

describe('raster image variants', () => {
  it('builds the URL of a variant by width, or by exact size for a crop', () => {
    expect(rasterImagePath('gallery', 3, 800, 'avif')).toBe('/images/gallery/3-800.avif');
    expect(rasterImagePath('gallery', 12, 1200, 'webp')).toBe('/images/gallery/12-1200.webp');
    expect(rasterImagePath('avatar', 1, 256, 'jpg')).toBe('/images/avatar/1-256.jpg');
    expect(rasterImagePath('cover', 1, 1200, 'jpg', 630)).toBe('/images/cover/1-1200x630.jpg');
  });

  it('keeps the aspect ratio of the art, in whole pixels', () => {
    expect(rasterVariant('gallery', 3, 800, 'avif')).toEqual({
      kind: 'gallery',
      n: 3,
      width: 800,
      height: 600,
      format: 'avif',
      crop: false,
    });
    expect(rasterHeight('cover', 600)).toBe(338);
    expect(rasterHeight('cover', 1200)).toBe(675);
    expect(rasterHeight('avatar', 256)).toBe(256);
    expect(rasterVariant('cover', 1, 1200, 'jpg', 630)).toMatchObject({
      width: 1200,
      height: 630,
      crop: true,
    });
  });

  it('refuses to build a variant the server does not serve', () => {
    expect(() => rasterImagePath('gallery', 3, 500, 'avif')).toThrow(/gallery 3 at 500/);
    expect(() => rasterImagePath('gallery', 0, 800, 'avif')).toThrow();
    expect(() => rasterImagePath('gallery', 13, 800, 'avif')).toThrow();
    expect(() => rasterImagePath('gallery', 1.5, 800, 'avif')).toThrow();
    expect(() => rasterImagePath('gallery', 3, 1200, 'jpg', 630)).toThrow(/1200x630/);
    expect(() => rasterImagePath('cover', 1, 1200, 'jpg', 675)).toThrow();
    expect(() => rasterImagePath('gallery', 3, 800, 'png' as 'jpg')).toThrow();
  });

  it('reads back every variant it builds, and nothing else', () => {
    let count = 0;
    for (const kind of imageKinds)
      for (let n = 1; n <= imageCounts[kind]; n += 1)
        for (const format of rasterFormats) {
          const sizes = [
            ...rasterWidths[kind].map((width) => [width] as const),
            ...rasterCrops[kind].map((crop) => [crop.width, crop.height] as const),
          ];
          for (const [width, height] of sizes) {
            const path = rasterImagePath(kind, n, width, format, height);
            expect(parseRasterImagePath(path), path).toEqual(rasterVariant(kind, n, width, format, height));
            count += 1;
          }
        }
    expect(count).toBe(25 * 2 * 3 + 24 * 3 * 3 + 24 * 2 * 3 + 12 * 3 * 3);

    for (const [kind, file] of [
      ['gallery', '3-800.png'],
      ['gallery', '3-800.jpeg'],
      ['gallery', '3-800.AVIF'],
      ['gallery', '3-801.avif'],
      ['gallery', '03-800.avif'],
      ['gallery', '3-0800.avif'],
      ['gallery', '0-800.avif'],
      ['gallery', '13-800.avif'],
      ['gallery', '-1-800.avif'],
      ['gallery', '3-800x600.avif'],
      ['gallery', '3-800.avif.avif'],
      ['gallery', '3.avif'],
      ['gallery', '3-.avif'],
      ['gallery', '3.svg'],
      ['cover', '1-1200x631.jpg'],
      ['cover', '1-630x1200.jpg'],
      ['cover', '25-600.jpg'],
      ['banner', '1-600.jpg'],
      ['__proto__', '1-600.jpg'],
      ['constructor', '1-600.jpg'],
    ] as const)
      expect(parseRasterImageName(kind, file), `${kind}/${file}`).toBeUndefined();
    expect(parseRasterImagePath('/images/gallery/3-800.avif/x')).toBeUndefined();
    expect(parseRasterImagePath('images/gallery/3-800.avif')).toBeUndefined();
  });

  it('makes the share image a 1200x630 JPEG the server serves', () => {
    expect(parseRasterImagePath(brand.shareImage.src)).toEqual({
      kind: 'cover',
      n: 1,
      width: 1200,
      height: 630,
      format: 'jpg',
      crop: true,
    });
    expect(brand.shareImage).toMatchObject({ width: 1200, height: 630, type: 'image/jpeg' });
    expect(brand.shareImage.alt.length).toBeGreaterThan(10);
  });
});
