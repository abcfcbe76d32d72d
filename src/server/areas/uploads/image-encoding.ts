import pLimit from 'p-limit';
import sharp, { type Sharp } from 'sharp';
import {
  UPLOAD_IMAGE_MAX_MEGAPIXELS,
  UPLOAD_IMAGE_MAX_SIDE,
  UploadErrors,
  type UploadImageType,
} from '@/contract/upload-rules';
import { ApiError } from '@/server/http/api-error';

/**
 * One upload is encoded at a time: sharp runs on libuv's pool of four threads, which the public images' encodes,
 * file reads and scrypt (sign-in) share.
 */
const encoding = pLimit(1);

/** Long enough for the largest image allowed on a slow machine; a file that takes longer is refused, never waited on. */
const ENCODE_TIMEOUT_SECONDS = 30;

const encoders: Record<UploadImageType, (image: Sharp, palette: boolean) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 85, mozjpeg: true }),
  'image/png': (image, palette) => image.png({ palette }),
  'image/webp': (image) => image.webp({ quality: 85 }),
  'image/gif': (image) => image.gif(),
};

/**
 * Decodes the image and encodes it again in its own type: turned upright by its EXIF orientation, at most
 * UPLOAD_IMAGE_MAX_SIDE on its longest side, every frame of an animated GIF or WebP kept, and no metadata at
 * all (EXIF with its GPS position, XMP, IPTC, ICC: sharp writes none unless told to). Whatever the file holds
 * besides pixels never reaches a reader. 413 for more pixels than allowed (read from the header, before any
 * decoding); 415 for a file that does not decode.
 */
export function reencodeImage(bytes: Buffer, type: UploadImageType): Promise<Buffer> {
  return encoding(async () => {
    try {
      const image = sharp(bytes, {
        animated: type === 'image/gif' || type === 'image/webp',
        autoOrient: true,
        limitInputPixels: UPLOAD_IMAGE_MAX_MEGAPIXELS * 1_000_000,
        // A truncated file is refused; a harmless warning (extra bytes after the end) is not.
        failOn: 'truncated',
      });
      const { isPalette = false } = type === 'image/png' ? await image.metadata() : {};
      const resized = image
        .resize({ width: UPLOAD_IMAGE_MAX_SIDE, height: UPLOAD_IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .timeout({ seconds: ENCODE_TIMEOUT_SECONDS });
      return await encoders[type](resized, isPalette).toBuffer();
    } catch (error) {
      throw refusal(error);
    }
  });
}

function refusal(error: unknown): ApiError {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit|timeout/i.test(message)) return new ApiError(413, UploadErrors.imageTooManyPixels);
  return new ApiError(415, UploadErrors.imageTypeInvalid);
}
