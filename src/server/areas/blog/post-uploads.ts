import type { BlogPost } from '@/contract/blog';

const UPLOADS_PREFIX = '/uploads/';

// Reads the stored body, which sanitize-html wrote (post-body.ts): every attribute is double-quoted and a
// `<` in text is escaped, so each `<img` here is a real image tag.
const imageSources = /<img\b[^>]*?\ssrc="([^"]*)"/gi;

/** Every uploaded file (`/uploads/...`) a post shows: its cover and the images in its body, each once. */
export function postUploadUrls(post: Pick<BlogPost, 'cover' | 'body'>): string[] {
  const sources = [post.cover, ...Array.from(post.body.matchAll(imageSources), (match) => match[1]!)];
  return [...new Set(sources.filter((url) => url.startsWith(UPLOADS_PREFIX)))];
}
