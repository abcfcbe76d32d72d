import { styled } from '@mui/material/styles';
import type { ComponentProps } from 'react';
import {
  imageCounts,
  imageSizes,
  rasterImagePath,
  rasterWidths,
  type ImageKind,
  type RasterFormat,
} from '@/contract/images';

/** Image n of a kind, counting on past the last one from the first again. */
const imageNumber = (kind: ImageKind, n: number) => ((n - 1) % imageCounts[kind]) + 1;

/** Every width of image n in one format, as a srcset ("/images/gallery/3-400.avif 400w, ..."). */
export const rasterSrcSet = (kind: ImageKind, n: number, format: RasterFormat) =>
  rasterWidths[kind]
    .map((width) => `${rasterImagePath(kind, imageNumber(kind, n), width, format)} ${width}w`)
    .join(', ');

/** A plain <img>: MUI's Box would turn width and height into CSS instead of the attributes that reserve the space. */
const Img = styled('img')({});

export interface RasterPictureProps extends Omit<
  ComponentProps<typeof Img>,
  'src' | 'srcSet' | 'width' | 'height'
> {
  kind: ImageKind;
  n: number;
  alt: string;
  /** How wide the image shows at each viewport (the HTML sizes attribute), so the browser fetches the smallest sharp file. */
  sizes: string;
  /** The image of the first screen: loaded at once and first. */
  priority?: boolean;
}

/**
 * One of the app's generated images as AVIF, WebP or JPEG, whichever the browser takes first, at the width it
 * needs (GET /images/{kind}/{n}-{width}.{format}). Its intrinsic size is set, so the page never shifts while it
 * loads. The <picture> takes no box of its own: the <img> lays out as if it stood alone, and HTML rendered at
 * build time already holds every source for the preload scanner.
 */
export function RasterPicture({ kind, n, alt, sizes, priority = false, sx, ...other }: RasterPictureProps) {
  const { width, height } = imageSizes[kind];
  // For browsers without srcset: a middling width.
  const fallbackWidth =
    rasterWidths[kind].filter((candidate) => candidate <= 800).at(-1) ?? rasterWidths[kind][0]!;
  return (
    <picture style={{ display: 'contents' }}>
      <source type="image/avif" srcSet={rasterSrcSet(kind, n, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={rasterSrcSet(kind, n, 'webp')} sizes={sizes} />
      <Img
        src={rasterImagePath(kind, imageNumber(kind, n), fallbackWidth, 'jpg')}
        srcSet={rasterSrcSet(kind, n, 'jpg')}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
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
