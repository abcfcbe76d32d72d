import DOMPurify from 'dompurify';
import { POST_BODY_ATTRIBUTES, POST_BODY_TAGS, isPostLinkUrl } from '@/contract/blog-html';
import { isOwnImageUrl } from '@/contract/own-images';

const purifier = DOMPurify();
// Beyond the allow-lists: links only to https pages, images only from this app.
purifier.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName === 'href' && !isPostLinkUrl(data.attrValue)) data.keepAttr = false;
  if (data.attrName === 'src' && !isOwnImageUrl(data.attrValue)) data.keepAttr = false;
});
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) node.setAttribute('rel', 'noopener noreferrer');
});

/**
 * Rich text (a post body, a product description) made safe to put in the page, whatever the server sent:
 * only the tags and attributes rich text may use (no script, no event handler, no javascript: link survives).
 */
export function sanitizeRichText(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...POST_BODY_TAGS],
    ALLOWED_ATTR: [...POST_BODY_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
  });
}
