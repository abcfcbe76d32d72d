import type { RasterFormat, RasterVariant } from '@/contract/images';
import { bufferOf } from '@/demo/replacements/buffer';

/**
 * A service worker has no SVG rasteriser (createImageBitmap and OffscreenCanvas refuse SVG off the main thread), so
 * in the demo every raster variant is the SVG itself, made to behave like the encoded image: the variant's exact
 * width and height, the art covering them (cut where it sticks out, as sharp's fit 'cover'), and, for a JPEG,
 * white behind transparent parts (sharp flattens them on white).
 */
export const rasterEncoding: string = 'demo: svg sized to the variant';

/** What a variant really is in the demo, whatever its format: browsers show an image by its Content-Type. */
export const rasterContentType = (_format: RasterFormat): string => 'image/svg+xml';

const rootElement = /<svg\b[^>]*>/;
const sizeAttributes = /\s(?:width|height|preserveAspectRatio)\s*=\s*(?:"[^"]*"|'[^']*')/g;

/** The SVG drawn at width x height, its viewBox scaled to cover them; unchanged when it has no viewBox to scale. */
export function svgForVariant(svg: string, { width, height, format }: RasterVariant): string {
  const root = rootElement.exec(svg)?.[0];
  if (!root || !/\sviewBox\s*=/.test(root)) return svg;
  const attributes = root.slice(0, -1).replace(sizeAttributes, '');
  const sized = `${attributes} width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">`;
  const background = format === 'jpg' ? '<rect width="100%" height="100%" fill="#FFFFFF"/>' : '';
  return svg.replace(root, () => sized + background);
}

export function encodeRasterImage(svg: string, variant: RasterVariant): Promise<Buffer> {
  return Promise.resolve(bufferOf(new TextEncoder().encode(svgForVariant(svg, variant))));
}
