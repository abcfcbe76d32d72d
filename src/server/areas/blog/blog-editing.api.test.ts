import { beforeAll, describe, expect, it } from 'vitest';
import { AccountValidation } from '@/contract/account';
import type { BlogPost } from '@/contract/blog';
import type { NewBlogPostInput } from '@/contract/blog-editing';
import { BlogEditingValidation as V } from '@/contract/blog-rules';
import { brand } from '@/contract/brand';
import { ErrorMessage } from '@/contract/errors';
import { toSlug } from '@/contract/slug';
import { describeApi } from '@/server/testing/api-server';

const validPost = (overrides: Partial<NewBlogPostInput> = {}): NewBlogPostInput => ({
  title: 'Hosting the Night of the Radio Awards',
  description: 'Three hours live, twelve categories and a band that never stopped playing.',
  content: '<h3>Before</h3><p>We <strong>rehearsed</strong> twice.</p><ul><li>Cue cards</li></ul>',
  cover: '/images/cover/3.svg',
  tags: ['Awards', 'Radio'],
  publish: true,
  allowComments: true,
  metaTitle: 'Radio Awards night',
  metaDescription: 'How the radio awards came together',
  metaKeywords: ['radio', 'awards'],
  ...overrides,
});

describeApi('blog writes', (server) => {
  const createPost = (body: unknown) => server.api.post('/api/blog/posts/new', body, { token: server.adminToken });
  const comment = (body: unknown, as = server.adminToken) => server.api.post('/api/blog/comments/new', body, { token: as });
  const getPost = async (title: string): Promise<BlogPost> =>
    (await server.api.get('/api/blog/post', { token: server.adminToken, query: { title: toSlug(title) } })).body.post;

  it('answers 401 without a token', async () => {
    for (const path of ['/api/blog/posts/new', '/api/blog/comments/new']) {
      const response = await server.api.post(path, {});
      expect(response.status, path).toBe(401);
      expect(response.body).toEqual({ message: ErrorMessage.tokenMissing, code: 'auth.token_missing' });
    }
  });

  describe('POST /api/blog/posts/new', () => {
    it('creates a post by the signed-in account that comes first in the list and by its slug', async () => {
      const { status, body } = await createPost(validPost());
      expect(status).toBe(200);
      const post: BlogPost = body.post;
      expect(post).toMatchObject({
        title: 'Hosting the Night of the Radio Awards',
        description: 'Three hours live, twelve categories and a band that never stopped playing.',
        body: '<h3>Before</h3><p>We <strong>rehearsed</strong> twice.</p><ul><li>Cue cards</li></ul>',
        cover: '/images/cover/3.svg',
        tags: ['Awards', 'Radio'],
        author: { name: brand.presenter.name },
        view: 0,
        comment: 0,
        share: 0,
        comments: [],
        publish: true,
        allowComments: true,
        metaTitle: 'Radio Awards night',
        metaDescription: 'How the radio awards came together',
        metaKeywords: ['radio', 'awards'],
      });
      expect(Math.abs(Date.parse(post.createdAt) - Date.now())).toBeLessThan(60_000);

      const page = await server.api.get('/api/blog/posts', { token: server.adminToken, query: { index: 0, step: 11 } });
      expect(page.body.maxLength).toBe(24);
      expect(page.body.results[0]).toEqual(post);
      expect(await getPost('hosting-the-night-of-the-radio-awards')).toEqual(post);
    });

    it('fills in defaults: published, open to comments, no tags or meta', async () => {
      const { status, body } = await createPost({
        title: 'Notes From a Quiet Studio Day',
        description: 'Short one.',
        content: '<p>Just notes.</p>',
        cover: '/images/cover/4.svg',
      });
      expect(status).toBe(200);
      expect(body.post).toMatchObject({ publish: true, allowComments: true, tags: [], metaTitle: '', metaKeywords: [] });
    });

    it('stores only sanitized HTML: no script, no event handler, no javascript: link', async () => {
      const { status, body } = await createPost(
        validPost({
          title: 'A Post Someone Tried to Break',
          content:
            '<p onclick="steal()">Hello</p><script>window.hacked = 1</script>' +
            '<img src="x" onerror="window.hacked = 2"><img src="/uploads/0c5e8f7a-3b1d-4e8f-9a6b-2c4d6e8f0a1b.png" onerror="x()" alt="Stage">' +
            '<a href="javascript:alert(1)">bad</a> <a href="https://example.com">good</a><pre><code>let a = 1 &lt; 2;</code></pre>',
        }),
      );
      expect(status).toBe(200);
      expect(body.post.body).toBe(
        '<p>Hello</p><img src="/uploads/0c5e8f7a-3b1d-4e8f-9a6b-2c4d6e8f0a1b.png" alt="Stage" />' +
          '<a>bad</a> <a href="https://example.com" rel="noopener noreferrer">good</a><pre><code>let a = 1 &lt; 2;</code></pre>',
      );
      expect((await getPost('A Post Someone Tried to Break')).body).toBe(body.post.body);
    });

    it('answers 400 naming the field for each rule of the form', async () => {
      const cases: [unknown, string][] = [
        [validPost({ title: undefined }), `title: ${V.titleRequired}`],
        [validPost({ title: '   ' }), `title: ${V.titleRequired}`],
        [validPost({ title: '!!! ???' }), `title: ${V.titleWithoutWords}`],
        [validPost({ title: 'x'.repeat(201) }), `title: ${V.titleTooLong}`],
        [validPost({ description: '' }), `description: ${V.descriptionRequired}`],
        [validPost({ content: undefined }), `content: ${V.contentRequired}`],
        [validPost({ content: '<p></p><p>&nbsp; </p>' }), `content: ${V.contentRequired}`],
        [validPost({ content: '<script>alert(1)</script>' }), `content: ${V.contentRequired}`],
        [validPost({ cover: '' }), `cover: ${V.coverRequired}`],
        [validPost({ cover: 'https://evil.example/cover.png' }), `cover: ${V.coverInvalid}`],
        [validPost({ cover: '/uploads/../jwt-secret' }), `cover: ${V.coverInvalid}`],
        [validPost({ tags: Array.from({ length: 11 }, (_, i) => `tag ${i}`) }), `tags: ${V.tooManyTags}`],
        [validPost({ tags: [''] }), `tags.0: ${V.tagInvalid}`],
        [validPost({ publish: 'yes' as never }), `publish: ${V.switchInvalid}`],
        [validPost({ metaDescription: 'x'.repeat(301) }), `metaDescription: ${V.metaDescriptionTooLong}`],
      ];
      for (const [request, message] of cases) {
        const { status, body } = await createPost(request);
        expect(status, message).toBe(400);
        expect(body.message).toBe(message);
      }
    });

    it('answers 400 when another post has the same slug', async () => {
      await createPost(validPost({ title: 'One Title Only' }));
      const { status, body } = await createPost(validPost({ title: 'ONE title, only!' }));
      expect(status).toBe(400);
      expect(body).toEqual({
        message: `title: ${V.titleTaken}`,
        code: 'blog.title_taken',
        errors: [{ path: 'title', message: V.titleTaken, code: 'blog.title_taken' }],
      });
    });

    it('keeps drafts and closed comments as set', async () => {
      const { body } = await createPost(validPost({ title: 'A Draft Nobody Reads', publish: false, allowComments: false }));
      expect(body.post).toMatchObject({ publish: false, allowComments: false });
    });
  });

  it('search finds a new post by its title in any case, in every alphabet', async () => {
    const { body } = await createPost(validPost({ title: 'Über den Wolken mit Élodie Ørsted' }));
    for (const query of ['über', 'ÜBER DEN', 'élodie', 'ØRSTED', 'wolken mit']) {
      const search = await server.api.get('/api/blog/posts/search', { token: server.adminToken, query: { query } });
      expect(search.status, query).toBe(200);
      expect(search.body.results.map((post: BlogPost) => post.id), query).toEqual([body.post.id]);
    }
  });

  describe('POST /api/blog/comments/new', () => {
    let post: BlogPost;
    beforeAll(async () => {
      post = (await createPost(validPost({ title: 'A Post to Talk About' }))).body.post;
    });

    it('adds a comment that stays after reload, written as the signed-in account whatever name is sent', async () => {
      const { status, body } = await comment({
        postId: post.id,
        message: 'Lovely evening, thank you!',
        name: 'Saskia A.',
        email: 'saskia@example.com',
      });
      expect(status).toBe(200);
      expect(body.post.comment).toBe(1);
      expect(body.post.comments).toHaveLength(1);
      const [added] = body.post.comments;
      expect(added).toMatchObject({ name: brand.presenter.name, message: 'Lovely evening, thank you!', replyComment: [] });
      expect(added.users).toEqual([{ id: expect.any(String), name: brand.presenter.name, avatarUrl: expect.any(String) }]);
      expect(JSON.stringify(body)).not.toContain('saskia@example.com');
      expect(await getPost(post.title)).toEqual(body.post);
    });

    it('answers a comment with parentId: the reply tags the commenter and joins the thread', async () => {
      const member = await server.api.registerUser({ firstName: 'Robin', lastName: 'Reader' });
      const first = await comment(
        { postId: post.id, message: 'Question from the back row', name: 'Robin Reader', email: 'robin@example.com' },
        member.token,
      );
      const thread = first.body.post.comments.at(-1);
      const { status, body } = await comment({
        postId: post.id,
        parentId: thread.id,
        message: 'Good question!',
        name: brand.presenter.name,
        email: brand.demoAccount.email,
      });
      expect(status).toBe(200);
      const answered = body.post.comments.find((c: { id: string }) => c.id === thread.id);
      expect(answered.replyComment).toEqual([
        { id: expect.any(String), userId: expect.any(String), message: 'Good question!', tagUser: 'Robin Reader', postedAt: expect.any(String) },
      ]);
      expect(answered.users.map((user: { name: string }) => user.name)).toEqual(['Robin Reader', brand.presenter.name]);
      expect(body.post.comment).toBe(3);
    });

    it('answers 404 for an unknown post or comment and 403 when comments are off', async () => {
      const fields = { message: 'Hi', name: 'Robin', email: 'robin@example.com' };
      const unknownPost = await comment({ ...fields, postId: 'no-such-post' });
      expect(unknownPost.status).toBe(404);
      expect(unknownPost.body).toEqual({ message: ErrorMessage.postNotFound, code: 'blog.post_not_found' });
      const unknownParent = await comment({ ...fields, postId: post.id, parentId: 'no-such-comment' });
      expect(unknownParent.status).toBe(404);
      expect(unknownParent.body).toEqual({ message: V.commentNotFound, code: 'blog.comment_not_found' });
      const closed = (await createPost(validPost({ title: 'Closed for Comments', allowComments: false }))).body.post;
      const refused = await comment({ ...fields, postId: closed.id });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: V.commentsClosed, code: 'blog.comments_closed' });
      expect((await getPost(closed.title)).comments).toEqual([]);
    });

    it('answers 400 for a missing text, name or a bad email', async () => {
      const fields = { postId: post.id, message: 'Hi', name: 'Robin', email: 'robin@example.com' };
      const cases: [unknown, string][] = [
        [{ ...fields, message: '  ' }, `message: ${V.commentRequired}`],
        [{ ...fields, message: 'x'.repeat(2001) }, `message: ${V.commentTooLong}`],
        [{ ...fields, name: undefined }, `name: ${V.nameRequired}`],
        [{ ...fields, email: '' }, `email: ${AccountValidation.emailRequired}`],
        [{ ...fields, email: 'not-an-email' }, `email: ${AccountValidation.emailInvalid}`],
        [{ ...fields, postId: '' }, `postId: ${V.postIdRequired}`],
      ];
      for (const [request, message] of cases) {
        const { status, body } = await comment(request);
        expect(status, message).toBe(400);
        expect(body.message).toBe(message);
      }
    });
  });

  it('keeps new posts and comments after a restart', async () => {
    const before = (await server.api.get('/api/blog/posts/all', { token: server.adminToken })).body.posts;
    await server.restart();
    expect((await server.api.get('/api/blog/posts/all', { token: server.adminToken })).body.posts).toEqual(before);
  });
});
