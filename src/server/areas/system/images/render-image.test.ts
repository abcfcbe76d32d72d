import { describe, expect, it } from 'vitest';
import { imageCounts, imageKinds, imageSizes } from '@/contract/images';
import { imageUrl } from '@/server/db/seed/seed-context';
import { coverScenes } from './cover';
import { galleryScenes } from './gallery';
import { HERO_PHOTO } from './image-warmup';
import { generatedImages, renderImage } from './render-image';

const SVG_NAMESPACE = 'xmlns="http://www.w3.org/2000/svg"';
const viewBoxes = {
  // DiceBear's drawing space; width and height below give the size.
  avatar: '0 0 980 980',
  cover: '0 0 480 270',
  product: '0 0 256 256',
  gallery: '0 0 400 300',
};

/**
 * Our own flat art stays small: products under 4 KB; the stage scenes under 6 KB, as some hold a room of people
 * (a panel, a curtain call: each person is about half a kilobyte) and most stay under 4 KB. The avatar library's
 * detailed faces stay under 8 KB.
 */
const maxBytes = { avatar: 8192, cover: 6144, product: 4096, gallery: 6144 };

describe('generated images', () => {
  const images = generatedImages();

  it('has exactly one image per kind and number the seed data can refer to', () => {
    expect(images.size).toBe(Object.values(imageCounts).reduce((sum, count) => sum + count, 0));
    for (const kind of imageKinds) {
      for (let n = 1; n <= imageCounts[kind]; n += 1)
        expect(images.has(imageUrl(kind, n).replace('/images/', ''))).toBe(true);
    }
  });

  it.each(imageKinds)('renders every %s as a small, self-contained SVG', (kind) => {
    for (let n = 1; n <= imageCounts[kind]; n += 1) {
      const svg = renderImage(kind, n);
      expect(svg.startsWith('<svg '), `${kind} ${n}`).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).toContain(SVG_NAMESPACE);
      expect(svg).toContain(`viewBox="${viewBoxes[kind]}"`);
      // the size the contract gives raster variants their aspect ratio from
      expect(svg).toContain(`width="${imageSizes[kind].width}" height="${imageSizes[kind].height}"`);
      // The namespace is a name, not a resource; nothing else may point outside the document.
      expect(svg.replace(SVG_NAMESPACE, '')).not.toMatch(
        /https?:|href=|<image|<script|<text|@import|NaN|undefined/i,
      );
      expect(Buffer.byteLength(svg), `${kind} ${n}`).toBeLessThan(maxBytes[kind]);
      // every tag closed: as many openings as closings (self-closing counts as both)
      const opened = svg.match(/<[a-zA-Z]/g)!.length;
      const closed = (svg.match(/<\//g) ?? []).length + (svg.match(/\/>/g) ?? []).length;
      expect(closed, `${kind} ${n}`).toBe(opened);
      // every gradient it paints with is defined in it
      for (const [, id] of svg.matchAll(/url\(#(\w+)\)/g)) expect(svg).toContain(`id="${id}"`);
    }
  });

  it.each(imageKinds)('gives every %s number its own picture, the same on every render', (kind) => {
    const seen = new Set<string>();
    for (let n = 1; n <= imageCounts[kind]; n += 1) {
      const svg = renderImage(kind, n);
      expect(renderImage(kind, n)).toBe(svg);
      seen.add(svg);
    }
    expect(seen.size).toBe(imageCounts[kind]);
  });

  it.each(['cover', 'product', 'gallery'] as const)(
    'varies the composition of every %s, not only its colours',
    (kind) => {
      const shapes = new Set<string>();
      for (let n = 1; n <= imageCounts[kind]; n += 1)
        shapes.add(renderImage(kind, n).replace(/#[0-9A-F]{6}/gi, ''));
      expect(shapes.size).toBe(imageCounts[kind]);
    },
  );

  it('draws each gallery photo as a scene of its own, the home hero as the presenter in portrait', () => {
    expect(galleryScenes).toHaveLength(imageCounts.gallery);
    expect(new Set(galleryScenes.map(([scene]) => scene)).size).toBe(imageCounts.gallery);
    expect(galleryScenes[HERO_PHOTO - 1]![0]).toBe('portrait');
  });

  it('never draws two covers as the same scene in the same light, nor any scene more than twice', () => {
    expect(coverScenes).toHaveLength(imageCounts.cover);
    expect(new Set(coverScenes.map((pair) => pair.join())).size).toBe(imageCounts.cover);
    const uses = new Map<string, number>();
    for (const [scene] of coverScenes) uses.set(scene, (uses.get(scene) ?? 0) + 1);
    expect(Math.max(...uses.values())).toBeLessThanOrEqual(2);
  });

  it('renders once and keeps a strong ETag per image', () => {
    expect(generatedImages()).toBe(images);
    const etags = new Set([...images.values()].map((image) => image.etag));
    expect(etags.size).toBe(images.size);
    for (const etag of etags) expect(etag).toMatch(/^"[\w-]{16}"$/);
  });

  it('draws products in all eight product colours', () => {
    const colours = ['#00AB55', '#000000', '#FFFFFF', '#FFC0CB', '#FF4842', '#1890FF', '#94D82D', '#FFC107'];
    for (const colour of colours) {
      const drawn = Array.from({ length: imageCounts.product }, (_, index) =>
        renderImage('product', index + 1),
      ).filter((svg) => svg.includes(`fill="${colour}" stroke=`));
      expect(drawn.length, colour).toBeGreaterThanOrEqual(3);
    }
  });
});
