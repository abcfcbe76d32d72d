import sharp from 'sharp';
import { expect, it } from 'vitest';
import { ErrorMessage } from '@/contract/errors';
import { UPLOAD_IMAGE_MAX_BYTES, UploadMessage } from '@/contract/upload-rules';
import { describeApi } from '@/server/testing/api-server';
import { jpegImage, paddedTo, pngImage } from './test-images';

describeApi('uploads', (server) => {
  /** `as: null` sends no token. */
  const upload = (body: Buffer | string, contentType = 'image/png', as: string | null = server.adminToken) =>
    server.api.raw('POST', '/api/uploads/images/new', body, {
      token: as ?? undefined,
      headers: { 'content-type': contentType },
    });

  it('stores an image under DATA_DIR, re-encoded, and serves it at its url with the stored size', async () => {
    const { status, body } = await upload(await pngImage(40, 30));
    expect(status).toBe(200);
    expect(body.image).toEqual({ url: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.png$/), contentType: 'image/png', size: expect.any(Number) });
    const served = await fetch(new URL(body.image.url, server.baseUrl));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.length).toBe(body.image.size);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
  });

  it('trusts the bytes, not the declared type', async () => {
    const { status, body } = await upload(await jpegImage(), 'image/png');
    expect(status).toBe(200);
    expect(body.image.contentType).toBe('image/jpeg');
    expect(body.image.url).toMatch(/\.jpg$/);
  });

  it('answers 415 for anything but JPEG, PNG, WebP or GIF (an SVG or HTML page included)', async () => {
    const files: [string, string][] = [
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml'],
      ['<html><body onload="alert(1)"></body></html>', 'image/png'],
      ['just text', 'text/plain'],
    ];
    for (const [file, type] of files) {
      const { status, body } = await upload(file, type);
      expect(status, type).toBe(415);
      expect(body).toEqual({ message: UploadMessage.imageTypeInvalid, code: 'uploads.image_type_invalid' });
    }
  });

  it('answers 400 for an empty body and 413 beyond the size limit', async () => {
    const empty = await upload(Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ message: UploadMessage.imageRequired, code: 'uploads.image_required' });
    const image = await pngImage();
    const atLimit = await upload(paddedTo(image, UPLOAD_IMAGE_MAX_BYTES));
    expect(atLimit.status).toBe(200);
    const tooLarge = await upload(paddedTo(image, UPLOAD_IMAGE_MAX_BYTES + 1));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ message: UploadMessage.imageTooLarge, code: 'uploads.image_too_large' });
    // The connection still serves the next request.
    expect((await upload(image)).status).toBe(200);
  });

  it('answers 401 without a valid token', async () => {
    const missing = await upload(await pngImage(), 'image/png', null);
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ message: ErrorMessage.tokenMissing, code: 'auth.token_missing' });
    const invalid = await upload(await pngImage(), 'image/png', 'not-a-token');
    expect(invalid.status).toBe(401);
    expect(invalid.body).toEqual({ message: ErrorMessage.tokenInvalid, code: 'auth.token_invalid' });
  });

  it('serves nothing but stored uploads: 404 JSON for unknown names and paths out of the folder', async () => {
    for (const path of [
      '/uploads/0c5e8f7a-3b1d-4e8f-9a6b-2c4d6e8f0a1b.png',
      '/uploads/jwt-secret',
      '/uploads/..%2Fjwt-secret',
      '/uploads/..%2Fapp.db',
      '/uploads/',
    ]) {
      const response = await server.api.get(path);
      expect(response.status, path).toBe(404);
      expect(response.body, path).toEqual({ message: ErrorMessage.notFound, code: 'request.not_found' });
    }
  });

  it('keeps uploads after a restart', async () => {
    const { body } = await upload(await pngImage());
    await server.restart();
    expect((await fetch(new URL(body.image.url, server.baseUrl))).status).toBe(200);
  });
});
