import type { BlogCommentForm, NewBlogPostRequest } from '@/contract/blog-editing';
import { lazyResolver } from '@/web/lib/lazy-resolver';

const schemas = () => import('./blog-schemas');

/** The validation of the blog's forms, from the contract's schemas, loaded after the screen paints. */
export const blogResolvers = {
  comment: lazyResolver<BlogCommentForm>(async () => (await schemas()).commentResolver),
  newPost: lazyResolver<NewBlogPostRequest>(async () => (await schemas()).newPostResolver),
};
