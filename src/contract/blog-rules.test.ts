import { describe, expect, it } from 'vitest';
import { BLOG_PAGE_STEP, blogPaging, mayChangeBlogPost } from './blog-rules';

describe('blog paging', () => {
  it('starts at index 0 and advances by the step of 11', () => {
    expect(blogPaging.firstIndex).toBe(0);
    expect(BLOG_PAGE_STEP).toBe(11);
    expect(blogPaging.nextIndex(0)).toBe(11);
    expect(blogPaging.nextIndex(11)).toBe(22);
    expect(blogPaging.nextIndex(5, 3)).toBe(8);
  });

  it('has more while fewer results than maxLength came back', () => {
    expect(blogPaging.hasMore(11, 23)).toBe(true);
    expect(blogPaging.hasMore(22, 23)).toBe(true);
    expect(blogPaging.hasMore(23, 23)).toBe(false);
    expect(blogPaging.hasMore(0, 0)).toBe(false);
    // At least maxLength: done, even if the count changed in between.
    expect(blogPaging.hasMore(24, 23)).toBe(false);
  });

  it('loads 23 posts in exactly 3 requests', () => {
    const answers: number[] = [];
    let index = blogPaging.firstIndex;
    for (let more = true; more; index = blogPaging.nextIndex(index)) {
      const results = Math.min(index + BLOG_PAGE_STEP, 23);
      answers.push(results);
      more = blogPaging.hasMore(results, 23);
    }
    expect(answers).toEqual([11, 22, 23]);
  });
});

describe('who may change a post', () => {
  const member = { id: 'member', role: 'user' };
  it('is its author or an admin; a post whose author is gone is left to the admins', () => {
    expect(mayChangeBlogPost({ authorId: 'member' }, member)).toBe(true);
    expect(mayChangeBlogPost({ authorId: 'someone-else' }, member)).toBe(false);
    expect(mayChangeBlogPost({ authorId: null }, member)).toBe(false);
    expect(mayChangeBlogPost({ authorId: 'someone-else' }, { id: 'admin', role: 'admin' })).toBe(true);
    expect(mayChangeBlogPost({ authorId: null }, { id: 'admin', role: 'admin' })).toBe(true);
  });
});
