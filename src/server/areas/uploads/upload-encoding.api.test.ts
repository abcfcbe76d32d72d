import sharp from 'sharp';
import { expect, it } from 'vitest';
import { UPLOAD_IMAGE_MAX_SIDE, UploadErrors } from '@/contract/upload-rules';
import { describeApi } from '@/server/testing/api-server';
import { animatedGif, animatedWebp, jpegImage, jpegWithLocation, pixelBomb, pngImage, webpImage } from './test-images';

describeApi('uploads: every image is decoded and encoded again', (server) => {
  const upload = (body: Buffer, contentType = 'image/png') =>
    server.api.raw('POST', '/api/uploads/images/new', body, { token: server.adminToken, headers: { 'content-type': contentType } });

  const stored = async (url: string) => {
    const served = await fetch(new URL(url, server.baseUrl));
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    return { bytes, metadata: await sharp(bytes, { animated: true }).metadata() };
  };

  it('drops EXIF (camera, GPS position) and turns the photo as its orientation said', async () => {
    const photo = await jpegWithLocation();
    expect((await sharp(photo).metadata()).exif?.toString('latin1')).toContain('SpyCam');

    const { status, body } = await upload(photo, 'image/jpeg');
    expect(status).toBe(200);
    const { bytes, metadata } = await stored(body.image.url);
    expect(metadata).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.iptc).toBeUndefined();
    expect(bytes.toString('latin1')).not.toContain('SpyCam');
    expect(body.image.size).toBe(bytes.length);
  });

  it(`scales an image down to ${UPLOAD_IMAGE_MAX_SIDE} px on its longest side, keeping its shape`, async () => {
    const { status, body } = await upload(await jpegImage(5000, 1000), 'image/jpeg');
    expect(status).toBe(200);
    expect((await stored(body.image.url)).metadata).toMatchObject({ format: 'jpeg', width: UPLOAD_IMAGE_MAX_SIDE, height: 819 });

    const small = await upload(await pngImage(64, 48));
    expect((await stored(small.body.image.url)).metadata).toMatchObject({ width: 64, height: 48 });
  });

  it('keeps each type: PNG, WebP, and a GIF or WebP with its animation', async () => {
    const webp = await upload(await webpImage(), 'image/webp');
    expect(webp.body.image).toMatchObject({ contentType: 'image/webp', url: expect.stringMatching(/\.webp$/) });
    expect((await stored(webp.body.image.url)).metadata.format).toBe('webp');

    const gif = await upload(await animatedGif(3), 'image/gif');
    expect(gif.status).toBe(200);
    expect(gif.body.image).toMatchObject({ contentType: 'image/gif', url: expect.stringMatching(/\.gif$/) });
    expect((await stored(gif.body.image.url)).metadata).toMatchObject({ format: 'gif', pages: 3, width: 20, pageHeight: 20 });

    const animated = await upload(await animatedWebp(3), 'image/webp');
    expect(animated.status).toBe(200);
    expect((await stored(animated.body.image.url)).metadata).toMatchObject({ format: 'webp', pages: 3, width: 20, pageHeight: 20 });
  });

  it('refuses a decompression bomb with 413 before decoding it, and stays responsive', async () => {
    const bomb = await pixelBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = Date.now();
    const { status, body } = await upload(bomb);
    expect(status).toBe(413);
    expect(body).toEqual({ message: UploadErrors.imageTooManyPixels.message, code: UploadErrors.imageTooManyPixels.code });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await upload(await pngImage())).status).toBe(200);
  });

  it('answers 415 for a file that starts like an image but does not decode', async () => {
    const png = await pngImage();
    const photo = await jpegImage(300, 200);
    const files: [Buffer, string][] = [
      [photo.subarray(0, photo.length / 2), 'image/jpeg'],
      [Buffer.concat([png.subarray(0, 8), Buffer.alloc(200, 7)]), 'image/png'],
      [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]), 'image/jpeg'],
      [Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(50, 1)]), 'image/gif'],
      [Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(40, 3)]), 'image/webp'],
    ];
    for (const [file, type] of files) {
      const { status, body } = await upload(file, type);
      expect(status, type).toBe(415);
      expect(body).toEqual({ message: UploadErrors.imageTypeInvalid.message, code: UploadErrors.imageTypeInvalid.code });
    }
  });
});
