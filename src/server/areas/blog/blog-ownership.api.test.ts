import { expect, it } from 'vitest';
import type { BlogPost } from '@/contract/blog';
import type { NewBlogPostInput } from '@/contract/blog-editing';
import { BlogEditingValidation as V } from '@/contract/blog-rules';
import { ApiErrors } from '@/contract/errors';
import { toSlug } from '@/contract/slug';
import { describeApi } from '@/server/testing/api-server';
import { seedPosts } from './seed-posts';

const denied = { message: 'Permission denied', code: 'auth.permission_denied' };

const fields = (title: string, overrides: Partial<NewBlogPostInput> = {}): NewBlogPostInput => ({
  title,
  description: 'What happened on the night.',
  content: '<p>We rehearsed twice.</p>',
  cover: '/images/cover/2.svg',
  tags: ['Craft'],
  publish: true,
  allowComments: true,
  metaTitle: '',
  metaDescription: '',
  metaKeywords: [],
  ...overrides,
});

describeApi('blog API: who may change a post', (server) => {
  let serial = 0;
  const uniqueTitle = (title: string) => `${title} ${(serial += 1)}`;
  const createAs = async (token: string, title: string): Promise<BlogPost> => {
    const { status, body } = await server.api.post('/api/blog/posts/new', fields(title), { token });
    expect(status, JSON.stringify(body)).toBe(200);
    return body.post;
  };
  const updateAs = (token: string, postId: string, changes: unknown) =>
    server.api.post('/api/blog/posts/update', { postId, ...(changes as object) }, { token });
  const deleteAs = (token: string, postId: string) => server.api.post('/api/blog/posts/delete', { postId }, { token });
  const readPost = (titleOrSlug: string) =>
    server.api.get('/api/blog/post', { token: server.adminToken, query: { title: toSlug(titleOrSlug) } });
  const adminId = async (): Promise<string> =>
    (await server.api.get('/api/account/my-account', { token: server.adminToken })).body.user.id;

  it('a new post names the account that wrote it', async () => {
    const member = await server.api.registerUser();
    expect((await createAs(member.token, uniqueTitle('Written by a member'))).authorId).toBe(member.user.id);
    expect((await createAs(server.adminToken, uniqueTitle('Written by the admin'))).authorId).toBe(await adminId());
  });

  it('seeded posts belong to the admin', async () => {
    const id = await adminId();
    const { body } = await server.api.get('/api/blog/posts/all', { token: server.adminToken });
    const seeded = (body.posts as BlogPost[]).filter((post) => seedPosts.some((seed) => seed.title === post.title));
    expect(seeded).toHaveLength(seedPosts.length);
    for (const post of seeded) expect(post.authorId, post.title).toBe(id);
  });

  it('the author edits their own post: the answer and every later read show the change, the slug follows the title', async () => {
    const member = await server.api.registerUser();
    const post = await createAs(member.token, uniqueTitle('Before the Rename'));
    const title = uniqueTitle('After the Rename');
    const changes = fields(title, {
      description: 'Now with more detail.',
      content: '<h3>Changed</h3><p onclick="x()">Edited <strong>text</strong></p><script>alert(1)</script>',
      cover: '/images/cover/5.svg',
      tags: ['Radio', 'Radio', 'Live events'],
      publish: false,
      allowComments: false,
      metaTitle: 'Meta',
      metaDescription: 'Meta description',
      metaKeywords: ['one'],
    });
    const { status, body } = await updateAs(member.token, post.id, changes);
    expect(status, JSON.stringify(body)).toBe(200);
    const expected: BlogPost = {
      ...post,
      title,
      description: 'Now with more detail.',
      body: '<h3>Changed</h3><p>Edited <strong>text</strong></p>',
      cover: '/images/cover/5.svg',
      tags: ['Radio', 'Live events'],
      publish: false,
      allowComments: false,
      metaTitle: 'Meta',
      metaDescription: 'Meta description',
      metaKeywords: ['one'],
    };
    expect(body).toEqual({ post: expected });
    expect((await readPost(title)).body.post).toEqual(expected);
    expect((await readPost(post.title)).status).toBe(404);
  });

  it('keeping its own title is fine; taking another post’s title is 400 title taken and changes nothing', async () => {
    const member = await server.api.registerUser();
    const post = await createAs(member.token, uniqueTitle('Keeps Its Title'));
    const kept = await updateAs(member.token, post.id, fields(post.title.toUpperCase(), { description: 'Only this changed.' }));
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.post).toMatchObject({ id: post.id, description: 'Only this changed.' });

    const other = await createAs(member.token, uniqueTitle('Someone Else Has This'));
    const taken = await updateAs(member.token, post.id, fields(`${other.title}!`));
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({
      message: `title: ${V.titleTaken}`,
      code: 'blog.title_taken',
      errors: [{ path: 'title', message: V.titleTaken, code: 'blog.title_taken' }],
    });
    expect((await readPost(post.title)).body.post).toEqual(kept.body.post);
    expect((await readPost(other.title)).body.post).toEqual(other);
  });

  it('the author deletes their own post, and its comments and replies go with it', async () => {
    const member = await server.api.registerUser();
    const reader = await server.api.registerUser();
    const post = await createAs(member.token, uniqueTitle('Short Lived'));
    const commented = await server.api.post(
      '/api/blog/comments/new',
      { postId: post.id, message: 'Nice one', name: 'Reader', email: 'reader@example.com' },
      { token: reader.token },
    );
    const thread = commented.body.post.comments[0];
    await server.api.post(
      '/api/blog/comments/new',
      { postId: post.id, parentId: thread.id, message: 'Thanks!', name: 'Member', email: 'member@example.com' },
      { token: member.token },
    );
    const countComments = async () =>
      Number((await server.sql<{ n: number }>('select count(*) as n from blog_comments where post_id = ?', [post.id]))[0]!.n);
    expect(await countComments()).toBe(2);

    const { status, body } = await deleteAs(member.token, post.id);
    expect(status).toBe(200);
    expect(body).toEqual({ postId: post.id });
    expect((await readPost(post.title)).body).toEqual(ApiErrors.postNotFound);
    const all = await server.api.get('/api/blog/posts/all', { token: member.token });
    expect((all.body.posts as BlogPost[]).map((item) => item.id)).not.toContain(post.id);
    expect(await countComments()).toBe(0);
    expect(await server.sql('select id from blog_comments where id = ?', [thread.id])).toEqual([]);
  });

  it('another member may neither update nor delete a post: 403 Permission denied, and it stays as it was', async () => {
    const owner = await server.api.registerUser();
    const other = await server.api.registerUser();
    const post = await createAs(owner.token, uniqueTitle('Owner Only'));
    const updated = await updateAs(other.token, post.id, fields(uniqueTitle('Taken Over')));
    expect(updated.status).toBe(403);
    expect(updated.body).toEqual(denied);
    const deleted = await deleteAs(other.token, post.id);
    expect(deleted.status).toBe(403);
    expect(deleted.body).toEqual(denied);
    expect((await readPost(post.title)).body.post).toEqual(post);
  });

  it('a member may not change or delete a seeded (admin) post', async () => {
    const member = await server.api.registerUser();
    const seeded: BlogPost = (await readPost(seedPosts[0]!.title)).body.post;
    const updated = await updateAs(member.token, seeded.id, fields(seeded.title, { description: 'mine now' }));
    expect(updated.status).toBe(403);
    expect(updated.body).toEqual(denied);
    expect((await deleteAs(member.token, seeded.id)).body).toEqual(denied);
    expect((await readPost(seeded.title)).body.post).toEqual(seeded);
  });

  it("an admin edits and deletes anyone's post", async () => {
    const owner = await server.api.registerUser();
    const post = await createAs(owner.token, uniqueTitle('Moderated'));
    const updated = await updateAs(server.adminToken, post.id, fields(post.title, { description: 'Checked by an admin' }));
    expect(updated.status).toBe(200);
    // The author stays the one who wrote it.
    expect(updated.body.post).toEqual({ ...post, description: 'Checked by an admin' });
    expect((await deleteAs(server.adminToken, post.id)).status).toBe(200);
    expect((await readPost(post.title)).status).toBe(404);
  });

  it('an unknown id is 404 Post not found, for a member and for the admin', async () => {
    const member = await server.api.registerUser();
    for (const token of [member.token, server.adminToken]) {
      const updated = await updateAs(token, 'no-such-post', fields(uniqueTitle('Nowhere')));
      expect(updated.status).toBe(404);
      expect(updated.body).toEqual(ApiErrors.postNotFound);
      const deleted = await deleteAs(token, 'no-such-post');
      expect(deleted.status).toBe(404);
      expect(deleted.body).toEqual(ApiErrors.postNotFound);
    }
  });

  it('answers 400 naming the field for bad input, and changes nothing', async () => {
    const member = await server.api.registerUser();
    const post = await createAs(member.token, uniqueTitle('Kept Intact'));
    const cases: [unknown, string][] = [
      [{ ...fields('A title'), postId: undefined }, `postId: ${V.postIdRequired}`],
      [{ ...fields('A title'), postId: '' }, `postId: ${V.postIdRequired}`],
      [{ ...fields('A title', { title: '  ' }), postId: post.id }, `title: ${V.titleRequired}`],
      [{ ...fields('A title', { content: '<p> </p>' }), postId: post.id }, `content: ${V.contentRequired}`],
      [{ ...fields('A title', { content: '<script>x()</script>' }), postId: post.id }, `content: ${V.contentRequired}`],
      [{ ...fields('A title', { cover: 'https://evil.example/x.png' }), postId: post.id }, `cover: ${V.coverInvalid}`],
    ];
    for (const [request, message] of cases) {
      const { status, body } = await server.api.post('/api/blog/posts/update', request, { token: member.token });
      expect(status, message).toBe(400);
      expect(body.message).toBe(message);
    }
    for (const request of [{}, { postId: '' }, { postId: 42 }]) {
      const { status, body } = await server.api.post('/api/blog/posts/delete', request, { token: member.token });
      expect(status, JSON.stringify(request)).toBe(400);
      expect(body.message).toBe(`postId: ${V.postIdRequired}`);
    }
    expect((await readPost(post.title)).body.post).toEqual(post);
  });

  it('answers 401 without a token', async () => {
    for (const path of ['/api/blog/posts/update', '/api/blog/posts/delete']) {
      const response = await server.api.post(path, { postId: 'x' });
      expect(response.status, path).toBe(401);
      expect(response.body).toEqual(ApiErrors.tokenMissing);
    }
  });

  it('keeps the author across a restart', async () => {
    const owner = await server.api.registerUser();
    const post = await createAs(owner.token, uniqueTitle('Kept With Its Author'));
    await server.restart();
    expect((await readPost(post.title)).body.post.authorId).toBe(owner.user.id);
    const other = await server.api.registerUser();
    expect((await deleteAs(other.token, post.id)).status).toBe(403);
  });
});
