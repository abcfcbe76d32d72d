import { expect, it } from 'vitest';
import { ErrorMessage } from '@/contract/errors';
import { TIMELINE_COMMENT_MAX_LENGTH, TIMELINE_MESSAGE_MAX_LENGTH, TimelineErrors } from '@/contract/timeline';
import type { Follower, TimelinePost, UserListItem } from '@/contract/user';
import { pngImage } from '@/server/areas/uploads/test-images';
import { describeApi } from '@/server/testing/api-server';

const writePaths = [
  '/api/user/posts/new',
  '/api/user/posts/like',
  '/api/user/posts/comments/new',
  '/api/user/posts/delete',
  '/api/user/posts/comments/delete',
];

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describeApi('timeline posts, likes and comments', (server) => {
  const get = (path: string, token = server.adminToken) => server.api.get(path, { token });
  const post = (path: string, body: unknown, token = server.adminToken) => server.api.post(path, body, { token });
  const upload = async (token: string): Promise<string> => {
    const { status, body } = await server.api.raw('POST', '/api/uploads/images/new', await pngImage(), {
      token,
      headers: { 'content-type': 'image/png' },
    });
    expect(status).toBe(200);
    return body.image.url;
  };
  const isServed = async (url: string) => (await fetch(new URL(url, server.baseUrl))).status === 200;
  const myPosts = async (token = server.adminToken): Promise<TimelinePost[]> => (await get('/api/user/posts', token)).body.posts;
  const error = (entry: { code: string; message: string }, field?: string) =>
    expect.objectContaining({ code: entry.code, message: field ? `${field}: ${entry.message}` : entry.message });

  /** What the tests wrote; the last test checks that it survives a restart. */
  const persisted: { postId?: string; media?: string; comment?: string; memberToken?: string } = {};

  it('answers 401 Authorization token missing on every write without a token', async () => {
    for (const path of writePaths) {
      const { status, body } = await server.api.post(path, {});
      expect(status, path).toBe(401);
      expect(body).toEqual({ message: ErrorMessage.tokenMissing, code: 'auth.token_missing' });
    }
  });

  it('publishes a post with an image of the caller as the caller, first in the feed, and counts it', async () => {
    const member = await server.api.registerUser({ firstName: 'Poster', lastName: 'Person' });
    expect(await myPosts(member.token)).toEqual([]);
    const media = await upload(member.token);
    const created = await post('/api/user/posts/new', { message: '  Backstage at the gala  ', media }, member.token);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.post).toEqual({
      id: expect.any(String),
      author: { id: member.user.id, avatarUrl: '', name: 'Poster Person' },
      isLiked: false,
      createdAt: expect.stringMatching(ISO),
      media,
      message: 'Backstage at the gala',
      personLikes: [],
      comments: [],
    });
    const textOnly = await post('/api/user/posts/new', { message: 'Second thoughts' }, member.token);
    expect(textOnly.status).toBe(200);
    expect(textOnly.body.post.media).toBe('');
    const imageOnly = await post('/api/user/posts/new', { media: await upload(member.token) }, member.token);
    expect(imageOnly.status).toBe(200);
    expect(imageOnly.body.post.message).toBe('');

    const feed = await myPosts(member.token);
    expect(feed.map((item) => item.id)).toEqual([imageOnly.body.post.id, textOnly.body.post.id, created.body.post.id]);
    const all: UserListItem[] = (await get('/api/user/all', member.token)).body.users;
    expect(all.find((user) => user.id === member.user.id)?.totalPost).toBe(3);
    // Nobody else's timeline shows it.
    expect((await myPosts()).map((item) => item.id)).not.toContain(created.body.post.id);
    persisted.postId = created.body.post.id;
    persisted.media = media;
    persisted.memberToken = member.token;
  });

  it('validates a new post: something to post, a message not too long, an image of the caller only', async () => {
    const member = await server.api.registerUser();
    const other = await server.api.registerUser();
    const cases: [unknown, ReturnType<typeof error>][] = [
      [{}, error(TimelineErrors.postRequired, 'message')],
      [{ message: '   ', media: '' }, error(TimelineErrors.postRequired, 'message')],
      [{ message: 'x'.repeat(TIMELINE_MESSAGE_MAX_LENGTH + 1) }, error(TimelineErrors.messageTooLong, 'message')],
      [{ message: 42 }, error(TimelineErrors.postRequired, 'message')],
      [{ message: 'Hi', media: await upload(other.token) }, error(TimelineErrors.mediaInvalid, 'media')],
      [{ message: 'Hi', media: '/images/gallery/3.svg' }, error(TimelineErrors.mediaInvalid, 'media')],
      [{ message: 'Hi', media: 'https://example.com/cat.png' }, error(TimelineErrors.mediaInvalid, 'media')],
      [{ message: 'Hi', media: '/uploads/00000000-0000-4000-8000-000000000000.png' }, error(TimelineErrors.mediaInvalid, 'media')],
      [{ message: 'Hi', media: `/uploads/${'a'.repeat(300)}.png` }, error(TimelineErrors.mediaInvalid, 'media')],
    ];
    for (const [body, expected] of cases) {
      const response = await post('/api/user/posts/new', body, member.token);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body).toEqual(expected);
    }
    expect(await myPosts(member.token)).toEqual([]);
    const exactlyLongest = await post('/api/user/posts/new', { message: 'y'.repeat(TIMELINE_MESSAGE_MAX_LENGTH) }, member.token);
    expect(exactlyLongest.status).toBe(200);
  });

  it("keeps one like per account: the caller's own, set and taken back any number of times", async () => {
    const [target] = await myPosts();
    const member = await server.api.registerUser({ firstName: 'Liking', lastName: 'Member' });
    const likersBefore = target!.personLikes.length;
    const adminLiked = target!.isLiked;

    const liked = await post('/api/user/posts/like', { postId: target!.id, liked: true }, member.token);
    expect(liked.status).toBe(200);
    expect(liked.body.post.isLiked).toBe(true);
    expect(liked.body.post.personLikes).toHaveLength(likersBefore + 1);
    expect(liked.body.post.personLikes.at(-1)).toEqual({ name: 'Liking Member', avatarUrl: '' });
    const again = await post('/api/user/posts/like', { postId: target!.id, liked: true }, member.token);
    expect(again.body.post.personLikes).toHaveLength(likersBefore + 1);

    // The owner sees the member's like among the likes, and their own like as it was.
    const [seenByOwner] = await myPosts();
    expect(seenByOwner!.isLiked).toBe(adminLiked);
    expect(seenByOwner!.personLikes).toHaveLength(likersBefore + 1);

    const unliked = await post('/api/user/posts/like', { postId: target!.id, liked: false }, member.token);
    expect(unliked.body.post.isLiked).toBe(false);
    expect(unliked.body.post.personLikes).toHaveLength(likersBefore);
    expect((await post('/api/user/posts/like', { postId: target!.id, liked: false }, member.token)).status).toBe(200);

    // The owner's own like.
    const own = await post('/api/user/posts/like', { postId: target!.id, liked: !adminLiked });
    expect(own.body.post.isLiked).toBe(!adminLiked);
    expect((await post('/api/user/posts/like', { postId: target!.id, liked: adminLiked })).body.post.isLiked).toBe(adminLiked);
  });

  it('validates a like and answers 404 for an unknown post', async () => {
    const [target] = await myPosts();
    const missing = await post('/api/user/posts/like', { liked: true });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual(error(TimelineErrors.postIdRequired, 'postId'));
    const notBoolean = await post('/api/user/posts/like', { postId: target!.id, liked: 'yes' });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body).toEqual(error(TimelineErrors.likedInvalid, 'liked'));
    for (const postId of ['no-such-post', 'p'.repeat(5000)]) {
      const unknown = await post('/api/user/posts/like', { postId, liked: true });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: TimelineErrors.postNotFound.message, code: TimelineErrors.postNotFound.code });
    }
    const malformed = await server.api.raw('POST', '/api/user/posts/like', '{"postId":', { token: server.adminToken });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: ErrorMessage.malformedJson, code: 'request.malformed_json' });
  });

  it('adds a comment as the caller, oldest first, and validates it', async () => {
    const [target] = await myPosts();
    const member = await server.api.registerUser({ firstName: 'Commenting', lastName: 'Member' });
    const text = `Great show! ${Date.now()}`;
    const added = await post('/api/user/posts/comments/new', { postId: target!.id, message: `  ${text} ` }, member.token);
    expect(added.status).toBe(200);
    const comment = added.body.post.comments.at(-1);
    expect(comment).toEqual({
      id: expect.any(String),
      author: { id: member.user.id, avatarUrl: '', name: 'Commenting Member' },
      createdAt: expect.stringMatching(ISO),
      message: text,
    });
    expect(added.body.post.comments).toHaveLength(target!.comments.length + 1);
    const [seenByOwner] = await myPosts();
    expect(seenByOwner!.comments.at(-1)).toEqual(comment);

    const cases: [unknown, number, unknown][] = [
      [{ postId: target!.id }, 400, error(TimelineErrors.commentRequired, 'message')],
      [{ postId: target!.id, message: '  ' }, 400, error(TimelineErrors.commentRequired, 'message')],
      [{ postId: target!.id, message: 'z'.repeat(TIMELINE_COMMENT_MAX_LENGTH + 1) }, 400, error(TimelineErrors.commentTooLong, 'message')],
      [{ message: 'Hello' }, 400, error(TimelineErrors.postIdRequired, 'postId')],
      [{ postId: 'no-such-post', message: 'Hello' }, 404, { message: 'Post not found', code: TimelineErrors.postNotFound.code }],
    ];
    for (const [body, status, expected] of cases) {
      const response = await post('/api/user/posts/comments/new', body, member.token);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(response.body).toEqual(expected);
    }
    persisted.comment = text;
  });

  it('deletes only the caller’s own comments and posts; a deleted post takes its image along', async () => {
    const owner = await server.api.registerUser({ firstName: 'Owning', lastName: 'Member' });
    const stranger = await server.api.registerUser({ firstName: 'Other', lastName: 'Member' });
    const media = await upload(owner.token);
    const created = (await post('/api/user/posts/new', { message: 'Short-lived', media }, owner.token)).body.post;
    const byStranger = (await post('/api/user/posts/comments/new', { postId: created.id, message: 'Mine' }, stranger.token))
      .body.post.comments[0];
    const byOwner = (await post('/api/user/posts/comments/new', { postId: created.id, message: 'Ours' }, owner.token)).body
      .post.comments[1];

    const denied = { message: ErrorMessage.permissionDenied, code: 'auth.permission_denied' };
    const othersComment = await post('/api/user/posts/comments/delete', { commentId: byStranger.id }, owner.token);
    expect(othersComment.status).toBe(403);
    expect(othersComment.body).toEqual(denied);
    const othersPost = await post('/api/user/posts/delete', { postId: created.id }, stranger.token);
    expect(othersPost.status).toBe(403);
    expect(othersPost.body).toEqual(denied);
    const adminsTry = await post('/api/user/posts/delete', { postId: created.id });
    expect(adminsTry.status).toBe(403);

    const unknownComment = await post('/api/user/posts/comments/delete', { commentId: 'no-such-comment' }, owner.token);
    expect(unknownComment.status).toBe(404);
    expect(unknownComment.body).toEqual({ message: 'Comment not found', code: TimelineErrors.commentNotFound.code });
    const noId = await post('/api/user/posts/comments/delete', {}, owner.token);
    expect(noId.status).toBe(400);
    expect(noId.body).toEqual(error(TimelineErrors.commentIdRequired, 'commentId'));

    const removed = await post('/api/user/posts/comments/delete', { commentId: byStranger.id }, stranger.token);
    expect(removed.status).toBe(200);
    expect(removed.body.post.comments.map((comment: { id: string }) => comment.id)).toEqual([byOwner.id]);

    await post('/api/user/posts/like', { postId: created.id, liked: true }, stranger.token);
    expect(await isServed(media)).toBe(true);
    const deleted = await post('/api/user/posts/delete', { postId: created.id }, owner.token);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ postId: created.id });
    expect(await myPosts(owner.token)).toEqual([]);
    expect(await isServed(media)).toBe(false);
    const gone = await post('/api/user/posts/delete', { postId: created.id }, owner.token);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: 'Post not found', code: TimelineErrors.postNotFound.code });
    const likeGone = await post('/api/user/posts/like', { postId: created.id, liked: true }, stranger.token);
    expect(likeGone.status).toBe(404);
    expect(await server.sql('select * from user_post_comments where post_id = ?', [created.id])).toEqual([]);
    expect(await server.sql('select * from user_post_likes where post_id = ?', [created.id])).toEqual([]);
  });

  it('keeps a comment with its name when its account is deleted; that account’s like goes', async () => {
    const [target] = await myPosts();
    const leaver = await server.api.registerUser({ firstName: 'Leaving', lastName: 'Member' });
    const text = `Farewell ${Date.now()}`;
    await post('/api/user/posts/comments/new', { postId: target!.id, message: text }, leaver.token);
    const likes = (await post('/api/user/posts/like', { postId: target!.id, liked: true }, leaver.token)).body.post.personLikes
      .length;
    const deleted = await post('/api/user/manage-users/delete', { userId: leaver.user.id });
    expect(deleted.status).toBe(200);
    const [after] = (await myPosts()).filter((item) => item.id === target!.id);
    expect(after!.comments.find((comment) => comment.message === text)).toEqual({
      id: expect.any(String),
      author: { id: '', avatarUrl: '', name: 'Leaving Member' },
      createdAt: expect.stringMatching(ISO),
      message: text,
    });
    expect(after!.personLikes).toHaveLength(likes - 1);
  });

  it('counts follows from user_follows: the counts move with a follow back, and with a deleted account', async () => {
    const counts = async (id: string) => {
      const all: UserListItem[] = (await get('/api/user/all')).body.users;
      const item = all.find((user) => user.id === id)!;
      return { follower: item.follower, following: item.following };
    };
    const me = (await get('/api/user/profile')).body.profile;
    const followers: Follower[] = (await get('/api/user/social/followers')).body.followers;
    const target = followers.find((follower) => !follower.isFollowed)!;
    const before = { mine: await counts(me.id), theirs: await counts(target.id) };
    expect(before.mine).toEqual({ follower: me.follower, following: me.following });

    await post('/api/user/social/followers/toggle', { followerId: target.id });
    expect(await counts(me.id)).toEqual({ ...before.mine, following: before.mine.following + 1 });
    expect(await counts(target.id)).toEqual({ ...before.theirs, follower: before.theirs.follower + 1 });
    const profile = (await get('/api/user/profile')).body.profile;
    expect([profile.follower, profile.following]).toEqual([before.mine.follower, before.mine.following + 1]);

    // The follower's account is deleted: both of its follows go, and so do they from the counts.
    expect((await post('/api/user/manage-users/delete', { userId: target.id })).status).toBe(200);
    expect(await counts(me.id)).toEqual({ follower: before.mine.follower - 1, following: before.mine.following });
  });

  it('shows an account’s social links to itself and to admins, to others only when the account is public', async () => {
    const member = await server.api.registerUser();
    const admin = (await get('/api/user/profile')).body.profile;
    await server.sql('update users set is_public = 0 where id = ?', [admin.id]);
    try {
      const seenByMember: UserListItem[] = (await get('/api/user/all', member.token)).body.users;
      expect(seenByMember.find((user) => user.id === admin.id)).toMatchObject({
        facebookLink: '',
        instagramLink: '',
        linkedinLink: '',
        twitterLink: '',
      });
      const seenByAdmin: UserListItem[] = (await get('/api/user/all')).body.users;
      expect(seenByAdmin.find((user) => user.id === admin.id)?.facebookLink).toBe(admin.facebookLink);
    } finally {
      await server.sql('update users set is_public = 1 where id = ?', [admin.id]);
    }
    const seenByMember: UserListItem[] = (await get('/api/user/all', member.token)).body.users;
    expect(seenByMember.find((user) => user.id === admin.id)?.facebookLink).toBe(admin.facebookLink);
    expect(admin.facebookLink).not.toBe('');
  });

  it('keeps posts, likes and comments after a restart', async () => {
    const { postId, media, comment, memberToken } = persisted;
    expect(postId && media && comment && memberToken, 'the tests above ran').toBeTruthy();
    await post('/api/user/posts/like', { postId, liked: true }, memberToken);
    await server.restart();
    const feed = await myPosts(memberToken);
    const kept = feed.find((item) => item.id === postId);
    expect(kept).toMatchObject({ media, isLiked: true, message: 'Backstage at the gala' });
    expect(await isServed(media!)).toBe(true);
    expect((await myPosts()).some((item) => item.comments.some((entry) => entry.message === comment))).toBe(true);
    // A restart starts a new server process: longer than a request.
  }, 30_000);
});
