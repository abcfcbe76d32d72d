import type { NewTimelinePostRequest, TimelineCommentForm } from '@/contract/timeline';
import { lazyResolver } from '@/web/lib/lazy-resolver';

const schemas = () => import('./profile-schemas');

/** The validation of the profile's forms, from the contract's schemas, loaded after the screen paints. */
export const profileResolvers = {
  newPost: lazyResolver<NewTimelinePostRequest>(async () => (await schemas()).newPostResolver),
  comment: lazyResolver<TimelineCommentForm>(async () => (await schemas()).commentResolver),
};
