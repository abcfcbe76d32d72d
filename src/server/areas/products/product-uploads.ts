import type { Product } from '@/contract/products';

const UPLOADS_PREFIX = '/uploads/';

// Reads the stored description, which sanitize-html wrote (server/html/rich-text.ts): every attribute is
// double-quoted and a `<` in text is escaped, so each `<img` here is a real image tag.
const imageSources = /<img\b[^>]*?\ssrc="([^"]*)"/gi;

/** Every uploaded file (`/uploads/...`) a product shows: its images and those in its description, each once. */
export function productUploadUrls(product: Pick<Product, 'images' | 'description'>): string[] {
  const sources = [...product.images, ...Array.from(product.description.matchAll(imageSources), (match) => match[1]!)];
  return [...new Set(sources.filter((url) => url.startsWith(UPLOADS_PREFIX)))];
}
