import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_IMAGE_MAX_SIDE, UploadErrors } from '@/contract/upload-rules';
import { isAnimatedWebp, reencodeImage, sizeWithin } from '@/demo/replacements/image-encoding';
import { animatedWebp, webpImage } from '@/server/areas/uploads/test-images';
import { ApiError } from '@/server/http/api-error';

/** The size sharp gives an image of width x height under the server's resize (fit inside, no enlargement). */
async function sharpSize(width: number, height: number) {
  const { info } = await sharp({ create: { width, height, channels: 3, background: '#000' } })
    .resize({
      width: UPLOAD_IMAGE_MAX_SIDE,
      height: UPLOAD_IMAGE_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height };
}

describe('sizeWithin', () => {
  it('gives the size sharp gives', async () => {
    const sizes: [number, number][] = [
      [300, 200],
      [4096, 4096],
      [4097, 4097],
      [4099, 1001],
      [1001, 4099],
      [8000, 7],
      [5000, 3333],
      [4500, 4499],
    ];
    for (const [width, height] of sizes)
      expect(sizeWithin(width, height), `${width}x${height}`).toEqual(await sharpSize(width, height));
  });
});

describe('isAnimatedWebp', () => {
  it('tells an animation from a still image, with or without alpha', async () => {
    expect(isAnimatedWebp(await animatedWebp())).toBe(true);
    expect(isAnimatedWebp(await webpImage())).toBe(false);
    const withAlpha = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#ff000080' } })
      .webp()
      .toBuffer();
    expect(isAnimatedWebp(withAlpha)).toBe(false);
    expect(isAnimatedWebp(new Uint8Array(4))).toBe(false);
  });
});

/** Stand-ins for the browser's decoder and canvas: Node has neither. */
function fakeBrowser({
  width = 640,
  height = 480,
  decodes = true,
  encodesAs,
}: { width?: number; height?: number; decodes?: boolean; encodesAs?: string } = {}) {
  const drawn: { width: number; height: number }[] = [];
  const encoded: ImageEncodeOptions[] = [];
  const close = vi.fn();
  vi.stubGlobal('createImageBitmap', async () => {
    if (!decodes) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    return { width, height, close };
  });
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext() {
        return {
          drawImage: (_image: unknown, _x: number, _y: number, w: number, h: number) =>
            drawn.push({ width: w, height: h }),
        };
      }
      async convertToBlob(options: ImageEncodeOptions) {
        encoded.push(options);
        return new Blob([new Uint8Array([1, 2, 3])], { type: encodesAs ?? options.type });
      }
    },
  );
  return { drawn, encoded, close };
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('reencodeImage in the demo', () => {
  afterEach(() => vi.unstubAllGlobals());
  const file = Buffer.from('the bytes of an uploaded file');

  it('draws the image within the bounds and encodes it in its own type', async () => {
    const browser = fakeBrowser({ width: 6000, height: 4000 });
    const image = await reencodeImage(file, 'image/jpeg');
    expect([...image]).toEqual([1, 2, 3]);
    expect(browser.drawn).toEqual([sizeWithin(6000, 4000)]);
    expect(browser.drawn[0]).toEqual({ width: 4096, height: 2731 });
    expect(browser.encoded).toEqual([{ type: 'image/jpeg', quality: 0.85 }]);
    expect(browser.close).toHaveBeenCalled();
  });

  it('refuses a file that does not decode with the server’s 415', async () => {
    fakeBrowser({ decodes: false });
    const error = await refusal(reencodeImage(file, 'image/png'));
    expect(error.status).toBe(415);
    expect(error.body).toEqual(UploadErrors.imageTypeInvalid);
  });

  it('refuses more pixels than allowed with the server’s 413', async () => {
    const browser = fakeBrowser({ width: 8000, height: 6000 });
    const error = await refusal(reencodeImage(file, 'image/png'));
    expect(error.status).toBe(413);
    expect(error.body).toEqual(UploadErrors.imageTooManyPixels);
    expect(browser.drawn).toEqual([]);
    expect(browser.close).toHaveBeenCalled();
  });

  it('keeps a GIF and an animated WebP as they came, once they decode', async () => {
    const browser = fakeBrowser();
    expect(await reencodeImage(file, 'image/gif')).toBe(file);
    const animation = await animatedWebp();
    expect(await reencodeImage(animation, 'image/webp')).toBe(animation);
    expect(browser.encoded).toEqual([]);
  });

  it('keeps the file as it came when the browser cannot encode its type', async () => {
    fakeBrowser({ encodesAs: 'image/png' });
    expect(await reencodeImage(file, 'image/webp')).toBe(file);
  });
});
