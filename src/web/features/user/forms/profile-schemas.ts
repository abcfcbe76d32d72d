import { zodResolver } from '@/web/lib/form-resolver';
import type { Resolver } from 'react-hook-form';
import { newTimelinePostRequestSchema, timelineCommentFormSchema, type NewTimelinePostRequest } from '@/contract/timeline';

// Loaded on demand (see profile-resolvers.ts): this module brings zod.
// The post box holds both fields from the start, so the schema's defaults never apply: input = output.
export const newPostResolver = zodResolver(newTimelinePostRequestSchema) as Resolver<NewTimelinePostRequest>;
export const commentResolver = zodResolver(timelineCommentFormSchema);
