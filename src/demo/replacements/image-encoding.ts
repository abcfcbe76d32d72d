import {
  UPLOAD_IMAGE_MAX_MEGAPIXELS,
  UPLOAD_IMAGE_MAX_SIDE,
  UploadErrors,
  type UploadImageType,
} from '@/contract/upload-rules';
import { bufferOf } from '@/demo/replacements/buffer';
import { oneAtATime } from '@/demo/replacements/one-at-a-time';
import { ApiError } from '@/server/http/api-error';

/** One upload at a time, as the server. */
const encoding = oneAtATime();

/** The server's quality for JPEG and WebP; PNG is lossless and takes none. */
const QUALITY = 0.85;

/** The size within UPLOAD_IMAGE_MAX_SIDE on both sides, aspect kept, never enlarged (sharp's fit 'inside'). */
export function sizeWithin(width: number, height: number, maxSide = UPLOAD_IMAGE_MAX_SIDE) {
  if (width <= maxSide && height <= maxSide) return { width, height };
  const scale = maxSide / Math.max(width, height);
  return {
    width: width >= height ? maxSide : Math.max(1, Math.round(width * scale)),
    height: height >= width ? maxSide : Math.max(1, Math.round(height * scale)),
  };
}

/** Whether a WebP file is animated: its VP8X header chunk carries the animation flag. */
export function isAnimatedWebp(bytes: Uint8Array): boolean {
  const fourCc = String.fromCharCode(...bytes.subarray(12, 16));
  return fourCc === 'VP8X' && ((bytes[20] ?? 0) & 0x02) !== 0;
}

/**
 * Decodes the image and encodes it again in its own type through a canvas: turned upright by its EXIF
 * orientation, at most UPLOAD_IMAGE_MAX_SIDE on its longest side, without any metadata (a canvas writes none).
 * What a canvas cannot do is kept as it came, once it decodes within the pixel limit: a GIF (browsers have no
 * GIF encoder), an animated WebP (a canvas holds one frame), and a type the browser cannot encode (Safari: WebP).
 * 413 for more pixels than allowed, 415 for a file that does not decode.
 */
export function reencodeImage(bytes: Buffer, type: UploadImageType): Promise<Buffer> {
  return encoding(async () => {
    let image: ImageBitmap | undefined;
    try {
      // Upright by its EXIF orientation: the default, left unnamed as older browsers refuse the option's current
      // value ('from-image', formerly 'none').
      image = await createImageBitmap(new Blob([new Uint8Array(bytes)]));
      if (image.width * image.height > UPLOAD_IMAGE_MAX_MEGAPIXELS * 1_000_000)
        throw new ApiError(413, UploadErrors.imageTooManyPixels);
      if (type === 'image/gif' || (type === 'image/webp' && isAnimatedWebp(bytes))) return bytes;
      return (await encode(image, type)) ?? bytes;
    } catch (error) {
      throw error instanceof ApiError ? error : new ApiError(415, UploadErrors.imageTypeInvalid);
    } finally {
      image?.close();
    }
  });
}

/** The image drawn at its bounded size and encoded as `type`; undefined when the browser has no such encoder. */
async function encode(image: ImageBitmap, type: UploadImageType): Promise<Buffer | undefined> {
  const { width, height } = sizeWithin(image.width, image.height);
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas context');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  // A browser without an encoder for the type answers PNG instead.
  const blob = await canvas.convertToBlob({ type, quality: QUALITY });
  return blob.type === type ? bufferOf(new Uint8Array(await blob.arrayBuffer())) : undefined;
}
