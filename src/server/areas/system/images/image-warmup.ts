import { brand } from '@/contract/brand';
import {
  imageCounts,
  parseRasterImagePath,
  rasterVariant,
  rasterWidths,
  type RasterVariant,
} from '@/contract/images';
import type { Logger } from '@/server/logger';
import type { RasterImageCache } from './raster-image-cache';

/** The photo of the home page's first screen (its Lighthouse LCP element): warmed first. */
export const HERO_PHOTO = 3;

/**
 * What the public pages show, most wanted first: the share image (crawlers give up quickly), the home hero, then
 * every gallery photo at every width, as AVIF, which every current browser takes. WebP and JPEG, for the few
 * that do not, encode in a tenth of the time and are left to their first request.
 */
export function publicPageVariants(): RasterVariant[] {
  const share = parseRasterImagePath(brand.shareImage.src);
  const variants = share ? [share] : [];
  const photos = [
    HERO_PHOTO,
    ...Array.from({ length: imageCounts.gallery }, (_, index) => index + 1).filter((n) => n !== HERO_PHOTO),
  ];
  for (const n of photos)
    for (const width of rasterWidths.gallery) variants.push(rasterVariant('gallery', n, width, 'avif'));
  return variants;
}

/** Encodes `variants` one after another (never more than one of the cache's encode slots), logging once at the end. */
export async function warmRasterImages(
  cache: RasterImageCache,
  variants: RasterVariant[],
  logger: Logger,
): Promise<void> {
  const started = performance.now();
  try {
    for (const variant of variants) await cache.get(variant);
    logger.info(
      { images: variants.length, ms: Math.round(performance.now() - started) },
      'public images ready',
    );
  } catch (error) {
    logger.warn(
      { err: error },
      'could not prepare the public images; they are encoded on first request instead',
    );
  }
}

/** Starts the warm-up a moment after the server listens, in the background: it never holds up start or exit. */
export function scheduleImageWarmup(cache: RasterImageCache, logger: Logger, delayMs = 1000): void {
  setTimeout(() => void warmRasterImages(cache, publicPageVariants(), logger), delayMs).unref();
}
