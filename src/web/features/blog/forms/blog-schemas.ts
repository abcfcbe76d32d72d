import { zodResolver } from '@/web/lib/form-resolver';
import type { Resolver } from 'react-hook-form';
import {
  blogCommentFormSchema,
  newBlogPostRequestSchema,
  type NewBlogPostRequest,
} from '@/contract/blog-editing';

// Loaded on demand (see blog-resolvers.ts): this module brings zod.
export const commentResolver = zodResolver(blogCommentFormSchema);
// The form holds every field from the start, so the schema's defaults never apply: input = output.
export const newPostResolver = zodResolver(newBlogPostRequestSchema) as Resolver<NewBlogPostRequest>;
