import { describe, expect, it } from 'vitest';
import { imageKinds, rasterCrops, rasterFormats, rasterVariant, rasterWidths } from '@/contract/images';
import { encodeRasterImage, rasterContentType, svgForVariant } from '@/demo/replacements/raster-image';
import { generatedImages } from '@/server/areas/system/images/render-image';

const root = (svg: string) => /<svg\b[^>]*>/.exec(svg)![0];
const attribute = (element: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(element)?.[1];

describe('raster variants in the demo', () => {
  it('are each generated SVG at the variant’s size, covered by the art, the drawing unchanged', () => {
    for (const kind of imageKinds) {
      const { svg } = generatedImages().get(`${kind}/1.svg`)!;
      const sizes = [
        ...rasterWidths[kind].map((width) => rasterVariant(kind, 1, width, 'avif')),
        ...rasterCrops[kind].map(({ width, height }) => rasterVariant(kind, 1, width, 'webp', height)),
      ];
      for (const variant of sizes) {
        const sized = svgForVariant(svg, variant);
        const element = root(sized);
        expect(attribute(element, 'width')).toBe(String(variant.width));
        expect(attribute(element, 'height')).toBe(String(variant.height));
        expect(attribute(element, 'preserveAspectRatio')).toBe('xMidYMid slice');
        expect(attribute(element, 'viewBox')).toBe(attribute(root(svg), 'viewBox'));
        expect(element.match(/\swidth=/g)).toHaveLength(1);
        expect(sized.slice(element.length)).toBe(svg.slice(root(svg).length));
      }
    }
  });

  it('put white behind a JPEG’s art only, as sharp flattens JPEGs on white', () => {
    const { svg } = generatedImages().get('avatar/1.svg')!;
    for (const format of rasterFormats) {
      const sized = svgForVariant(svg, rasterVariant('avatar', 1, 256, format));
      expect(sized.includes('<rect width="100%" height="100%" fill="#FFFFFF"/>')).toBe(format === 'jpg');
    }
  });

  it('leave an SVG without a viewBox as it is', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><path d="M0 0h10v10z"/></svg>';
    expect(svgForVariant(svg, rasterVariant('avatar', 1, 128, 'webp'))).toBe(svg);
  });

  it('encode to the UTF-8 bytes of that SVG, whose type is SVG', async () => {
    const { svg } = generatedImages().get('gallery/3.svg')!;
    const variant = rasterVariant('gallery', 3, 800, 'avif');
    const bytes = await encodeRasterImage(svg, variant);
    expect(new TextDecoder().decode(bytes)).toBe(svgForVariant(svg, variant));
    expect(rasterContentType('avif')).toBe('image/svg+xml');
  });
});
