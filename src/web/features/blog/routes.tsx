import { Redirect } from '@/web/components/redirect';
import { deferredScreens } from '@/web/lib/lazy-screen';
import { paths } from '@/web/lib/paths';
import type { WebFeature } from '@/web/lib/web-feature';

const screen = deferredScreens('features/blog/pages', () => import('./screens').then((module) => module.screens));
const blog = paths.dashboard.blog;

/** The presenter's blog: posts, a post with its comments, a new post, editing a post. */
export const blogFeature: WebFeature = {
  name: 'blog',
  namespaces: ['blog', 'uploads', 'editor'],
  routes: {
    dashboard: [
      {
        path: blog.root,
        children: [
          { index: true, element: <Redirect to={blog.posts} /> },
          { path: blog.posts, ...screen('posts-page') },
          { path: blog.post(':title'), ...screen('post-page') },
          { path: blog.editPost(':title'), ...screen('edit-post-page') },
          { path: blog.newPost, ...screen('new-post-page') },
        ],
      },
    ],
  },
};
