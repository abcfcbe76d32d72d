import sharp from 'sharp';

/** Images made for the uploads tests: real files of each accepted type, some with what the server must remove. */

const solid = (width: number, height: number, background = '#c0392b') =>
  sharp({ create: { width, height, channels: 3, background } });

export const pngImage = (width = 40, height = 30) => solid(width, height).png().toBuffer();

export const webpImage = (width = 40, height = 30) => solid(width, height).webp().toBuffer();

export const jpegImage = (width = 40, height = 30) => solid(width, height).jpeg().toBuffer();

/**
 * A phone photo: 300 x 200 pixels stored sideways (EXIF orientation 6: shown 200 wide, 300 high), with the
 * camera's make and the place it was taken.
 */
export const jpegWithLocation = () =>
  solid(300, 200)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'SpyCam', Model: 'Tracker 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' },
    })
    .toBuffer();

/** An animated GIF of `frames` frames of 20 x 20, each a different colour. */
export async function animatedGif(frames = 3): Promise<Buffer> {
  const size = 20;
  const strip = await sharp({ create: { width: size, height: size * frames, channels: 4, background: '#e74c3c' } })
    .composite(
      Array.from({ length: frames }, (_, n) => ({
        input: { create: { width: size, height: size, channels: 4 as const, background: n % 2 ? '#2980b9' : '#27ae60' } },
        top: n * size,
        left: 0,
      })),
    )
    .raw()
    .toBuffer();
  return sharp(strip, { raw: { width: size, height: size * frames, channels: 4, pageHeight: size } })
    .gif({ delay: Array(frames).fill(100), loop: 0 })
    .toBuffer();
}

/** The same animation as a WebP. */
export const animatedWebp = async (frames = 3) => sharp(await animatedGif(frames), { animated: true }).webp({ loop: 0 }).toBuffer();

/** A PNG of one colour that compresses to about 100 KB but unpacks to 8000 x 6000 pixels (48 MP). */
export const pixelBomb = () =>
  sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();

/** Pads a real image with trailing zero bytes to `size` (decoders ignore what follows the image's end). */
export const paddedTo = (image: Buffer, size: number) => Buffer.concat([image, Buffer.alloc(size - image.length)]);
