/** A post body is rich text: the shared sanitizer (server/html/rich-text.ts) is its gate before it is stored. */
export { sanitizeRichText as sanitizePostBody } from '@/server/html/rich-text';
