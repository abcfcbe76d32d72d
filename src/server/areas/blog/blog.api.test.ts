import { beforeAll, describe, expect, it } from 'vitest';
import { blogPostSchema, type BlogPost } from '@/contract/blog';
import { BlogValidation } from '@/contract/blog-rules';
import { brand } from '@/contract/brand';
import { ErrorMessage } from '@/contract/errors';
import { toSlug } from '@/contract/slug';
import type { RequestOptions } from '@/server/testing/api-client';
import { describeApi } from '@/server/testing/api-server';

const tikTokSlug = 'what-tik-tok-taught-me-about-live-television';

describeApi('blog API', (server) => {
  let all: BlogPost[];

  beforeAll(async () => {
    all = (await server.api.get('/api/blog/posts/all', { token: server.adminToken })).body.posts;
  });

  const get = (path: string, query?: RequestOptions['query']) => server.api.get(path, { token: server.adminToken, query });
  const ids = (posts: BlogPost[]) => posts.map((post) => post.id);

  it('answers 401 on every endpoint without a valid token', async () => {
    const paths = [
      '/api/blog/posts/all',
      '/api/blog/posts',
      `/api/blog/post?title=${tikTokSlug}`,
      `/api/blog/posts/recent?title=${tikTokSlug}`,
      '/api/blog/posts/search?query=a',
    ];
    for (const path of paths) {
      const missing = await server.api.get(path);
      expect(missing.status, path).toBe(401);
      expect(missing.body).toEqual({ message: ErrorMessage.tokenMissing, code: 'auth.token_missing' });
      const invalid = await server.api.get(path, { token: 'not-a-token' });
      expect(invalid.status, path).toBe(401);
      expect(invalid.body).toEqual({ message: ErrorMessage.tokenInvalid, code: 'auth.token_invalid' });
    }
  });

  describe('GET /api/blog/posts/all', () => {
    it('returns the 23 seeded posts as full Post objects, newest first', async () => {
      expect(all).toHaveLength(23);
      for (const post of all) expect(() => blogPostSchema.parse(post), post.title).not.toThrow();
      const times = all.map((post) => Date.parse(post.createdAt));
      for (let i = 1; i < times.length; i += 1) expect(times[i]!).toBeLessThan(times[i - 1]!);
      expect(new Set(all.map((post) => toSlug(post.title))).size).toBe(23);
      // Spread over about two years, none in the future.
      expect(Date.now() - times[times.length - 1]!).toBeGreaterThan(600 * 86_400_000);
      expect(times[0]!).toBeLessThanOrEqual(Date.now());
    });

    it('seeds presenter posts, a few guest posts, app images and clean HTML bodies', () => {
      const byPresenter = all.filter((post) => post.author.name === brand.presenter.name);
      expect(byPresenter.length).toBeGreaterThan(all.length / 2);
      expect(byPresenter.length).toBeLessThan(all.length);
      for (const post of all) {
        expect(post.cover).toMatch(/^\/images\/cover\/\d+\.svg$/);
        expect(post.author.avatarUrl).toMatch(/^\/images\/avatar\/\d+\.svg$/);
        expect(post.tags.length).toBeGreaterThan(0);
        expect(post.description.length).toBeGreaterThan(20);
        expect(post.view).toBeGreaterThan(0);
        expect(post.favoritePerson.length).toBeGreaterThan(0);
        const paragraphs = post.body.match(/<p>/g) ?? [];
        expect(paragraphs.length, post.title).toBeGreaterThanOrEqual(3);
        const tags = new Set([...post.body.matchAll(/<\/?([a-z0-9]+)/g)].map((match) => match[1]));
        for (const tag of tags)
          expect([
            'h3',
            'h4',
            'p',
            'br',
            'strong',
            'em',
            'ul',
            'ol',
            'li',
            'blockquote',
            'a',
            'img',
          ]).toContain(tag);
        for (const [, src] of post.body.matchAll(/<img src="([^"]*)"/g))
          expect(src).toMatch(/^\/images\/gallery\/\d+\.svg$/);
        expect(post.body).not.toMatch(/lorem|ipsum/i);
      }
    });

    it('counts comments including replies, and replies name users of their thread', () => {
      let replies = 0;
      for (const post of all) {
        expect(post.comments.length).toBeLessThanOrEqual(4);
        const total = post.comments.reduce((sum, comment) => sum + 1 + comment.replyComment.length, 0);
        expect(post.comment, post.title).toBe(total);
        for (const comment of post.comments) {
          expect(Date.parse(comment.postedAt)).toBeGreaterThan(Date.parse(post.createdAt));
          expect(comment.users.map((user) => user.name)).toContain(comment.name);
          for (const reply of comment.replyComment) {
            replies += 1;
            expect(comment.users.map((user) => user.id)).toContain(reply.userId);
            expect(Date.parse(reply.postedAt)).toBeGreaterThan(Date.parse(comment.postedAt));
            if (reply.tagUser !== undefined) expect(reply.tagUser).toBe(comment.name);
          }
        }
      }
      expect(replies).toBeGreaterThan(0);
      expect(all.some((post) => post.comments.length === 0)).toBe(true);
    });
  });

  describe('GET /api/blog/posts', () => {
    it('returns the first index+step posts, newest first, until a client stops asking', async () => {
      const expected: [number, number][] = [
        [0, 11],
        [11, 22],
        [22, 23],
      ];
      for (const [index, length] of expected) {
        const { status, body } = await get('/api/blog/posts', { index, step: 11 });
        expect(status).toBe(200);
        expect(body.maxLength).toBe(23);
        expect(ids(body.results)).toEqual(ids(all).slice(0, length));
      }
      // The client's loop: index advances by the step; hasMore turns false once results >= maxLength.
      let index = 0;
      let requests = 0;
      for (let hasMore = true; hasMore; index += 11) {
        const { body } = await get('/api/blog/posts', { index, step: 11 });
        requests += 1;
        hasMore = body.results.length < body.maxLength;
      }
      expect(requests).toBe(3);
    });

    it('defaults to index 0 and step 11', async () => {
      const { status, body } = await get('/api/blog/posts');
      expect(status).toBe(200);
      expect(ids(body.results)).toEqual(ids(all).slice(0, 11));
      expect((await get('/api/blog/posts', { index: 5 })).body.results).toHaveLength(16);
      expect((await get('/api/blog/posts', { step: 3 })).body.results).toHaveLength(3);
      expect((await get('/api/blog/posts', { index: 500, step: 100 })).body.results).toHaveLength(23);
    });

    it('orders by sortBy: latest (default), popular (most viewed first) or oldest', async () => {
      const popular = [...all].sort((a, b) => b.view - a.view || Date.parse(b.createdAt) - Date.parse(a.createdAt));
      const orders: [string, BlogPost[]][] = [
        ['latest', all],
        ['popular', popular],
        ['oldest', [...all].reverse()],
      ];
      for (const [sortBy, expected] of orders) {
        const { status, body } = await get('/api/blog/posts', { index: 0, step: 11, sortBy });
        expect(status, sortBy).toBe(200);
        expect(ids(body.results), sortBy).toEqual(ids(expected).slice(0, 11));
        expect(body.maxLength).toBe(23);
      }
      const invalid = await get('/api/blog/posts', { sortBy: 'random' });
      expect(invalid.status).toBe(400);
      expect(invalid.body.message).toBe(`sortBy: ${BlogValidation.sortInvalid}`);
    });

    it('answers 400 naming the field for a bad index or step', async () => {
      for (const index of ['-1', 'abc', '1.5', '', ' 3', '1e3']) {
        const { status, body } = await get('/api/blog/posts', { index });
        expect(status, `index=${index}`).toBe(400);
        expect(body.message).toBe(`index: ${BlogValidation.indexInvalid}`);
      }
      for (const step of ['0', '-11', 'eleven', '2.5', '101']) {
        const { status, body } = await get('/api/blog/posts', { step });
        expect(status, `step=${step}`).toBe(400);
        expect(body.message).toBe(`step: ${BlogValidation.stepInvalid}`);
      }
    });
  });

  describe('GET /api/blog/post', () => {
    it('finds every post by its title slug', async () => {
      for (const post of all) {
        const { status, body } = await get('/api/blog/post', { title: toSlug(post.title) });
        expect(status).toBe(200);
        expect(body).toEqual({ post });
      }
    });

    it('splits camel-case words in the slug', async () => {
      const { status, body } = await get('/api/blog/post', { title: tikTokSlug });
      expect(status).toBe(200);
      expect(body.post.title).toBe('What TikTok Taught Me About Live Television');
    });

    it('answers 404 Post not found for an unknown slug and 400 without a title', async () => {
      const unknown = await get('/api/blog/post', { title: 'no-such-post' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: ErrorMessage.postNotFound, code: 'blog.post_not_found' });
      for (const query of [{}, { title: '' }, { title: '   ' }]) {
        const missing = await get('/api/blog/post', query);
        expect(missing.status).toBe(400);
        expect(missing.body.message).toBe(`title: ${BlogValidation.titleRequired}`);
      }
    });
  });

  describe('GET /api/blog/posts/recent', () => {
    it('returns the 5 newest posts, never the current one', async () => {
      for (const current of [all[0]!, all[3]!, all[22]!]) {
        const { status, body } = await get('/api/blog/posts/recent', { title: toSlug(current.title) });
        expect(status).toBe(200);
        expect(ids(body.recentPosts)).toEqual(ids(all.filter((post) => post.id !== current.id)).slice(0, 5));
      }
    });

    it('answers 404 Post not found for an unknown slug', async () => {
      const { status, body } = await get('/api/blog/posts/recent', { title: 'no-such-post' });
      expect(status).toBe(404);
      expect(body).toEqual({ message: ErrorMessage.postNotFound, code: 'blog.post_not_found' });
    });
  });

  describe('GET /api/blog/posts/search', () => {
    it('finds posts whose title contains the query in any case, newest first', async () => {
      for (const query of ['PANEL', 'tiktok', 'the', 'Three Lang', 'on tour:']) {
        const { status, body } = await get('/api/blog/posts/search', { query });
        expect(status).toBe(200);
        const expected = all.filter((post) => post.title.toLowerCase().includes(query.toLowerCase()));
        expect(expected.length, query).toBeGreaterThan(0);
        expect(ids(body.results)).toEqual(ids(expected));
      }
    });

    it('returns nothing for an empty query or one that matches no title', async () => {
      for (const query of [undefined, '', '   ', 'zzzz', '%', '_']) {
        const { status, body } = await get('/api/blog/posts/search', { query });
        expect(status, String(query)).toBe(200);
        expect(body).toEqual({ results: [] });
      }
    });
  });

  it('keeps the same posts after a restart (no re-seeding)', async () => {
    await server.restart();
    const { body } = await server.api.get('/api/blog/posts/all', { token: server.adminToken });
    expect(body.posts).toEqual(all);
  });
});
