import Box, { type BoxProps } from '@mui/material/Box';

/** The app's stage photographs (GET /images/gallery/{n}.svg): vector art, sharp at every width. */
export const stageImage = { count: 12, width: 400, height: 300 } as const;
export const stageImageSrc = (n: number) => `/images/gallery/${((n - 1) % stageImage.count) + 1}.svg`;

interface StageImageProps extends Omit<BoxProps<'img'>, 'src'> {
  n: number;
  alt: string;
  /** The image of the first screen: loaded at once and first. */
  priority?: boolean;
}

/** A stage photograph with its intrinsic size set, so the page never shifts while it loads. */
export function StageImage({ n, alt, priority = false, sx, ...other }: StageImageProps) {
  return (
    <Box
      component="img"
      src={stageImageSrc(n)}
      alt={alt}
      width={stageImage.width}
      height={stageImage.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      sx={[{ display: 'block', width: '100%', height: 'auto', borderRadius: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...other}
    />
  );
}
