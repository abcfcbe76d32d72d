import { zodResolver } from '@/web/lib/form-resolver';
import type { Resolver } from 'react-hook-form';
import { newTimelinePostRequestSchema, timelineCommentFormSchema, type NewTimelinePostRequest } from '@/contract/timeline';

// Loaded on demand (see profile-resolvers.ts): this module brings zod. The resolver's module comes first: it
// tells zod not to probe for eval, which the page's Content-Security-Policy refuses.
// The post box holds both fields from the start, so the schema's defaults never apply: input = output.
export const newPostResolver = zodResolver(newTimelinePostRequestSchema) as Resolver<NewTimelinePostRequest>;
export const commentResolver = zodResolver(timelineCommentFormSchema);
