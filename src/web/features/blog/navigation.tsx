import { toSlug } from '@/contract/slug';
import { pathIcon } from '@/web/components/path-icon';
import { paths } from '@/web/lib/paths';
import type { FeatureNavigation } from '@/web/lib/web-feature';

const BlogIcon = pathIcon(
  'M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2Zm-5 14H7v-2h7v2Zm3-4H7v-2h10v2Zm0-4H7V7h10v2Z',
);
const blog = paths.dashboard.blog;

export const navigation: FeatureNavigation = {
  sidebar: {
    management: [
      {
        title: 'dashboard.nav.blog',
        path: blog.root,
        icon: <BlogIcon />,
        children: [
          { title: 'dashboard.nav.posts', path: blog.posts },
          // The post the item opens: one of the seeded posts.
          { title: 'dashboard.nav.post', path: blog.post(toSlug('Behind the Scenes of a Live Gala')) },
          { title: 'dashboard.nav.newPost', path: blog.newPost },
        ],
      },
    ],
  },
};
