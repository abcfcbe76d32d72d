import { imageCounts, imageSizes } from '@/contract/images';
import { RasterPicture, type RasterPictureProps } from '@/web/components/raster-picture';

/** The app's stage photographs: raster variants of the generated gallery art, drawn at 400x300. */
export const stageImage = { count: imageCounts.gallery, ...imageSizes.gallery } as const;

/** The page is as wide as the container at most (1200 px less its padding). */
const containerWidth = '(min-width: 1200px) 1152px, calc(100vw - 32px)';

interface StageImageProps extends Omit<RasterPictureProps, 'kind' | 'sizes'> {
  /** How wide the photo shows at each viewport; a full container by default. */
  sizes?: string;
}

/** A stage photograph (gallery image n) at the width it shows, its size reserved while it loads. */
export function StageImage({ sizes = containerWidth, ...other }: StageImageProps) {
  return <RasterPicture kind="gallery" sizes={sizes} {...other} />;
}
