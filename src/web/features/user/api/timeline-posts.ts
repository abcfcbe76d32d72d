import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NewTimelinePostRequest } from '@/contract/timeline';
import type { TimelinePost, TimelinePostsResponse } from '@/contract/user';
import { api } from '@/web/lib/api';
import { profileQueryKeys } from './profile-query-keys';

/** The signed-in user's timeline, newest first. */
export function useTimelinePosts() {
  return useQuery({
    queryKey: profileQueryKeys.posts,
    queryFn: () => api.get('/api/user/posts'),
    select: (data) => data.posts,
  });
}

function changePosts(queryClient: QueryClient, change: (posts: TimelinePost[]) => TimelinePost[]) {
  queryClient.setQueryData<TimelinePostsResponse>(profileQueryKeys.posts, (data) => (data ? { posts: change(data.posts) } : data));
}

/** Puts the post as the server answered it in place of the shown one. */
function useReplacePost() {
  const queryClient = useQueryClient();
  return ({ post }: { post: TimelinePost }) =>
    changePosts(queryClient, (posts) => posts.map((item) => (item.id === post.id ? post : item)));
}

/** Publishes a post; it shows first, and the cards count it. */
export function useCreateTimelinePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: NewTimelinePostRequest) => api.post('/api/user/posts/new', post),
    onSuccess: ({ post }) => {
      changePosts(queryClient, (posts) => [post, ...posts.filter((item) => item.id !== post.id)]);
      void queryClient.invalidateQueries({ queryKey: profileQueryKeys.workspaceUsers });
    },
  });
}

export function useLikeTimelinePost() {
  return useMutation({
    mutationFn: (like: { postId: string; liked: boolean }) => api.post('/api/user/posts/like', like),
    onSuccess: useReplacePost(),
  });
}

export function useAddTimelineComment() {
  return useMutation({
    mutationFn: (comment: { postId: string; message: string }) => api.post('/api/user/posts/comments/new', comment),
    onSuccess: useReplacePost(),
  });
}

export function useDeleteTimelineComment() {
  return useMutation({
    mutationFn: (commentId: string) => api.post('/api/user/posts/comments/delete', { commentId }),
    onSuccess: useReplacePost(),
  });
}

export function useDeleteTimelinePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => api.post('/api/user/posts/delete', { postId }),
    onSuccess: ({ postId }) => {
      changePosts(queryClient, (posts) => posts.filter((item) => item.id !== postId));
      void queryClient.invalidateQueries({ queryKey: profileQueryKeys.workspaceUsers });
    },
  });
}
