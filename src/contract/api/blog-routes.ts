import {
  blogPostQuerySchema,
  blogPostResponseSchema,
  blogPostsPageQuerySchema,
  blogPostsPageResponseSchema,
  blogPostsResponseSchema,
  blogRecentPostsResponseSchema,
  blogSearchQuerySchema,
  blogSearchResponseSchema,
} from '@/contract/blog';
import { newBlogCommentRequestSchema, newBlogPostRequestSchema } from '@/contract/blog-editing';
import { BLOG_RECENT_POSTS } from '@/contract/blog-rules';
import { bearerAuth, defineRoute, errorResponses, jsonBody, jsonOk } from './route-helpers';

const tags = ['Blog'];
const security = bearerAuth;

export const blogApi = {
  allPosts: defineRoute({
    method: 'get',
    path: '/api/blog/posts/all',
    operationId: 'listAllBlogPosts',
    tags,
    security,
    summary: 'Every post, newest first',
    responses: { ...jsonOk(blogPostsResponseSchema), ...errorResponses(401, 403) },
  }),
  postsPage: defineRoute({
    method: 'get',
    path: '/api/blog/posts',
    operationId: 'listBlogPosts',
    tags,
    security,
    summary: 'The first index+step posts (newest, most viewed or oldest first) and how many exist',
    request: { query: blogPostsPageQuerySchema },
    responses: { ...jsonOk(blogPostsPageResponseSchema), ...errorResponses(400, 401, 403) },
  }),
  postBySlug: defineRoute({
    method: 'get',
    path: '/api/blog/post',
    operationId: 'getBlogPost',
    tags,
    security,
    summary: 'One post by its title slug',
    request: { query: blogPostQuerySchema },
    responses: { ...jsonOk(blogPostResponseSchema), ...errorResponses(400, 401, 403, 404) },
  }),
  recentPosts: defineRoute({
    method: 'get',
    path: '/api/blog/posts/recent',
    operationId: 'listRecentBlogPosts',
    tags,
    security,
    summary: `The ${BLOG_RECENT_POSTS} newest posts other than the one named by its title slug`,
    request: { query: blogPostQuerySchema },
    responses: { ...jsonOk(blogRecentPostsResponseSchema), ...errorResponses(400, 401, 403, 404) },
  }),
  search: defineRoute({
    method: 'get',
    path: '/api/blog/posts/search',
    operationId: 'searchBlogPosts',
    tags,
    security,
    summary: 'Posts whose title contains the query (any case), newest first',
    request: { query: blogSearchQuerySchema },
    responses: { ...jsonOk(blogSearchResponseSchema), ...errorResponses(400, 401, 403) },
  }),
  newPost: defineRoute({
    method: 'post',
    path: '/api/blog/posts/new',
    operationId: 'createBlogPost',
    tags,
    security,
    summary: 'Create a post written by the signed-in account; its HTML is sanitized before it is stored',
    request: { body: jsonBody(newBlogPostRequestSchema) },
    responses: { ...jsonOk(blogPostResponseSchema), ...errorResponses(400, 401, 403, 413) },
  }),
  newComment: defineRoute({
    method: 'post',
    path: '/api/blog/comments/new',
    operationId: 'createBlogComment',
    tags,
    security,
    summary: 'Comment on a post, or answer a comment with parentId; answers the post as it now is',
    request: { body: jsonBody(newBlogCommentRequestSchema) },
    responses: { ...jsonOk(blogPostResponseSchema), ...errorResponses(400, 401, 403, 404, 413) },
  }),
};
