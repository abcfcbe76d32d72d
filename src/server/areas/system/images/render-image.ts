import { contentTag } from '@/server/http/etag';
import { imageCounts, imageKinds, type ImageKind } from '@/contract/images';
import { renderAvatar } from './avatar';
import { renderCover } from './cover';
import { renderGallery } from './gallery';
import { createRandom, type Random } from './prng';
import { renderProduct } from './product';

const renderers: Record<ImageKind, (n: number, random: Random) => string> = {
  avatar: renderAvatar,
  cover: renderCover,
  product: renderProduct,
  gallery: renderGallery,
};

export interface GeneratedImage {
  svg: string;
  etag: string;
}

/** The SVG text of image n (1-based) of a kind; the same for the same kind and n, always. */
export function renderImage(kind: ImageKind, n: number): string {
  return renderers[kind](n, createRandom(`${kind}:${n}`));
}

let cache: Map<string, GeneratedImage> | undefined;

/** Every image, rendered once at first use: "avatar/1.svg" -> its SVG and ETag. */
export function generatedImages(): Map<string, GeneratedImage> {
  if (cache) return cache;
  cache = new Map();
  for (const kind of imageKinds) {
    for (let n = 1; n <= imageCounts[kind]; n += 1) {
      const svg = renderImage(kind, n);
      cache.set(`${kind}/${n}.svg`, { svg, etag: contentTag(svg) });
    }
  }
  return cache;
}
