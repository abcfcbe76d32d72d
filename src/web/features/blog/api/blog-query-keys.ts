import type { BlogSort } from '@/contract/blog-rules';

/** Every blog query sits under ['blog'], so a write can refresh them all at once. */
export const blogQueryKeys = {
  all: ['blog'] as const,
  page: (sortBy: BlogSort, index: number) => ['blog', 'posts', sortBy, index] as const,
  search: (query: string) => ['blog', 'search', query] as const,
  post: (slug: string) => ['blog', 'post', slug] as const,
  recent: (slug: string) => ['blog', 'recent', slug] as const,
};
