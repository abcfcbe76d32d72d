import { styled } from '@mui/material/styles';
import type { ComponentProps } from 'react';
import {
  imageCounts,
  imageSizes,
  rasterImagePath,
  rasterWidths,
  type RasterFormat,
} from '../../../../contract/images';

/**
 * The app's stage photographs: raster variants of the generated gallery art (GET /images/gallery/{n}-{width}.{format}),
 * drawn at 400x300.
 */
export const stageImage = { count: imageCounts.gallery, ...imageSizes.gallery } as const;

/** Photo n, counting on past the last one from the first again. */
const photoNumber = (n: number) => ((n - 1) % stageImage.count) + 1;

/** Every width of photo n in one format, as a srcset ("/images/gallery/3-400.avif 400w, ..."). */
export const stageImageSrcSet = (n: number, format: RasterFormat) =>
  rasterWidths.gallery
    .map((width) => `${rasterImagePath('gallery', photoNumber(n), width, format)} ${width}w`)
    .join(', ');

/** The page is as wide as the container at most (1200 px less its padding). */
const containerWidth = '(min-width: 1200px) 1152px, calc(100vw - 32px)';

/** A plain <img>: MUI's Box would turn width and height into CSS instead of the attributes that reserve the space. */
const Img = styled('img')({});

interface StageImageProps extends Omit<ComponentProps<typeof Img>, 'src' | 'srcSet' | 'width' | 'height'> {
  n: number;
  alt: string;
  /**
   * How wide the photo shows at each viewport (the HTML sizes attribute), so the browser fetches the smallest
   * file that is sharp; a full container by default.
   */
  sizes?: string;
  /** The image of the first screen: loaded at once and first. */
  priority?: boolean;
}

/**
 * A stage photograph as AVIF, WebP or JPEG, whichever the browser takes first, at the width it needs. Its intrinsic
 * size is set, so the page never shifts while it loads. The <picture> takes no box of its own: the <img> lays out
 * as if it stood alone, and the HTML rendered at build time already holds every source for the preload scanner.
 */
export function StageImage({
  n,
  alt,
  sizes = containerWidth,
  priority = false,
  sx,
  ...other
}: StageImageProps) {
  return (
    <picture style={{ display: 'contents' }}>
      <source type="image/avif" srcSet={stageImageSrcSet(n, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={stageImageSrcSet(n, 'webp')} sizes={sizes} />
      <Img
        src={rasterImagePath('gallery', photoNumber(n), 800, 'jpg')}
        srcSet={stageImageSrcSet(n, 'jpg')}
        sizes={sizes}
        alt={alt}
        width={stageImage.width}
        height={stageImage.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        sx={[
          { display: 'block', width: '100%', height: 'auto', borderRadius: 2 },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
        {...other}
      />
    </picture>
  );
}
