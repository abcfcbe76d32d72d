import Grid from '@mui/material/Grid';
import type { BlogPost } from '@/contract/blog';
import { PostCard } from './post-card';
import { PostCardSkeleton } from './post-card-skeleton';

/**
 * How a grid of posts is laid out: the first `featured` posts are the big cards with the title over the cover,
 * side by side from md up; the rest are cards of `size`. Loading slots (undefined) take the same places, so the
 * skeleton has the final layout.
 */
export interface PostGridLayout {
  featured: number;
  size: { xs?: number; sm?: number; md?: number };
}

/** The list: the newest post featured, then four to a row. */
export const listLayout: PostGridLayout = { featured: 1, size: { xs: 12, sm: 6, md: 3 } };
/** Five recent posts: two featured side by side over three to a row, so no card is left on its own. */
export const recentLayout: PostGridLayout = { featured: 2, size: { xs: 12, sm: 4 } };

export function PostGridItems({ posts, layout }: { posts: (BlogPost | undefined)[]; layout: PostGridLayout }) {
  return posts.map((post, index) => {
    const featured = index < layout.featured;
    return (
      <Grid key={post?.id ?? `skeleton-${index}`} size={featured ? { xs: 12, md: 6 } : layout.size}>
        {post ? <PostCard post={post} featured={featured} /> : <PostCardSkeleton featured={featured} />}
      </Grid>
    );
  });
}
