import type { LoginOptionsResponse } from '@/contract/account';

/** What a page rendered at build time knows that the browser would otherwise ask the API for. */
export interface PrerenderContext {
  loginOptions?: LoginOptionsResponse;
}
