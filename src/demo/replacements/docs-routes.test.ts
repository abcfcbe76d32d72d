import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ApiErrors, errorBody } from '@/contract/errors';
import { docsRoutes } from '@/demo/replacements/docs-routes';

describe('the API reference in the demo', () => {
  const app = new Hono().route('/api/docs', docsRoutes());

  it('answers its page and files with the server’s JSON 404', async () => {
    for (const path of [
      '/api/docs',
      '/api/docs/',
      '/api/docs/swagger-ui.css',
      '/api/docs/swagger-ui-bundle.js',
      '/api/docs/init.js',
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual(errorBody(ApiErrors.notFound));
    }
  });
});
