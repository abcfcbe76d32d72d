import { expect, it } from 'vitest';
import type { NewBlogPostInput } from '@/contract/blog-editing';
import { pngImage } from '@/server/areas/uploads/test-images';
import { describeApi } from '@/server/testing/api-server';

const post = (title: string, cover: string, images: string[]): NewBlogPostInput => ({
  title,
  description: 'Backstage photos.',
  content: `<p>Photos:</p>${images.map((src) => `<p><img src="${src}" alt="photo"></p>`).join('')}`,
  cover,
  tags: [],
  publish: true,
  allowComments: true,
  metaTitle: '',
  metaDescription: '',
  metaKeywords: [],
});

describeApi('blog posts and their uploads', (server) => {
  const upload = async (token: string): Promise<string> => {
    const { status, body } = await server.api.raw('POST', '/api/uploads/images/new', await pngImage(), {
      token,
      headers: { 'content-type': 'image/png' },
    });
    expect(status).toBe(200);
    return body.image.url;
  };
  const isServed = async (url: string) => (await fetch(new URL(url, server.baseUrl))).status === 200;

  it('an edit removes the uploads the post no longer shows, a delete the rest; an upload used elsewhere stays', async () => {
    const author = await server.api.registerUser();
    const [cover, newCover, photo, shared] = [
      await upload(author.token),
      await upload(author.token),
      await upload(author.token),
      await upload(author.token),
    ];
    // The shared photo is also a kanban card's attachment.
    const board = await server.api.get('/api/kanban/board', { token: author.token });
    const columnId = board.body.board.columns[0].id;
    const card = await server.api.post(
      '/api/kanban/cards/new',
      { columnId, name: 'Photo pick', attachments: [shared] },
      { token: author.token },
    );
    expect(card.status, JSON.stringify(card.body)).toBe(200);

    const created = await server.api.post('/api/blog/posts/new', post('Backstage uploads', cover, [photo, shared]), {
      token: author.token,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const postId: string = created.body.post.id;

    const edited = await server.api.post(
      '/api/blog/posts/update',
      { postId, ...post('Backstage uploads', newCover, [photo, shared]) },
      { token: author.token },
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await isServed(cover)).toBe(false);
    expect(await Promise.all([newCover, photo, shared].map(isServed))).toEqual([true, true, true]);

    const deleted = await server.api.post('/api/blog/posts/delete', { postId }, { token: author.token });
    expect(deleted.status).toBe(200);
    expect(await Promise.all([newCover, photo].map(isServed))).toEqual([false, false]);
    expect(await isServed(shared)).toBe(true);
    expect(await server.sql('select name from uploads where name = ?', [shared.split('/').pop()])).toHaveLength(1);
  });
});
