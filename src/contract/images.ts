/**
 * The app's generated images: GET /images/{kind}/{n}.svg, and their raster variants
 * GET /images/{kind}/{n}-{width}.{format} (the art's aspect ratio) and /images/{kind}/{n}-{width}x{height}.{format}
 * (cut to fill exactly that size). Only the sizes below exist; any other name is a 404.
 */
export const imageKinds = ['avatar', 'cover', 'product', 'gallery'] as const;
export type ImageKind = (typeof imageKinds)[number];

/** How many distinct images of each kind the app serves, numbered from 1. */
export const imageCounts: Record<ImageKind, number> = { avatar: 25, cover: 24, product: 24, gallery: 12 };

/** The presenter's own avatar (the demo admin's photo). */
export const presenterAvatar = 25;

export interface ImageSize {
  width: number;
  height: number;
}

/** The size each kind is drawn at (its SVG's viewBox). */
export const imageSizes: Record<ImageKind, ImageSize> = {
  avatar: { width: 128, height: 128 },
  cover: { width: 480, height: 270 },
  product: { width: 256, height: 256 },
  gallery: { width: 400, height: 300 },
};

/** Pixel widths each kind is encoded at, keeping its aspect ratio. */
export const rasterWidths: Record<ImageKind, readonly number[]> = {
  avatar: [128, 256],
  cover: [600, 1200],
  product: [256, 512],
  gallery: [400, 800, 1200],
};

/** Exact sizes a kind is also cut to: the 1200x630 of an Open Graph share image. */
export const rasterCrops: Record<ImageKind, readonly ImageSize[]> = {
  avatar: [],
  cover: [{ width: 1200, height: 630 }],
  product: [],
  gallery: [],
};

export const rasterFormats = ['avif', 'webp', 'jpg'] as const;
export type RasterFormat = (typeof rasterFormats)[number];

export const rasterContentTypes: Record<RasterFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

export interface RasterVariant {
  kind: ImageKind;
  n: number;
  width: number;
  height: number;
  format: RasterFormat;
  /** Cut to exactly width x height rather than sized by width alone. */
  crop: boolean;
}

/** Height of a kind encoded at one of its widths: the art's aspect ratio, rounded to whole pixels. */
export function rasterHeight(kind: ImageKind, width: number): number {
  return Math.round((width * imageSizes[kind].height) / imageSizes[kind].width);
}

function isAllowed(
  kind: ImageKind,
  n: number,
  width: number,
  height: number | undefined,
  format: string,
): boolean {
  if (!Number.isInteger(n) || n < 1 || n > imageCounts[kind]) return false;
  if (!(rasterFormats as readonly string[]).includes(format)) return false;
  if (height === undefined) return rasterWidths[kind].includes(width);
  return rasterCrops[kind].some((crop) => crop.width === width && crop.height === height);
}

/** The variant of those arguments; throws for one the server does not serve. */
export function rasterVariant(
  kind: ImageKind,
  n: number,
  width: number,
  format: RasterFormat,
  height?: number,
): RasterVariant {
  if (!isAllowed(kind, n, width, height, format))
    throw new Error(
      `no raster variant ${kind} ${n} at ${width}${height === undefined ? '' : `x${height}`} as ${format}`,
    );
  return { kind, n, width, height: height ?? rasterHeight(kind, width), format, crop: height !== undefined };
}

/** "/images/gallery/3-800.avif", or "/images/cover/1-1200x630.jpg" for a crop. */
export function rasterVariantPath({ kind, n, width, height, format, crop }: RasterVariant): string {
  return `/images/${kind}/${n}-${crop ? `${width}x${height}` : width}.${format}`;
}

/**
 * The URL of a raster variant: `rasterImagePath('gallery', 3, 800, 'avif')` is "/images/gallery/3-800.avif";
 * with a height, the crop of that exact size. Throws for a variant the server does not serve.
 */
export function rasterImagePath(
  kind: ImageKind,
  n: number,
  width: number,
  format: RasterFormat,
  height?: number,
): string {
  return rasterVariantPath(rasterVariant(kind, n, width, format, height));
}

const variantName = /^([1-9]\d{0,3})-([1-9]\d{0,4})(?:x([1-9]\d{0,4}))?\.([a-z]{3,4})$/;

/** The variant a request names ("gallery", "3-800.avif"), or undefined when there is no such variant. */
export function parseRasterImageName(kind: string, file: string): RasterVariant | undefined {
  if (!(imageKinds as readonly string[]).includes(kind)) return undefined;
  const match = variantName.exec(file);
  if (!match) return undefined;
  const [n, width, format] = [Number(match[1]), Number(match[2]), match[4]!];
  const height = match[3] === undefined ? undefined : Number(match[3]);
  if (!isAllowed(kind as ImageKind, n, width, height, format)) return undefined;
  return rasterVariant(kind as ImageKind, n, width, format as RasterFormat, height);
}

/** The variant at a path ("/images/gallery/3-800.avif"), or undefined when it is not one. */
export function parseRasterImagePath(path: string): RasterVariant | undefined {
  const match = /^\/images\/([a-z]+)\/([^/]+)$/.exec(path);
  return match ? parseRasterImageName(match[1]!, match[2]!) : undefined;
}
